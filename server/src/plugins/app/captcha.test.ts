import { AUTH, publicConfigSchema } from '@cloud-snippets/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUser, KNOWN_PASSWORD, validRegistration } from '../../../test/factories.js';
import { startFakeSiteverify, type FakeSiteverify } from '../../../test/fake-siteverify.js';
import { body, buildTestApp, type TestApp } from '../../../test/helper.js';

let siteverify: FakeSiteverify;
let t: TestApp;

beforeAll(async () => {
  siteverify = await startFakeSiteverify();
  t = await buildTestApp({
    captcha: siteverify.captcha({ siteKey: 'site-key-123', secretKey: 'secret-key-456' }),
  });
});
afterAll(async () => {
  await t.close();
  await siteverify.close();
});
beforeEach(() => {
  siteverify.received.length = 0;
});

const login = async (recaptchaToken?: string) => {
  const user = await buildUser(t.db);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: {
      identifier: user.username,
      password: KNOWN_PASSWORD,
      ...(recaptchaToken ? { recaptchaToken } : {}),
    },
  });
};
const register = (recaptchaToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...validRegistration(), recaptchaToken },
  });

describe('reCAPTCHA v3', () => {
  it('publishes the provider and site key (never the secret) to the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(publicConfigSchema.parse(body(response))).toEqual({
      captcha: { provider: 'recaptcha', siteKey: 'site-key-123' },
      oauthProviders: [],
    });
    expect(response.body).not.toContain('secret-key-456');
  });

  it('lets Google scripts and frames through the CSP', async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(csp).toContain('frame-src https://www.google.com/recaptcha/');
  });

  it('accepts a successful verification for the right action with a good score', async () => {
    siteverify.verdict = { success: true, score: 0.9, action: 'login' };
    const response = await login('good-token');
    expect(response.statusCode).toBe(200);
    expect(siteverify.received).toHaveLength(1);
    expect(Object.fromEntries(siteverify.received[0] ?? [])).toEqual({
      secret: 'secret-key-456',
      response: 'good-token',
      remoteip: '127.0.0.1',
    });
  });

  it('checks the register action on register', async () => {
    siteverify.verdict = { success: true, score: 0.7, action: 'register' };
    expect((await register('good-token')).statusCode).toBe(201);
    siteverify.verdict = { success: true, score: 0.7, action: 'login' };
    const response = await register('token-for-login');
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ message: AUTH.captchaFailed });
  });

  it.each([
    ['a token for another action', { success: true, score: 0.9, action: 'register' }],
    ['a score under the minimum', { success: true, score: 0.3, action: 'login' }],
    ['no score', { success: true, action: 'login' }],
    ['a failed verification', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['a malformed answer', { nonsense: true }],
  ])('refuses %s with 400 and the captcha message', async (_case, answer) => {
    siteverify.verdict = answer;
    const response = await login('some-token');
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ message: AUTH.captchaFailed });
  });

  it('refuses a missing token without calling Google', async () => {
    const response = await login();
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ message: AUTH.captchaFailed });
    expect(siteverify.received).toHaveLength(0);
  });

  it('refuses when the verify endpoint refuses connections', async () => {
    // A port that was free a moment ago, rather than a well-known one something may listen on.
    const closed = await startFakeSiteverify();
    const { verifyUrl } = closed.captcha();
    await closed.close();
    const unreachable = await buildTestApp({ captcha: { ...siteverify.captcha(), verifyUrl } });
    try {
      const response = await unreachable.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...validRegistration(), recaptchaToken: 'token' },
      });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({ message: AUTH.captchaFailed });
    } finally {
      await unreachable.close();
    }
  });

  it('refuses when the verify endpoint does not answer in time', async () => {
    siteverify.hang = true;
    try {
      const response = await register('token');
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({ message: AUTH.captchaFailed });
      expect(siteverify.received).toHaveLength(1);
    } finally {
      siteverify.hang = false;
    }
  });
});
