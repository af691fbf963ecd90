import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/**
 * The Content-Security-Policy: only our own scripts, plus Google's reCAPTCHA when it is switched on.
 * Inline styles stay allowed because the toast library injects its styles at run time.
 */
export function contentSecurityPolicy(isRecaptchaOn: boolean): Record<string, string[]> {
  const google = (sources: string[]) => (isRecaptchaOn ? sources : []);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...google(RECAPTCHA_SCRIPT_SOURCES)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...google(['https://www.google.com/recaptcha/'])],
    'frame-src': isRecaptchaOn ? RECAPTCHA_FRAME_SOURCES : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Helmet's security headers on every response, with the strict CSP above. */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, { isRecaptchaOn }: { isRecaptchaOn: boolean }) {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(isRecaptchaOn) },
      // Same-origin app: nothing is embedded from elsewhere except reCAPTCHA's frame, which COEP would block.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
