import { AUTH, type CaptchaAction } from '@cloud-snippets/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { badRequest } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bot protection for register, login and contact: throws 400 with AUTH.captchaFailed when refused. */
    captcha: { verify(token: string | undefined, action: CaptchaAction, remoteIp: string): Promise<void> };
  }
}

/** The part of Google's siteverify answer we rely on. */
const verifyResponseSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

type RecaptchaConfig = Extract<Config['captcha'], { provider: 'recaptcha' }>;

/** reCAPTCHA v3: the token must verify, be issued for this very action, and score at least the minimum. */
async function isHuman(
  config: RecaptchaConfig,
  token: string,
  action: CaptchaAction,
  remoteIp: string,
  log: FastifyBaseLogger,
) {
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.secretKey, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    const verdict = verifyResponseSchema.safeParse(await response.json());
    if (!response.ok || !verdict.success) {
      log.warn({ status: response.status }, 'captcha: unexpected answer from the verify endpoint');
      return false;
    }
    const { success, score, action: tokenAction } = verdict.data;
    const isAccepted = success && tokenAction === action && score !== undefined && score >= config.minScore;
    if (!isAccepted)
      log.info(
        { success, score, action: tokenAction, expected: action, errors: verdict.data['error-codes'] },
        'captcha refused',
      );
    return isAccepted;
  } catch (error) {
    log.warn({ err: error }, 'captcha: verify endpoint unreachable');
    return false;
  }
}

export default fp(
  async function captchaPlugin(app: FastifyInstance) {
    const config = app.config.captcha;
    app.decorate('captcha', {
      verify: async (token, action, remoteIp) => {
        if (config.provider === 'none') return;
        if (!token || !(await isHuman(config, token, action, remoteIp, app.log)))
          throw badRequest(AUTH.captchaFailed);
      },
    });
  },
  { name: 'captcha', dependencies: ['context'] },
);
