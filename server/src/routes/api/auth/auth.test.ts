import { AUTH, DEFAULT_AVATAR, VALIDATION, authResponseSchema } from '@cloud-snippets/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSignedInUser,
  buildUser,
  KNOWN_PASSWORD,
  validRegistration,
} from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

describe('POST /api/auth/register', () => {
  it('creates the member and answers a token, its expiry and the user without secrets', async () => {
    const input = validRegistration({ username: 'Fresh_Dev' });
    const response = await register(input);
    expect(response.statusCode).toBe(201);
    const answer = authResponseSchema.parse(body(response));
    expect(answer.user).toMatchObject({
      username: 'Fresh_Dev',
      email: input.email,
      role: 'user',
      avatar: DEFAULT_AVATAR,
      savedSnippets: [],
    });
    expect(answer.user.stats).toEqual({
      totalSnippets: 0,
      totalViews: 0,
      totalLikes: 0,
      suggestionsApplied: 0,
    });
    expect(response.body).not.toMatch(/password|argon2/i);
    const profile = await t.injectAs(answer.token, { method: 'GET', url: '/api/auth/profile' });
    expect(body(profile).user).toMatchObject({ username: 'Fresh_Dev' });
  });

  it('stores the email lowercased', async () => {
    const response = await register(validRegistration({ email: 'Mixed.Case@Example.COM' }));
    expect(body(response).user).toMatchObject({ email: 'mixed.case@example.com' });
  });

  it.each([
    ['username', {}, 'username', VALIDATION.usernameRequired],
    ['username', { username: '' }, 'username', VALIDATION.usernameRequired],
    ['username', { username: 'ab' }, 'username', VALIDATION.usernameTooShort],
    ['username', { username: 'a'.repeat(31) }, 'username', VALIDATION.usernameTooLong],
    ['username', { username: 'bad name!' }, 'username', VALIDATION.usernameCharacters],
    ['email', {}, 'email', VALIDATION.emailRequired],
    ['email', { email: '' }, 'email', VALIDATION.emailRequired],
    ['email', { email: 'not-an-address' }, 'email', VALIDATION.emailInvalid],
    ['password', {}, 'password', VALIDATION.passwordRequired],
    ['password', { password: '' }, 'password', VALIDATION.passwordRequired],
    ['password', { password: 'Ab1!' }, 'password', VALIDATION.passwordTooShort],
    ['password', { password: 'abcdefgh1' }, 'password', VALIDATION.passwordComposition],
    ['password', { password: 'abcdefgh!' }, 'password', VALIDATION.passwordComposition],
    ['password', { password: '12345678!' }, 'password', VALIDATION.passwordComposition],
    ['password', { password: 'abcdef1!^' }, 'password', VALIDATION.passwordCharacters],
  ])('refuses a bad %s %j with 400 and SPEC §5 message', async (key, change, field, error) => {
    const input: Record<string, unknown> = { ...validRegistration(), ...change };
    if (Object.keys(change).length === 0) delete input[key];
    const response = await register(input);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ message: VALIDATION.validationFailed, errors: [{ field, error }] });
  });

  it('reports a taken username and a taken email together, whatever their case', async () => {
    await buildUser(t.db, { username: 'TakenName', email: 'taken@example.com' });
    const response = await register(validRegistration({ username: 'takenname', email: 'TAKEN@example.com' }));
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({
      message: VALIDATION.validationFailed,
      errors: [
        { field: 'username', error: VALIDATION.usernameTaken },
        { field: 'email', error: VALIDATION.emailTaken },
      ],
    });
  });

  it.each(['profile', 'top-contributors', 'Avatar', 'password', 'account', 'ADMIN', 'saved-snippets'])(
    'refuses the reserved username %j (a route word or the site itself), creating nobody',
    async (username) => {
      const response = await register(validRegistration({ username }));
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({
        message: VALIDATION.validationFailed,
        errors: [{ field: 'username', error: VALIDATION.usernameReserved }],
      });
      const lookup = await t.app.inject({ method: 'GET', url: `/api/users/${username}/snippets` });
      expect(lookup.statusCode).toBe(404);
    },
  );

  it('maps a unique violation lost in a race to the field error', async () => {
    const input = validRegistration();
    const [first, second] = await Promise.all([
      register(input),
      register({ ...input, email: `other.${input.email}` }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 400]);
    const refused = first.statusCode === 400 ? first : second;
    expect(body(refused).errors).toEqual([{ field: 'username', error: VALIDATION.usernameTaken }]);
  });

  it('ignores role, stats, savedSnippets and other unknown fields', async () => {
    const response = await register({
      ...validRegistration(),
      role: 'admin',
      stats: { totalSnippets: 99, totalViews: 99, totalLikes: 99 },
      savedSnippets: ['x'],
      bio: 'sneaky',
    });
    expect(response.statusCode).toBe(201);
    expect(body(response).user).toMatchObject({
      role: 'user',
      stats: { totalSnippets: 0, totalViews: 0, totalLikes: 0 },
      savedSnippets: [],
      bio: '',
    });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by email and by username, case-insensitively', async () => {
    const user = await buildUser(t.db, { username: 'CaseyLogin', email: 'casey@example.com' });
    for (const identifier of ['casey@example.com', 'CASEY@Example.com', 'CaseyLogin', 'caseylogin']) {
      const response = await login({ identifier, password: KNOWN_PASSWORD });
      expect(response.statusCode, identifier).toBe(200);
      expect(authResponseSchema.parse(body(response)).user._id).toBe(user.id);
    }
  });

  it('gives a long-lived token with remember and a short one without', async () => {
    const user = await buildUser(t.db);
    const ttl = async (remember: boolean) => {
      const { token, expiresAt } = body<{ token: string; expiresAt: string }>(
        await login({ identifier: user.username, password: KNOWN_PASSWORD, remember }),
      );
      const { exp, iat } = decodeJwt(token);
      expect(new Date(expiresAt).getTime()).toBe((exp ?? 0) * 1000);
      return (exp ?? 0) - (iat ?? 0);
    };
    expect(Math.abs((await ttl(false)) - t.config.tokenTtlSeconds)).toBeLessThanOrEqual(1);
    expect(Math.abs((await ttl(true)) - t.config.rememberTokenTtlSeconds)).toBeLessThanOrEqual(1);
    expect(t.config.rememberTokenTtlSeconds).toBeGreaterThan(t.config.tokenTtlSeconds);
  });

  it('answers 401 with the same message for a wrong password and an unknown account', async () => {
    const user = await buildUser(t.db);
    const wrongPassword = await login({ identifier: user.email, password: 'Wrong#Pass1' });
    const unknown = await login({ identifier: 'nobody@example.com', password: 'Wrong#Pass1' });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(body(response)).toEqual({ message: AUTH.invalidCredentials });
    }
  });

  it('requires the identifier and the password', async () => {
    const response = await login({ identifier: ' ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual([
      { field: 'identifier', error: VALIDATION.identifierRequired },
      { field: 'password', error: VALIDATION.passwordRequired },
    ]);
  });
});

describe('POST /api/auth/logout', () => {
  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ message: AUTH.authenticationRequired });
  });

  it('revokes the token at once and for good', async () => {
    const { token } = await buildSignedInUser(t);
    const logout = await t.injectAs(token, { method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(200);
    expect(body(logout)).toEqual({ message: AUTH.loggedOut });
    const after = await t.injectAs(token, { method: 'GET', url: '/api/auth/profile' });
    expect(after.statusCode).toBe(401);
    expect(body(after)).toEqual({ message: AUTH.sessionExpired });
  });

  it('accepts an empty JSON body', async () => {
    const { token } = await buildSignedInUser(t);
    const response = await t.injectAs(token, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/auth/profile', () => {
  it('is 401 without a token, with a garbage token, and with a token signed by someone else', async () => {
    const { SignJWT } = await import('jose');
    const forged = await new SignJWT({ sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(crypto.randomUUID())
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    for (const token of ['garbage', forged]) {
      const response = await t.injectAs(token, { method: 'GET', url: '/api/auth/profile' });
      expect(response.statusCode).toBe(401);
      expect(body(response).message).toBe(AUTH.sessionExpired);
    }
  });

  it('refuses an unsigned (alg none) token', async () => {
    const { user, sessionId } = await buildSignedInUser(t);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: user.id, sid: sessionId, exp: Math.floor(Date.now() / 1000) + 60 })}.`;
    expect((await t.injectAs(unsigned, { method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
  });

  it('refuses a session past its expiry even when the JWT is still valid', async () => {
    const { buildSession } = await import('../../../../test/factories.js');
    const user = await buildUser(t.db);
    const { token } = await buildSession(t, user.id, new Date(Date.now() - 1000));
    expect((await t.injectAs(token, { method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
  });

  it('returns the signed-in member', async () => {
    const { user, token } = await buildSignedInUser(t, { bio: 'Hello' });
    const response = await t.injectAs(token, { method: 'GET', url: '/api/auth/profile' });
    expect(response.statusCode).toBe(200);
    expect(body(response).user).toMatchObject({
      _id: user.id,
      username: user.username,
      email: user.email,
      bio: 'Hello',
    });
    expect(body(response).user).not.toHaveProperty('passwordHash');
  });
});
