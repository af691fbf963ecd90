import { createHash } from 'node:crypto';
import { isAccessToken } from '@cloud-snippets/checks';
import { ACCESS_TOKENS, ACCESS_TOKEN_LIMITS, type AccessToken } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildAccessToken,
  buildSignedInUser,
  buildSnippet,
  KNOWN_PASSWORD,
  validSnippetInput,
} from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { selectRows } from '../../../db/rows.js';

// Decision 073: personal access tokens, made and revoked by a session, acting for their member within their scopes.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const create = (token: string, payload: Record<string, unknown>) =>
  t.injectAs(token, { method: 'POST', url: '/api/tokens', payload });
const list = async (token: string) => {
  const response = await t.injectAs(token, { method: 'GET', url: '/api/tokens' });
  expect(response.statusCode).toBe(200);
  return body<{ accessTokens: AccessToken[] }>(response).accessTokens;
};
const whoAmI = (token: string) => t.injectAs(token, { method: 'GET', url: '/api/auth/profile' });
const refusal = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  message: (response.json() as { message: string }).message,
});

describe('making, listing and revoking tokens', () => {
  it('refuses guests, then bad input with field errors', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/tokens' });
    expect(guest.statusCode).toBe(401);
    const { token } = await buildSignedInUser(t);
    const bad = await create(token, { name: ' ', expiresInDays: 31, scopes: [] });
    expect(bad.statusCode).toBe(400);
    expect(body<{ errors: unknown[] }>(bad).errors).toEqual([
      { field: 'name', error: ACCESS_TOKENS.nameRequired },
      { field: 'expiresInDays', error: ACCESS_TOKENS.expiryInvalid },
      { field: 'scopes', error: ACCESS_TOKENS.scopesRequired },
    ]);
    const unknownScope = await create(token, { name: 'cli', expiresInDays: 30, scopes: ['admin'] });
    expect(unknownScope.statusCode).toBe(400);
  });

  it('shows the token once, keeps only its SHA-256, and lists it by its hint', async () => {
    const { user, token } = await buildSignedInUser(t);
    const made = await create(token, { name: 'sf plugin', expiresInDays: 90, scopes: ['read', 'write'] });
    expect(made.statusCode).toBe(201);
    const { token: secret, accessToken } = body<{ token: string; accessToken: AccessToken }>(made);
    expect(isAccessToken(secret)).toBe(true);
    expect(accessToken).toMatchObject({
      name: 'sf plugin',
      hint: `csp_…${secret.slice(-4)}`,
      scopes: ['read', 'write'],
      lastUsedAt: null,
    });
    const days = (Date.parse(accessToken.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const listed = await t.injectAs(token, { method: 'GET', url: '/api/tokens' });
    expect(listed.body).not.toContain(secret);
    expect(body<{ accessTokens: AccessToken[] }>(listed).accessTokens).toEqual([accessToken]);

    const [stored] = await selectRows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from access_tokens where user_id = ${user.id}`,
    );
    expect(stored?.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    const leaked = await selectRows(
      t.db,
      sql`select 1 from access_tokens where ${secret} in (token_hash, hint)`,
    );
    expect(leaked).toEqual([]);
  });

  it('makes a token without expiry, and refuses a second one of the same name in any case', async () => {
    const { token } = await buildSignedInUser(t);
    const made = await create(token, { name: 'Deploy', expiresInDays: null, scopes: ['read'] });
    expect(body<{ accessToken: AccessToken }>(made).accessToken.expiresAt).toBeNull();
    const again = await create(token, { name: 'deploy', expiresInDays: 30, scopes: ['read'] });
    expect(again.statusCode).toBe(400);
    expect(body(again).errors).toEqual([{ field: 'name', error: ACCESS_TOKENS.nameTaken }]);
  });

  it(`holds at most ${ACCESS_TOKEN_LIMITS.perMember} tokens per member`, async () => {
    const { user, token } = await buildSignedInUser(t);
    for (let i = 1; i < ACCESS_TOKEN_LIMITS.perMember; i++) await buildAccessToken(t.db, user.id);
    const last = await create(token, { name: 'the last', expiresInDays: 30, scopes: ['read'] });
    expect(last.statusCode).toBe(201);
    const over = await create(token, { name: 'one more', expiresInDays: 30, scopes: ['read'] });
    expect(refusal(over)).toEqual({
      status: 400,
      message: ACCESS_TOKENS.tooMany(ACCESS_TOKEN_LIMITS.perMember),
    });
  });

  it("revokes at once; another member's token or an unknown one is a 404", async () => {
    const { user, token } = await buildSignedInUser(t);
    const other = await buildSignedInUser(t);
    const pat = await buildAccessToken(t.db, user.id);
    expect((await whoAmI(pat.token)).statusCode).toBe(200);
    const foreign = await t.injectAs(other.token, { method: 'DELETE', url: `/api/tokens/${pat.id}` });
    expect(foreign.statusCode).toBe(404);
    const revoked = await t.injectAs(token, { method: 'DELETE', url: `/api/tokens/${pat.id}` });
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');
    expect(refusal(await whoAmI(pat.token))).toEqual({ status: 401, message: ACCESS_TOKENS.invalid });
    expect(await list(token)).toEqual([]);
    const twice = await t.injectAs(token, { method: 'DELETE', url: `/api/tokens/${pat.id}` });
    expect(twice.statusCode).toBe(404);
    const malformed = await t.injectAs(token, { method: 'DELETE', url: '/api/tokens/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
  });

  it('records the last use, without delaying the request', async () => {
    const { user, token } = await buildSignedInUser(t);
    const pat = await buildAccessToken(t.db, user.id);
    expect((await list(token))[0]?.lastUsedAt).toBeNull();
    expect((await whoAmI(pat.token)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await list(token))[0]?.lastUsedAt).not.toBeNull());
  });
});

describe('what a token may do', () => {
  it('acts as its member on who-am-I and a public read', async () => {
    const { user } = await buildSignedInUser(t);
    const pat = await buildAccessToken(t.db, user.id, { scopes: ['read'] });
    const me = await whoAmI(pat.token);
    expect(me.statusCode).toBe(200);
    expect(body<{ user: { username: string } }>(me).user.username).toBe(user.username);
    const browse = await t.injectAs(pat.token, { method: 'GET', url: '/api/snippets' });
    expect(browse.statusCode).toBe(200);
  });

  it('needs write to create, edit, fork, like, save and comment, and names the scope when it lacks it', async () => {
    const { user } = await buildSignedInUser(t);
    const readOnly = await buildAccessToken(t.db, user.id, { scopes: ['read'] });
    const writer = await buildAccessToken(t.db, user.id, { scopes: ['write'] });
    const other = await buildSignedInUser(t);
    const theirs = await buildSnippet(t.db, other.user.id);
    const lacksWrite = { status: 403, message: ACCESS_TOKENS.lacksScope('write') };
    const writes = [
      { method: 'POST', url: '/api/snippets', payload: validSnippetInput() },
      { method: 'POST', url: `/api/snippets/${theirs.id}/fork` },
      { method: 'POST', url: `/api/snippets/${theirs.id}/like` },
      { method: 'POST', url: `/api/snippets/${theirs.id}/save` },
      { method: 'POST', url: '/api/comments', payload: { snippetId: theirs.id, content: 'Works for me.' } },
    ] as const;
    for (const write of writes) {
      expect(refusal(await t.injectAs(readOnly.token, write)), write.url).toEqual(lacksWrite);
      expect((await t.injectAs(writer.token, write)).statusCode, write.url).toBeLessThan(300);
    }
    const mine = await buildSnippet(t.db, user.id);
    const edit = { method: 'PUT', url: `/api/snippets/${mine.id}`, payload: validSnippetInput() } as const;
    expect(refusal(await t.injectAs(readOnly.token, edit))).toEqual(lacksWrite);
    expect((await t.injectAs(writer.token, edit)).statusCode).toBe(200);
  });

  it('needs read for what only its member may read; without it a public read is a guest read', async () => {
    const { user } = await buildSignedInUser(t);
    const reader = await buildAccessToken(t.db, user.id, { scopes: ['read'] });
    const writer = await buildAccessToken(t.db, user.id, { scopes: ['write'] });
    const secret = await buildSnippet(t.db, user.id, { visibility: 'private' });
    const lacksRead = { status: 403, message: ACCESS_TOKENS.lacksScope('read') };
    expect(refusal(await whoAmI(writer.token))).toEqual(lacksRead);
    const saved = { method: 'GET', url: '/api/users/profile/savedSnippets' } as const;
    expect(refusal(await t.injectAs(writer.token, saved))).toEqual(lacksRead);
    expect((await t.injectAs(reader.token, saved)).statusCode).toBe(200);
    const own = { method: 'GET', url: '/api/snippets?author=me' } as const;
    expect(refusal(await t.injectAs(writer.token, own))).toEqual(lacksRead);
    const privateRead = { method: 'GET', url: `/api/snippets/${secret.id}` } as const;
    expect((await t.injectAs(reader.token, privateRead)).statusCode).toBe(200);
    expect((await t.injectAs(writer.token, privateRead)).statusCode).toBe(404);
    expect((await t.injectAs(writer.token, { method: 'GET', url: '/api/snippets' })).statusCode).toBe(200);
    // A private snippet's raw text, as a script fetches it (decision 042's author-only read).
    const raw = { method: 'GET', url: `/snippets/${secret.slug}/raw` } as const;
    expect((await t.injectAs(reader.token, raw)).statusCode).toBe(200);
    expect((await t.injectAs(writer.token, raw)).statusCode).toBe(404);
  });

  it('never reaches the account, password, email, sessions, tokens or moderation', async () => {
    const { user } = await buildSignedInUser(t, { role: 'admin' });
    const pat = await buildAccessToken(t.db, user.id, { scopes: ['read', 'write'] });
    const password = {
      currentPassword: KNOWN_PASSWORD,
      newPassword: 'Another#Pass2',
      confirmPassword: 'Another#Pass2',
    };
    const refused = [
      { method: 'GET', url: '/api/tokens' },
      { method: 'POST', url: '/api/tokens', payload: { name: 'child', expiresInDays: 30, scopes: ['read'] } },
      { method: 'DELETE', url: `/api/tokens/${(await buildAccessToken(t.db, user.id)).id}` },
      { method: 'PUT', url: '/api/users/password', payload: password },
      {
        method: 'PUT',
        url: '/api/users/email',
        payload: { email: 'new@example.com', password: KNOWN_PASSWORD },
      },
      { method: 'PUT', url: '/api/users/profile', payload: { bio: 'changed by a script' } },
      { method: 'DELETE', url: '/api/users/account', payload: { password: KNOWN_PASSWORD } },
      { method: 'GET', url: '/api/auth/sessions' },
      { method: 'POST', url: '/api/auth/logout' },
      { method: 'GET', url: '/api/moderation/suspensions' },
      { method: 'GET', url: '/api/contact' },
    ] as const;
    for (const request of refused)
      expect(refusal(await t.injectAs(pat.token, request)), `${request.method} ${request.url}`).toEqual({
        status: 403,
        message: ACCESS_TOKENS.notUsableHere,
      });
    expect(await list((await buildSignedInUser(t)).token)).toEqual([]);
    const [{ count } = { count: '0' }] = await selectRows<{ count: string }>(
      t.db,
      sql`select count(*)::text as count from access_tokens where user_id = ${user.id}`,
    );
    expect(count).toBe('2');
  });

  it('stops at its expiry', async () => {
    const { user } = await buildSignedInUser(t);
    const pat = await buildAccessToken(t.db, user.id, { expiresAt: new Date(Date.now() + 86_400_000) });
    await t.db.execute(
      sql`update access_tokens set expires_at = now() - interval '1 second' where id = ${pat.id}`,
    );
    expect(refusal(await whoAmI(pat.token))).toEqual({ status: 401, message: ACCESS_TOKENS.invalid });
    const { token: session } = await buildSignedInUser(t);
    expect((await t.injectAs(session, { method: 'GET', url: '/api/snippets' })).statusCode).toBe(200);
  });

  it('is a guest on a public read once it no longer works, and a 401 where sign-in is needed', async () => {
    const unknown = 'csp_000000000000000000000000000000000000';
    expect((await t.injectAs(unknown, { method: 'GET', url: '/api/snippets' })).statusCode).toBe(200);
    expect((await whoAmI(unknown)).statusCode).toBe(401);
  });

  it("ends with its member's suspension and account", async () => {
    const moderator = await buildSignedInUser(t, { role: 'moderator' });
    const { user } = await buildSignedInUser(t);
    const pat = await buildAccessToken(t.db, user.id);
    expect((await whoAmI(pat.token)).statusCode).toBe(200);
    const suspended = await t.injectAs(moderator.token, {
      method: 'POST',
      url: '/api/moderation/actions',
      payload: { targetKind: 'profile', targetId: user.id, action: 'suspend', reason: 'Spam', days: null },
    });
    expect(suspended.statusCode).toBe(200);
    expect((await whoAmI(pat.token)).statusCode).toBe(401);
    expect(await selectRows(t.db, sql`select 1 from access_tokens where id = ${pat.id}`)).toEqual([]);

    const leaving = await buildSignedInUser(t);
    const theirs = await buildAccessToken(t.db, leaving.user.id);
    expect((await whoAmI(theirs.token)).statusCode).toBe(200);
    const deleted = await t.injectAs(leaving.token, {
      method: 'DELETE',
      url: '/api/users/account',
      payload: { password: KNOWN_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await whoAmI(theirs.token)).statusCode).toBe(401);
  });
});
