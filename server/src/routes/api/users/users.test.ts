import { AUTH, LIMITS, PROFILE, VALIDATION, selfUserSchema } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSession, buildSignedInUser, KNOWN_PASSWORD } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { isAdmin } from '../../../policies/users.policy.js';
import { usersRepository } from '../../../repositories/users/users.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Brand#New2';

describe('GET /api/users/profile', () => {
  it('is 401 for guests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ message: AUTH.authenticationRequired });
  });

  it('returns the own profile, with the default avatar and empty saved list', async () => {
    const { user, token } = await buildSignedInUser(t, { company: 'Acme' });
    const response = await t.injectAs(token, { method: 'GET', url: '/api/users/profile' });
    expect(response.statusCode).toBe(200);
    const profile = selfUserSchema.parse(body(response).user);
    expect(profile).toMatchObject({
      _id: user.id,
      company: 'Acme',
      avatar: '/assets/avatar.png',
      savedSnippets: [],
    });
    expect(profile.createdAt).toBe(user.createdAt.toISOString());
  });
});

describe('PUT /api/users/profile', () => {
  const update = (token: string, payload: object) =>
    t.injectAs(token, { method: 'PUT', url: '/api/users/profile', payload });

  it('is 401 for guests, even with an invalid body', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { website: 'nope' },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ website: 'not a url' }, 'website', VALIDATION.websiteInvalid],
    [{ website: 'javascript:alert(1)' }, 'website', VALIDATION.websiteInvalid],
    [{ website: 'ftp://files.example.com' }, 'website', VALIDATION.websiteInvalid],
    [{ bio: 'x'.repeat(LIMITS.bioMax + 1) }, 'bio', VALIDATION.fieldTooLong('Bio', LIMITS.bioMax)],
    [
      { company: 'x'.repeat(LIMITS.companyMax + 1) },
      'company',
      VALIDATION.fieldTooLong('Company', LIMITS.companyMax),
    ],
    [
      { location: 'x'.repeat(LIMITS.locationMax + 1) },
      'location',
      VALIDATION.fieldTooLong('Location', LIMITS.locationMax),
    ],
    [{ socialLinks: { github: 'github' } }, 'socialLinks.github', VALIDATION.websiteInvalid],
  ])('refuses %j with 400', async (payload, field, error) => {
    const { token } = await buildSignedInUser(t);
    const response = await update(token, payload);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ message: VALIDATION.validationFailed, errors: [{ field, error }] });
  });

  it('updates the given fields, trims them, keeps the others, and says so', async () => {
    const { token } = await buildSignedInUser(t, {
      location: 'Paris',
      socialLinks: { twitter: 'https://twitter.com/me' },
    });
    const response = await update(token, {
      bio: '  Apex all day  ',
      company: 'Acme',
      website: 'https://acme.example.com',
      socialLinks: { github: 'https://github.com/me' },
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).message).toBe(PROFILE.updated);
    expect(body(response).user).toMatchObject({
      bio: 'Apex all day',
      company: 'Acme',
      website: 'https://acme.example.com',
      location: 'Paris',
      socialLinks: { twitter: 'https://twitter.com/me', github: 'https://github.com/me', linkedin: '' },
    });
  });

  it('clears a field with an empty string', async () => {
    const { token } = await buildSignedInUser(t, { website: 'https://old.example.com' });
    expect(body(await update(token, { website: '' })).user).toMatchObject({ website: '' });
  });

  it('ignores role, stats, email, username and other unknown fields', async () => {
    const { user, token } = await buildSignedInUser(t);
    const response = await update(token, {
      bio: 'ok',
      role: 'admin',
      stats: { totalSnippets: 5, totalViews: 5, totalLikes: 5 },
      email: 'hijack@example.com',
      username: 'hijacked',
      passwordHash: 'x',
    });
    expect(response.statusCode).toBe(200);
    const stored = await usersRepository(t.db).findById(user.id);
    expect(stored).toMatchObject({
      role: 'user',
      totalSnippets: 0,
      email: user.email,
      username: user.username,
      passwordHash: user.passwordHash,
      bio: 'ok',
    });
  });
});

describe('PUT /api/users/password', () => {
  const change = (token: string, payload: object) =>
    t.injectAs(token, { method: 'PUT', url: '/api/users/password', payload });
  const login = (identifier: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

  it('is 401 for guests', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/users/password', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it.each([
    [{ newPassword: NEW_PASSWORD }, 'currentPassword', VALIDATION.currentPasswordRequired],
    [{ currentPassword: KNOWN_PASSWORD, newPassword: 'short1!' }, 'newPassword', VALIDATION.passwordTooShort],
    [
      { currentPassword: KNOWN_PASSWORD, newPassword: 'longbutnodigit!' },
      'newPassword',
      VALIDATION.passwordComposition,
    ],
    [
      { currentPassword: KNOWN_PASSWORD, newPassword: KNOWN_PASSWORD },
      'newPassword',
      VALIDATION.newPasswordSameAsCurrent,
    ],
  ])('refuses %j with 400', async (payload, field, error) => {
    const { token } = await buildSignedInUser(t);
    const response = await change(token, payload);
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual([{ field, error }]);
  });

  it('refuses a wrong current password as a field error', async () => {
    const { token } = await buildSignedInUser(t);
    const response = await change(token, { currentPassword: 'Wrong#Pass9', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({
      message: AUTH.currentPasswordIncorrect,
      errors: [{ field: 'currentPassword', error: AUTH.currentPasswordIncorrect }],
    });
  });

  it('changes the password and revokes the other sessions but not the current one', async () => {
    const { user, token } = await buildSignedInUser(t);
    const other = await buildSession(t, user.id);
    const response = await change(token, { currentPassword: KNOWN_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ message: AUTH.passwordChanged });
    expect((await t.injectAs(token, { method: 'GET', url: '/api/users/profile' })).statusCode).toBe(200);
    expect((await t.injectAs(other.token, { method: 'GET', url: '/api/users/profile' })).statusCode).toBe(
      401,
    );
    expect((await login(user.username, KNOWN_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/account', () => {
  const remove = (token: string, payload?: object) =>
    t.injectAs(token, { method: 'DELETE', url: '/api/users/account', ...(payload ? { payload } : {}) });

  it('is 401 for guests', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/users/account', payload: { password: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('needs the password', async () => {
    const { token } = await buildSignedInUser(t);
    const missing = await remove(token, {});
    expect(missing.statusCode).toBe(400);
    expect(body(missing).errors).toEqual([{ field: 'password', error: VALIDATION.passwordRequired }]);
    const noBody = await remove(token);
    expect(noBody.statusCode).toBe(400);
  });

  it('refuses a wrong password and keeps the account', async () => {
    const { user, token } = await buildSignedInUser(t);
    const response = await remove(token, { password: 'Wrong#Pass9' });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({
      message: AUTH.currentPasswordIncorrect,
      errors: [{ field: 'password', error: AUTH.currentPasswordIncorrect }],
    });
    expect(await usersRepository(t.db).findById(user.id)).not.toBeNull();
  });

  it('deletes the member and every session of theirs', async () => {
    const { user, token } = await buildSignedInUser(t);
    const other = await buildSession(t, user.id);
    const response = await remove(token, { password: KNOWN_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ message: AUTH.accountDeleted });
    expect(await usersRepository(t.db).findById(user.id)).toBeNull();
    for (const stale of [token, other.token]) {
      expect((await t.injectAs(stale, { method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    }
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: user.email, password: KNOWN_PASSWORD },
    });
    expect(relogin.statusCode).toBe(401);
  });
});

describe('users policy', () => {
  const member = { id: 'a', role: 'user' as const };
  const admin = { id: 'b', role: 'admin' as const };
  it('knows admins', () => {
    expect([isAdmin(null), isAdmin(member), isAdmin(admin)]).toEqual([false, false, true]);
  });
});
