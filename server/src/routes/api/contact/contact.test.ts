import {
  AUTH,
  CONTACT,
  HTTP_ERRORS,
  VALIDATION,
  contactMessagesResponseSchema,
} from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../../test/factories.js';
import { startFakeSiteverify, type FakeSiteverify } from '../../../../test/fake-siteverify.js';
import { body, buildTestApp, testConfig, type TestApp } from '../../../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { ...testConfig().rateLimits, contactPerIp: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  await t.close();
});

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  subject: 'Snippet licensing',
  message: 'May I reuse the AMPscript snippets in a client project?',
  ...overrides,
});
const send = (app: TestApp, payload: object, token?: string) => {
  const options = { method: 'POST' as const, url: '/api/contact', payload };
  return token ? app.injectAs(token, options) : app.app.inject(options);
};
const list = (token: string, query = '') => t.injectAs(token, { method: 'GET', url: `/api/contact${query}` });

describe('POST /api/contact', () => {
  it('stores a guest’s message (email lowercased, fields trimmed) and answers 201 with CONTACT.sent', async () => {
    const response = await send(t, validMessage({ name: '  Ada Lovelace  ' }));
    expect(response.statusCode).toBe(201);
    expect(body(response)).toEqual({ message: CONTACT.sent });
    const { token } = await buildSignedInUser(t, { role: 'admin' });
    const stored = contactMessagesResponseSchema.parse(body(await list(token))).messages[0];
    expect(stored).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Snippet licensing',
      userId: null,
    });
  });

  it('records the signed-in sender', async () => {
    const { user, token } = await buildSignedInUser(t);
    expect((await send(t, validMessage({ subject: 'From a member' }), token)).statusCode).toBe(201);
    const admin = await buildSignedInUser(t, { role: 'admin' });
    const stored = contactMessagesResponseSchema.parse(body(await list(admin.token))).messages[0];
    expect(stored).toMatchObject({ subject: 'From a member', userId: user.id });
  });

  it.each([
    [{ name: '  ' }, 'name', CONTACT.nameRequired],
    [{ email: 'nope' }, 'email', VALIDATION.emailInvalid],
    [{ subject: '' }, 'subject', CONTACT.subjectRequired],
    [{ message: 'too short' }, 'message', CONTACT.messageTooShort],
    [{ message: 'x'.repeat(5001) }, 'message', CONTACT.messageTooLong],
    [{ name: 'x'.repeat(101) }, 'name', VALIDATION.fieldTooLong('Name', 100)],
  ])('refuses %j with 400 and the field error', async (overrides, field, error) => {
    const response = await send(t, validMessage(overrides));
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ message: VALIDATION.validationFailed, errors: [{ field, error }] });
  });
});

describe('GET /api/contact', () => {
  it('is 401 for guests and 403 for members', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/contact' });
    expect(guest.statusCode).toBe(401);
    expect(body(guest)).toEqual({ message: AUTH.authenticationRequired });
    const { token } = await buildSignedInUser(t);
    const member = await list(token);
    expect(member.statusCode).toBe(403);
    expect(body(member)).toEqual({ message: HTTP_ERRORS.forbidden });
  });

  it('refuses a bad page or limit with 400', async () => {
    const { token } = await buildSignedInUser(t, { role: 'admin' });
    for (const query of ['?page=0', '?limit=0', '?limit=101']) {
      expect((await list(token, query)).statusCode).toBe(400);
    }
  });

  it('pages the messages newest first for admins', async () => {
    const fresh = await buildTestApp();
    try {
      for (let i = 1; i <= 3; i++) {
        expect((await send(fresh, validMessage({ subject: `Subject ${i}` }))).statusCode).toBe(201);
      }
      const { token } = await buildSignedInUser(fresh, { role: 'admin' });
      const first = contactMessagesResponseSchema.parse(
        body(await fresh.injectAs(token, { method: 'GET', url: '/api/contact?limit=2' })),
      );
      expect(first.messages.map((message) => message.subject)).toEqual(['Subject 3', 'Subject 2']);
      expect(first).toMatchObject({ currentPage: 1, totalPages: 2, total: 3 });
      const second = contactMessagesResponseSchema.parse(
        body(await fresh.injectAs(token, { method: 'GET', url: '/api/contact?limit=2&page=2' })),
      );
      expect(second.messages.map((message) => message.subject)).toEqual(['Subject 1']);
    } finally {
      await fresh.close();
    }
  });
});

describe('contact rate limit', () => {
  it('allows CONTACT_RATE_LIMIT_PER_IP messages per window, then answers 429 with Retry-After', async () => {
    const limited = await buildTestApp({
      rateLimits: { ...t.config.rateLimits, contactPerIp: { points: 2, durationSeconds: 600 } },
    });
    try {
      expect((await send(limited, validMessage())).statusCode).toBe(201);
      expect((await send(limited, validMessage())).statusCode).toBe(201);
      const blocked = await send(limited, validMessage());
      expect(blocked.statusCode).toBe(429);
      expect(body(blocked)).toEqual({ message: CONTACT.tooMany });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      // Another address still gets through.
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: validMessage(),
        remoteAddress: '203.0.113.9',
      });
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('contact bot protection (reCAPTCHA on)', () => {
  let siteverify: FakeSiteverify;
  let protectedApp: TestApp;
  beforeAll(async () => {
    siteverify = await startFakeSiteverify();
    protectedApp = await buildTestApp({ captcha: siteverify.captcha() });
  });
  afterAll(async () => {
    await protectedApp.close();
    await siteverify.close();
  });

  const adminList = async () => {
    const { token } = await buildSignedInUser(protectedApp, { role: 'admin' });
    return contactMessagesResponseSchema.parse(
      body(await protectedApp.injectAs(token, { method: 'GET', url: '/api/contact' })),
    );
  };

  it('refuses a missing token, a low score and a token for another action, storing nothing', async () => {
    siteverify.received.length = 0;
    siteverify.verdict = { success: true, score: 0.9, action: 'contact' };
    const missing = await send(protectedApp, validMessage());
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toEqual({ message: AUTH.captchaFailed });
    expect(siteverify.received).toHaveLength(0);

    siteverify.verdict = { success: true, score: 0.1, action: 'contact' };
    expect((await send(protectedApp, validMessage({ recaptchaToken: 'tok' }))).statusCode).toBe(400);
    siteverify.verdict = { success: true, score: 0.9, action: 'login' };
    expect((await send(protectedApp, validMessage({ recaptchaToken: 'tok' }))).statusCode).toBe(400);
    expect((await adminList()).total).toBe(0);
  });

  it("accepts a human's token issued for the 'contact' action", async () => {
    siteverify.received.length = 0;
    siteverify.verdict = { success: true, score: 0.9, action: 'contact' };
    const response = await send(protectedApp, validMessage({ recaptchaToken: 'good-token' }));
    expect(response.statusCode).toBe(201);
    expect(siteverify.received[0]?.get('response')).toBe('good-token');
    expect(siteverify.received[0]?.get('secret')).toBe('secret');
    const stored = await adminList();
    expect(stored.total).toBe(1);
    expect(JSON.stringify(stored)).not.toContain('good-token');
  });
});
