import { randomBytes } from 'node:crypto';
import { AUTH } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../config.js';
import { buildUser, KNOWN_PASSWORD, validRegistration } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';

const redisUrl = process.env.REDIS_URL;
const stores = [
  { store: 'memory', redis: null },
  ...(redisUrl
    ? [{ store: 'redis', redis: { url: redisUrl, keyPrefix: `cs-test-${randomBytes(6).toString('hex')}` } }]
    : []),
] as const;

const limits = (window = 60): Config['rateLimits'] => ({
  loginPerIp: { points: 5, durationSeconds: window },
  loginPerAccount: { points: 3, durationSeconds: window },
  registerPerIp: { points: 2, durationSeconds: window },
  commentsPerMember: { points: 3, durationSeconds: window },
  contactPerIp: { points: 2, durationSeconds: window },
  avatarsPerMember: { points: 2, durationSeconds: window },
});

describe.each(stores)('rate limits ($store)', ({ redis }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: limits(), redis });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (identifier: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier, password },
      remoteAddress,
    });

  it('blocks an account after its failed logins, whatever the case of the identifier, with Retry-After', async () => {
    const user = await buildUser(t.db);
    for (let attempt = 0; attempt < 3; attempt++) {
      const identifier = attempt % 2 ? user.username.toUpperCase() : user.username;
      expect((await login(identifier, 'Wrong#Pass1', `10.0.1.${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login(user.username, KNOWN_PASSWORD, '10.0.1.99');
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toEqual({ message: AUTH.tooManyLoginAttempts });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('clears the failed-login count of an account after a successful login', async () => {
    const user = await buildUser(t.db);
    for (let round = 0; round < 2; round++) {
      expect((await login(user.email, 'Wrong#Pass1', '10.0.2.1')).statusCode).toBe(401);
      expect((await login(user.email, 'Wrong#Pass1', '10.0.2.1')).statusCode).toBe(401);
      expect((await login(user.email, KNOWN_PASSWORD, '10.0.2.1')).statusCode).toBe(200);
    }
  });

  it('blocks an IP after its failed logins across accounts', async () => {
    const ip = '10.0.3.1';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(`nobody${attempt}@example.com`, 'Wrong#Pass1', ip)).statusCode).toBe(401);
    }
    const user = await buildUser(t.db);
    const blocked = await login(user.username, KNOWN_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect((await login(user.username, KNOWN_PASSWORD, '10.0.3.2')).statusCode).toBe(200);
  });

  it('limits registrations per IP', async () => {
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: validRegistration(),
        remoteAddress: '10.0.4.1',
      });
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
    const blocked = await register();
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toEqual({ message: AUTH.tooManyRegistrations });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  it('counts failures seen by one app process in another', async () => {
    const redis = { url: redisUrl ?? '', keyPrefix: `cs-test-${randomBytes(6).toString('hex')}` };
    const [first, second] = await Promise.all([
      buildTestApp({ rateLimits: limits(), redis }),
      buildTestApp({ rateLimits: limits(), redis }),
    ]);
    try {
      const attempt = (t: TestApp) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: validRegistration(),
          remoteAddress: '10.0.5.1',
        });
      expect((await attempt(first)).statusCode).toBe(201);
      expect((await attempt(second)).statusCode).toBe(201);
      expect((await attempt(first)).statusCode).toBe(429);
      expect((await attempt(second)).statusCode).toBe(429);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
