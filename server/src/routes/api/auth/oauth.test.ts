import {
  AUTH,
  MODERATION_MESSAGES,
  OAUTH,
  OAUTH_CALLBACK_ERRORS,
  VALIDATION,
  oauthHandoffResponseSchema,
  selfUserSchema,
  signInMethodsResponseSchema,
  type OAuthHandoff,
  type OAuthProvider,
} from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_PASSWORD, buildSignedInUser, buildUser } from '../../../../test/factories.js';
import { body, buildTestApp, testConfig, type TestApp } from '../../../../test/helper.js';
import {
  signInAtProvider,
  startTestProviders,
  type TestAccount,
  type TestProviders,
} from '../../../../test/oidc-provider.js';
import { ConfigError, loadConfig, type OAuthConfig } from '../../../config.js';
import { selectRows } from '../../../db/rows.js';
import { mailRepository } from '../../../repositories/mail/mail.repository.js';

/** Sign in with Salesforce or GitHub, against real authorization servers run by the test. */
const PUBLIC_URL = testConfig().publicUrl;
const CLIENTS = {
  salesforce: { clientId: 'cs-salesforce', clientSecret: 'salesforce-secret' },
  github: { clientId: 'cs-github', clientSecret: 'github-secret' },
};
const callbackOf = (provider: OAuthProvider) => `${PUBLIC_URL}/api/auth/oauth/${provider}/callback`;

let providers: TestProviders;
let t: TestApp;

/** The test configuration's rate limits with `points` provider sign-in steps per IP a minute. */
const oauthAllowance = (points: number) => ({
  ...testConfig().rateLimits,
  oauthPerIp: { points, durationSeconds: 60 },
});

function oauthConfig(overrides: Partial<OAuthConfig> = {}): OAuthConfig {
  return {
    salesforce: { ...CLIENTS.salesforce, loginUrl: providers.salesforceUrl },
    github: { ...CLIENTS.github, webUrl: providers.githubUrl, apiUrl: providers.githubApiUrl },
    ...overrides,
  };
}

beforeAll(async () => {
  providers = await startTestProviders({
    salesforceClient: { ...CLIENTS.salesforce, redirectUris: [callbackOf('salesforce')] },
    githubClient: { ...CLIENTS.github, redirectUris: [callbackOf('github')] },
  });
  t = await buildTestApp({ oauth: oauthConfig(), rateLimits: oauthAllowance(1000) });
});
afterAll(async () => {
  await t?.close();
  await providers?.close();
});

let sequence = 0;
/** An account at the providers that no other test uses. */
function providerAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  sequence += 1;
  const login = `person${sequence}_${Date.now().toString(36)}`;
  const account = { login, email: `${login}@example.test`, emailVerified: true, ...overrides };
  providers.addAccount(account);
  return account;
}

const cookieOf = (setCookie: string | string[] | undefined) =>
  String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]!;

/** GET …/start: the provider's address and the flow cookie. */
async function start(provider: OAuthProvider, query = '', app: TestApp = t) {
  const response = await app.app.inject({ method: 'GET', url: `/api/auth/oauth/${provider}/start${query}` });
  return {
    response,
    location: String(response.headers.location),
    cookie: cookieOf(response.headers['set-cookie']),
  };
}

/** Comes back from the provider to the callback with that browser's cookie; where the callback sends it. */
async function callback(returned: URL, cookie: string | null) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${returned.pathname}${returned.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(302);
  return new URL(String(response.headers.location), PUBLIC_URL);
}

/** The whole trip: start, sign in at the provider as the account, back through the callback. */
async function signInWith(provider: OAuthProvider, account: TestAccount, query = '') {
  const { location, cookie } = await start(provider, query);
  return callback(await signInAtProvider(location, account.login), cookie);
}

/** The handoff code of a trip that ended on the web's callback page. */
async function handoffCode(provider: OAuthProvider, account: TestAccount, query = '') {
  const landed = await signInWith(provider, account, query);
  expect(landed.pathname).toBe('/auth/callback');
  const code = landed.searchParams.get('code');
  expect(code, landed.href).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return code!;
}

const handoff = async (code: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/oauth/handoff', payload: { code } });
  return {
    response,
    handoff: response.statusCode === 200 ? oauthHandoffResponseSchema.parse(body(response)) : null,
  };
};
const complete = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/oauth/complete', payload });
const methods = async (token: string) =>
  signInMethodsResponseSchema.parse(
    body(await t.injectAs(token, { method: 'GET', url: '/api/auth/oauth/accounts' })),
  );

/** A new member made through a provider: their token and user. */
async function newMemberVia(provider: OAuthProvider, account: TestAccount = providerAccount()) {
  const code = await handoffCode(provider, account);
  const { handoff: found } = await handoff(code);
  const created = await complete({ code, username: found!.suggestedUsername });
  expect(created.statusCode, created.body).toBe(201);
  const { token, user } = body<{ token: string; user: { _id: string; username: string } }>(created);
  return { token, user, account };
}

describe('configuration', () => {
  it('offers a provider only with both halves of its credentials', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).oauth).toMatchObject({
      salesforce: null,
      github: null,
    });
    const both = loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      OAUTH_SALESFORCE_CLIENT_ID: 'id',
      OAUTH_SALESFORCE_CLIENT_SECRET: 'secret',
      OAUTH_SALESFORCE_LOGIN_URL: 'https://acme.my.salesforce.com/',
    });
    expect(both.oauth.salesforce).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      loginUrl: 'https://acme.my.salesforce.com',
    });
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), OAUTH_GITHUB_CLIENT_ID: 'id' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), OAUTH_GITHUB_CLIENT_ID: 'id' })).toThrow(
      /OAUTH_GITHUB_CLIENT_SECRET: is required/,
    );
  });

  it('tells the web app which providers to offer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(body(response).oauthProviders).toEqual(['salesforce', 'github']);
  });
});

describe('leaving for the provider', () => {
  it('sends Salesforce PKCE (S256), a state and a nonce, sealed in an httpOnly cookie', async () => {
    const { response, location, cookie } = await start('salesforce', '?redirect=/snippets/create');
    expect(response.statusCode).toBe(302);
    const url = new URL(location);
    expect(url.origin).toBe(providers.salesforceUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENTS.salesforce.clientId,
      response_type: 'code',
      redirect_uri: callbackOf('salesforce'),
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(name)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^cs_oauth_flow=[^;]+; Path=\/api\/auth\/oauth; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    // Encrypted: neither the state nor the verifier can be read from it.
    expect(cookie).not.toContain(url.searchParams.get('state'));
    expect(cookie.split('=')[1]!.split('.')).toHaveLength(5);
  });

  it('sends GitHub PKCE and a state, and no nonce (GitHub is not OpenID Connect)', async () => {
    const url = new URL((await start('github')).location);
    expect(`${url.origin}${url.pathname}`).toBe(`${providers.githubUrl}/login/oauth/authorize`);
    expect(url.searchParams.get('scope')).toBe('read:user user:email');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.has('nonce')).toBe(false);
  });
});

describe('the callback', () => {
  it('refuses an answer without the cookie of the attempt, or with another state, and hands nothing over', async () => {
    const account = providerAccount();
    const { location, cookie } = await start('github');
    const returned = await signInAtProvider(location, account.login);
    const before = await handoffCount();
    const withoutCookie = await callback(returned, null);
    expect(`${withoutCookie.pathname}?${withoutCookie.searchParams}`).toBe(
      '/auth/callback?error=state&provider=github',
    );
    const otherAttempt = (await start('github')).cookie;
    expect((await callback(returned, otherAttempt)).searchParams.get('error')).toBe('state');
    const forged = new URL(returned);
    forged.searchParams.set('state', 'forged-state');
    expect((await callback(forged, cookie)).searchParams.get('error')).toBe('state');
    const otherProvider = (await start('salesforce')).cookie;
    expect((await callback(returned, otherProvider)).searchParams.get('error')).toBe('state');
    const tampered = `${cookie.slice(0, -4)}AAAA`;
    expect((await callback(returned, tampered)).searchParams.get('error')).toBe('state');
    expect(await handoffCount()).toBe(before);
    // The real browser's attempt still works, once.
    expect((await callback(returned, cookie)).searchParams.get('code')).toBeTruthy();
    expect((await callback(returned, cookie)).searchParams.get('error')).toBe('failed');
  });

  it('says so when the person cancels at the provider', async () => {
    const { location, cookie } = await start('salesforce');
    const state = new URL(location).searchParams.get('state')!;
    const denied = new URL(callbackOf('salesforce'));
    denied.search = new URLSearchParams({
      error: 'access_denied',
      state,
      iss: providers.salesforceUrl,
    }).toString();
    const landed = await callback(denied, cookie);
    expect(landed.searchParams.get('error')).toBe('denied');
    expect(OAUTH_CALLBACK_ERRORS.denied).toBe('Sign-in was cancelled.');
  });

  it('clears the flow cookie whatever the outcome', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/github/callback?code=x&state=y',
    });
    expect(String(response.headers['set-cookie'])).toMatch(
      /^cs_oauth_flow=; Path=\/api\/auth\/oauth; Max-Age=0/,
    );
  });
});

async function handoffCount(): Promise<number> {
  const [row] = await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from oauth_handoffs`);
  return row?.n ?? 0;
}

describe('a first sign-in', () => {
  it('creates a member with the provider address, confirmed, under a username they choose', async () => {
    const account = providerAccount({ username: 'Jane.Doe' });
    const code = await handoffCode('salesforce', account, '?redirect=/snippets/create');
    const { handoff: found } = await handoff(code);
    expect(found).toEqual<OAuthHandoff>({
      kind: 'new-member',
      provider: 'salesforce',
      email: account.email,
      suggestedUsername: 'Jane_Doe',
      existing: null,
    });
    const created = await complete({ code, username: `sf_${sequence}_${Date.now().toString(36)}` });
    expect(created.statusCode, created.body).toBe(201);
    const { token, user, redirect } = body<{ token: string; user: unknown; redirect: string }>(created);
    expect(redirect).toBe('/snippets/create');
    const self = selfUserSchema.parse(user);
    expect([self.email, self.emailVerified]).toEqual([account.email, true]);
    expect(await methods(token)).toMatchObject({
      hasPassword: false,
      accounts: [{ provider: 'salesforce', name: `${account.username}@example-org.test` }],
    });
    // No password: password sign-in answers as for any wrong password.
    for (const password of ['', KNOWN_PASSWORD, 'anything']) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: self.username, password: password || 'x' },
      });
      expect([login.statusCode, body(login).message]).toEqual([401, AUTH.invalidCredentials]);
    }
    // The next sign-in is that member.
    const again = await handoffCode('salesforce', account);
    expect((await handoff(again)).handoff?.kind).toBe('sign-in');
    const signedIn = await complete({ code: again });
    expect(signedIn.statusCode).toBe(200);
    expect(body<{ user: { _id: string } }>(signedIn).user._id).toBe(self._id);
  });

  it('proposes a free username, and keeps the code usable while the chosen one is taken', async () => {
    const taken = await buildUser(t.db, { username: `octo${sequence + 1}` });
    const account = providerAccount({ username: taken.username.toUpperCase() });
    const code = await handoffCode('github', account);
    const { handoff: found } = await handoff(code);
    expect(found?.suggestedUsername).toBe(`${taken.username.toUpperCase()}_2`);
    const clash = await complete({ code, username: taken.username });
    expect(clash.statusCode).toBe(400);
    expect(body(clash).errors).toEqual([{ field: 'username', error: VALIDATION.usernameTaken }]);
    const invalid = await complete({ code, username: 'a b' });
    expect(body(invalid).errors).toEqual([{ field: 'username', error: VALIDATION.usernameCharacters }]);
    const missing = await complete({ code });
    expect(body(missing).errors).toEqual([{ field: 'username', error: VALIDATION.usernameRequired }]);
    expect((await complete({ code, username: found!.suggestedUsername })).statusCode).toBe(201);
  });

  it('creates a member with an unconfirmed address when the provider has not confirmed it, and mails a link', async () => {
    const account = providerAccount({ emailVerified: false });
    const { user, token } = await newMemberVia('salesforce', account);
    const profile = await t.injectAs(token, { method: 'GET', url: '/api/auth/profile' });
    expect(selfUserSchema.parse(body(profile).user).emailVerified).toBe(false);
    const mails = (await mailRepository(t.db).outbox(200)).filter((m) => m.to === account.email);
    expect(mails.map((m) => m.kind)).toEqual(['email-verification']);
    expect(user.username).toBeTruthy();
  });
});

describe('an address a member already has', () => {
  it('is linked only once the member proves the account is theirs with its password', async () => {
    const member = await buildUser(t.db);
    const account = providerAccount({ email: member.email });
    const code = await handoffCode('github', account);
    const { handoff: found } = await handoff(code);
    expect(found).toMatchObject({
      kind: 'link-existing',
      email: member.email,
      suggestedUsername: null,
      existing: { username: member.username, hasPassword: true, providers: [] },
    });
    const without = await complete({ code });
    expect(body(without).errors).toEqual([{ field: 'password', error: VALIDATION.passwordRequired }]);
    const wrong = await complete({ code, password: 'Wrong#pass1' });
    expect([wrong.statusCode, body(wrong).message]).toEqual([400, OAUTH.passwordIncorrect]);
    // A username does not create another account with that address.
    const other = await complete({ code, username: 'someone_else' });
    expect(body(other).errors).toEqual([{ field: 'password', error: VALIDATION.passwordRequired }]);
    const proven = await complete({ code, password: KNOWN_PASSWORD });
    expect(proven.statusCode, proven.body).toBe(200);
    const { token, user } = body<{ token: string; user: { _id: string } }>(proven);
    expect(user._id).toBe(member.id);
    // GitHub confirmed the address the account has: it is confirmed here too.
    expect(selfUserSchema.parse(user).emailVerified).toBe(true);
    expect((await methods(token)).accounts.map((a) => a.provider)).toEqual(['github']);
    expect((await handoff(await handoffCode('github', account))).handoff?.kind).toBe('sign-in');
  });

  it('names the ways a member without a password can sign in instead', async () => {
    const { account } = await newMemberVia('salesforce');
    const code = await handoffCode('github', providerAccount({ email: account.email }));
    expect((await handoff(code)).handoff?.existing).toMatchObject({
      hasPassword: false,
      providers: ['salesforce'],
    });
    const attempt = await complete({ code, password: 'Any#pass1' });
    expect([attempt.statusCode, body(attempt).message]).toEqual([400, OAUTH.passwordIncorrect]);
  });
});

describe('the handoff code', () => {
  it('is used once', async () => {
    const { account } = await newMemberVia('github');
    const code = await handoffCode('github', account);
    expect((await complete({ code })).statusCode).toBe(200);
    const again = await complete({ code });
    expect([again.statusCode, body(again).message]).toEqual([400, OAUTH.handoffInvalid]);
    expect((await handoff(code)).response.statusCode).toBe(400);
  });

  it('expires', async () => {
    const { account } = await newMemberVia('github');
    const code = await handoffCode('github', account);
    await t.db.execute(
      sql`update oauth_handoffs set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect(body((await handoff(code)).response).message).toBe(OAUTH.handoffInvalid);
    expect((await complete({ code })).statusCode).toBe(400);
  });

  it('refuses a made-up code', async () => {
    const madeUp = await complete({ code: 'x'.repeat(43) });
    expect([madeUp.statusCode, body(madeUp).message]).toEqual([400, OAUTH.handoffInvalid]);
    expect((await complete({ code: 'short' })).statusCode).toBe(400);
  });

  it('signs nobody in for a suspended member, as password sign-in refuses them', async () => {
    const { account, user } = await newMemberVia('github');
    await t.db.execute(sql`update users set suspended_at = now() where id = ${user._id}::uuid`);
    const code = await handoffCode('github', account);
    const refused = await complete({ code });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe(MODERATION_MESSAGES.suspended(null));
  });
});

describe('linking and unlinking on the profile', () => {
  /** A signed-in member links a provider: where the callback sends them. */
  async function link(token: string, provider: OAuthProvider, account: TestAccount) {
    const started = await t.injectAs(token, { method: 'POST', url: `/api/auth/oauth/${provider}/link` });
    expect(started.statusCode, started.body).toBe(200);
    const cookie = cookieOf(started.headers['set-cookie']);
    const returned = await signInAtProvider(body<{ url: string }>(started).url, account.login);
    return callback(returned, cookie);
  }

  it('links a provider to the signed-in member, who can then sign in with it', async () => {
    const { user, token } = await buildSignedInUser(t);
    const account = providerAccount();
    const landed = await link(token, 'salesforce', account);
    expect(`${landed.pathname}${landed.search}${landed.hash}`).toBe(
      '/profile?linked=salesforce#sign-in-methods',
    );
    expect(await methods(token)).toMatchObject({ hasPassword: true, accounts: [{ provider: 'salesforce' }] });
    const code = await handoffCode('salesforce', account);
    expect(body<{ user: { _id: string } }>(await complete({ code })).user._id).toBe(user.id);
    // The same again changes nothing.
    expect((await link(token, 'salesforce', account)).searchParams.get('linked')).toBe('salesforce');
  });

  it("refuses another member's provider account, and a second account of one provider", async () => {
    const { account: theirs } = await newMemberVia('github');
    const { token } = await buildSignedInUser(t);
    const elsewhere = await link(token, 'github', theirs);
    expect(elsewhere.searchParams.get('oauthError')).toBe('linked-elsewhere');
    expect((await link(token, 'github', providerAccount())).searchParams.get('linked')).toBe('github');
    expect((await link(token, 'github', providerAccount())).searchParams.get('oauthError')).toBe(
      'provider-already-linked',
    );
  });

  it('needs a signed-in member, and refuses once that session has ended', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/oauth/github/link' })).statusCode).toBe(401);
    const { token } = await buildSignedInUser(t);
    const started = await t.injectAs(token, { method: 'POST', url: '/api/auth/oauth/github/link' });
    await t.injectAs(token, { method: 'POST', url: '/api/auth/logout' });
    const returned = await signInAtProvider(body<{ url: string }>(started).url, providerAccount().login);
    const landed = await callback(returned, cookieOf(started.headers['set-cookie']));
    expect(landed.searchParams.get('oauthError')).toBe('session-ended');
  });

  it('unlinks a provider when a password remains', async () => {
    const { token } = await buildSignedInUser(t);
    await link(token, 'github', providerAccount());
    const unlinked = await t.injectAs(token, { method: 'DELETE', url: '/api/auth/oauth/github' });
    expect([unlinked.statusCode, body(unlinked).message]).toEqual([200, OAUTH.unlinked('github')]);
    expect(body(unlinked).accounts).toEqual([]);
    const again = await t.injectAs(token, { method: 'DELETE', url: '/api/auth/oauth/github' });
    expect([again.statusCode, body(again).message]).toEqual([404, OAUTH.notLinked]);
  });

  it('never removes the last way to sign in', async () => {
    const { token } = await newMemberVia('github');
    const refused = await t.injectAs(token, { method: 'DELETE', url: '/api/auth/oauth/github' });
    expect([refused.statusCode, body(refused).message]).toEqual([409, OAUTH.lastSignInMethod]);
    await link(token, 'salesforce', providerAccount());
    expect((await t.injectAs(token, { method: 'DELETE', url: '/api/auth/oauth/github' })).statusCode).toBe(
      200,
    );
    const last = await t.injectAs(token, { method: 'DELETE', url: '/api/auth/oauth/salesforce' });
    expect(last.statusCode).toBe(409);
    // Two unlinks at once leave one.
    await link(token, 'github', providerAccount());
    const both = await Promise.all(
      (['github', 'salesforce'] as const).map((p) =>
        t.injectAs(token, { method: 'DELETE', url: `/api/auth/oauth/${p}` }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await methods(token)).accounts).toHaveLength(1);
  });

  it('needs a signed-in member to list or unlink', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/oauth/accounts' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/oauth/github' })).statusCode).toBe(401);
  });
});

describe('a site with GitHub only and a small allowance', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({
      oauth: oauthConfig({ salesforce: null }),
      rateLimits: oauthAllowance(2),
    });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await small.app.inject({ method: 'GET', url: '/api/auth/oauth/salesforce/start' });
    expect([response.statusCode, body(response).message]).toEqual([404, OAUTH.providerDisabled]);
    const callbackResponse = await small.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/salesforce/callback?code=x&state=y',
    });
    expect(callbackResponse.statusCode).toBe(404);
    expect(body(await small.app.inject({ method: 'GET', url: '/api/config' })).oauthProviders).toEqual([
      'github',
    ]);
    expect(
      (await small.app.inject({ method: 'GET', url: '/api/auth/oauth/facebook/start' })).statusCode,
    ).toBe(400);
  });

  it('limits sign-in attempts per client IP', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await start('github', '', small)).response.statusCode);
    expect(statuses).toEqual([302, 302, 429]);
  });
});
