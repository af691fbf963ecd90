import { randomBytes } from 'node:crypto';
import { AUTH } from '@cloud-snippets/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../../config.js';
import {
  buildSignedInUser,
  buildUser,
  KNOWN_PASSWORD,
  validRegistration,
} from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp, rateLimitStores, testConfig } from '../../../../test/helper.js';

const redisUrl = process.env.REDIS_URL;

const limits = (window = 60): Config['rateLimits'] => ({
  ...testConfig().rateLimits,
  loginPerIp: { points: 5, durationSeconds: window },
  loginPerAccount: { points: 3, durationSeconds: window },
  registerPerIp: { points: 2, durationSeconds: window },
  commentsPerMember: { points: 3, durationSeconds: window },
  contactPerIp: { points: 2, durationSeconds: window },
  avatarsPerMember: { points: 2, durationSeconds: window },
  snippetWritesPerMember: { points: 3, durationSeconds: window },
  reactionsPerMember: { points: 4, durationSeconds: window },
  reportsPerMember: { points: 2, durationSeconds: window },
});

describe.each(rateLimitStores)('rate limits ($store)', ({ redis }) => {
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

  describe('parallel bursts', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** How many passwords the server compared (real members and the dummy for unknown names). */
    const spyOnPasswordChecks = () => {
      const verify = vi.spyOn(t.app.passwords, 'verify');
      const verifyDummy = vi.spyOn(t.app.passwords, 'verifyDummy');
      return () => verify.mock.calls.length + verifyDummy.mock.calls.length;
    };

    it('checks no more passwords than the IP limit when 30 guesses arrive at once', async () => {
      const passwordsChecked = spyOnPasswordChecks();
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          login(`nobody${index}@example.com`, 'Wrong#Pass1', '10.0.6.1'),
        ),
      );
      expect(passwordsChecked()).toBeLessThanOrEqual(t.config.rateLimits.loginPerIp.points);
      expect(responses.filter((response) => response.statusCode === 401)).toHaveLength(passwordsChecked());
      expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(
        30 - passwordsChecked(),
      );
    });

    it('checks no more passwords than the account limit when 15 guesses arrive at once', async () => {
      const user = await buildUser(t.db);
      const passwordsChecked = spyOnPasswordChecks();
      const responses = await Promise.all(
        Array.from({ length: 15 }, (_, index) => login(user.username, 'Wrong#Pass1', `10.0.7.${index}`)),
      );
      expect(passwordsChecked()).toBeLessThanOrEqual(t.config.rateLimits.loginPerAccount.points);
      expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(
        15 - passwordsChecked(),
      );
    });

    it('checks no more current passwords than the account limit when a stolen token guesses in parallel', async () => {
      const { token } = await buildSignedInUser(t);
      const passwordsChecked = spyOnPasswordChecks();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.injectAs(token, {
            method: 'PUT',
            url: '/api/users/password',
            payload: { currentPassword: 'Wrong#Pass1', newPassword: 'Brand#New2' },
          }),
        ),
      );
      expect(passwordsChecked()).toBeLessThanOrEqual(t.config.rateLimits.loginPerAccount.points);
      expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(
        10 - passwordsChecked(),
      );
    });
  });

  it('keys the account limit by the account: a lock by username also holds for the email', async () => {
    const user = await buildUser(t.db);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(user.username, 'Wrong#Pass1', `10.0.8.${attempt}`)).statusCode).toBe(401);
    }
    const byEmail = await login(user.email.toUpperCase(), KNOWN_PASSWORD, '10.0.8.99');
    expect(byEmail.statusCode).toBe(429);
    expect(body(byEmail)).toEqual({ message: AUTH.tooManyLoginAttempts });
  });

  it('limits guesses at an unknown identifier too, whatever its case', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const identifier = attempt % 2 ? 'Ghost@Example.com' : ' ghost@example.com';
      expect((await login(identifier, 'Wrong#Pass1', `10.0.9.${attempt}`)).statusCode).toBe(401);
    }
    expect((await login('GHOST@example.com', 'Wrong#Pass1', '10.0.9.99')).statusCode).toBe(429);
  });

  it('does not count successful logins against the IP', async () => {
    const user = await buildUser(t.db);
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await login(user.username, KNOWN_PASSWORD, '10.0.10.1')).statusCode).toBe(200);
    }
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
