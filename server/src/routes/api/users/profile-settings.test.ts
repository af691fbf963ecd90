import { AUTH, LIMITS, VALIDATION, selfUserSchema } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildSnippet, buildUser, KNOWN_PASSWORD } from '../../../../test/factories.js';
import { body, buildTestApp, testConfig, type TestApp } from '../../../../test/helper.js';
import { usersRepository } from '../../../repositories/users/users.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { ...testConfig().rateLimits, loginPerAccount: { points: 3, durationSeconds: 600 } },
  });
});
afterAll(async () => {
  await t.close();
});

const update = (token: string, payload: object) =>
  t.injectAs(token, { method: 'PUT', url: '/api/users/profile', payload });

describe('PUT /api/users/profile: what a member cannot change', () => {
  it('ignores avatar, savedSnippets, role, email, username, stats, ids and dates', async () => {
    const { user, token } = await buildSignedInUser(t, { avatar: null });
    const someone = await buildUser(t.db);
    const snippet = await buildSnippet(t.db, someone.id);
    const response = await update(token, {
      location: 'Oslo',
      avatar: '/media/avatars/' + 'a'.repeat(64) + '.webp',
      savedSnippets: [snippet.id],
      role: 'admin',
      email: 'other@example.com',
      username: someone.username,
      _id: someone.id,
      id: someone.id,
      stats: { totalSnippets: 99, totalViews: 99, totalLikes: 99 },
      totalSnippets: 99,
      totalLikes: 99,
      createdAt: '2000-01-01T00:00:00.000Z',
      passwordHash: 'x',
    });
    expect(response.statusCode).toBe(200);
    const answered = selfUserSchema.parse(body(response).user);
    expect(answered).toMatchObject({
      _id: user.id,
      username: user.username,
      email: user.email,
      role: 'user',
      avatar: '/assets/avatar.png',
      savedSnippets: [],
      location: 'Oslo',
      stats: { totalSnippets: 0, totalViews: 0, totalLikes: 0 },
      createdAt: user.createdAt.toISOString(),
    });
    const stored = await usersRepository(t.db).findById(user.id);
    expect(stored).toMatchObject({
      avatar: null,
      role: 'user',
      email: user.email,
      username: user.username,
      passwordHash: user.passwordHash,
      totalSnippets: 0,
      totalLikes: 0,
    });
    // The other member is untouched.
    expect(await usersRepository(t.db).findById(someone.id)).toMatchObject({ username: someone.username });
  });

  it.each([
    'data:text/html,<script>alert(1)</script>',
    'mailto:me@example.com',
    'file:///etc/passwd',
    '//example.com',
    'https://',
  ])('refuses the website %j', async (website) => {
    const { token } = await buildSignedInUser(t);
    const response = await update(token, { website });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual([{ field: 'website', error: VALIDATION.websiteInvalid }]);
  });

  it('accepts http and https websites and fields at their limits', async () => {
    const { token } = await buildSignedInUser(t);
    const response = await update(token, {
      website: 'http://example.com/about',
      bio: 'b'.repeat(LIMITS.bioMax),
      company: 'c'.repeat(LIMITS.companyMax),
      location: 'l'.repeat(LIMITS.locationMax),
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).user).toMatchObject({ website: 'http://example.com/about' });
    const tooLong = await update(token, { website: `https://example.com/${'x'.repeat(LIMITS.websiteMax)}` });
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses a non-string field with 400', async () => {
    const { token } = await buildSignedInUser(t);
    expect((await update(token, { bio: 42 })).statusCode).toBe(400);
    expect((await update(token, { socialLinks: 'https://github.com/me' })).statusCode).toBe(400);
  });
});

describe('PUT /api/users/password: wrong current passwords are limited per account', () => {
  const change = (token: string, currentPassword: string) =>
    t.injectAs(token, {
      method: 'PUT',
      url: '/api/users/password',
      payload: { currentPassword, newPassword: 'Brand#New2' },
    });

  it('answers 429 with Retry-After after LOGIN_RATE_LIMIT_PER_ACCOUNT wrong guesses, even with the right one', async () => {
    const { token } = await buildSignedInUser(t);
    for (let i = 0; i < 3; i++) expect((await change(token, 'Wrong#Pass9')).statusCode).toBe(400);
    const blocked = await change(token, KNOWN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toEqual({ message: AUTH.tooManyPasswordAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not affected.
    const other = await buildSignedInUser(t);
    expect((await change(other.token, KNOWN_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets the wrong guesses after a successful change', async () => {
    const { token } = await buildSignedInUser(t);
    for (let i = 0; i < 2; i++) expect((await change(token, 'Wrong#Pass9')).statusCode).toBe(400);
    expect((await change(token, KNOWN_PASSWORD)).statusCode).toBe(200);
    const again = (currentPassword: string) =>
      t.injectAs(token, {
        method: 'PUT',
        url: '/api/users/password',
        payload: { currentPassword, newPassword: 'Third#Pass3' },
      });
    for (let i = 0; i < 2; i++) expect((await again('Wrong#Pass9')).statusCode).toBe(400);
    expect((await again('Brand#New2')).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/account: wrong confirmation passwords share the per-account limit', () => {
  const remove = (token: string, password: string) =>
    t.injectAs(token, { method: 'DELETE', url: '/api/users/account', payload: { password } });

  it('answers 429 with Retry-After after the wrong guesses, and keeps the account', async () => {
    const { user, token } = await buildSignedInUser(t);
    for (let i = 0; i < 3; i++) expect((await remove(token, 'Wrong#Pass9')).statusCode).toBe(400);
    const blocked = await remove(token, KNOWN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toEqual({ message: AUTH.tooManyPasswordAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await usersRepository(t.db).findById(user.id)).not.toBeNull();
  });
});
