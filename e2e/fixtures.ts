import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../contract/src/constants';
import { ADMIN, appUrl } from './playwright.config';

/** A member's credentials; `email` is unique to the run like the username. */
export interface Credentials {
  username: string;
  email: string;
  password: string;
}

/** A member who exists on the server. */
export type Member = Credentials;

/** What a sign-in through the API returns. */
export interface ApiSession {
  token: string;
  expiresAt: string;
  user: { _id: string; username: string; email: string };
}

/** Fresh, valid credentials that no other test uses: the username stays within SPEC §5's 30 characters. */
export function newCredentials(prefix = 'e2e'): Credentials {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const username = `${prefix}_${suffix}`.slice(0, 30);
  return { username, email: `${username}@example.test`, password: 'Sn1ppets!Rock' };
}

/**
 * Bot-protection tokens the fake verify endpoint accepts (support/fake-recaptcha.mjs); the app server without a
 * provider ignores them, so the same calls work on both projects.
 */
const captchaToken = (action: 'login' | 'register') => `ok:${action}`;

export async function apiRegister(request: APIRequestContext, credentials: Credentials): Promise<ApiSession> {
  const response = await request.post('/api/auth/register', {
    data: { ...credentials, recaptchaToken: captchaToken('register') },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiSession;
}

export async function apiLogin(
  request: APIRequestContext,
  credentials: Credentials,
  remember = false,
): Promise<ApiSession> {
  const response = await request.post('/api/auth/login', {
    data: {
      identifier: credentials.username,
      password: credentials.password,
      remember,
      recaptchaToken: captchaToken('login'),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiSession;
}

/** Deletes an account (epic-stack style: confirmed with its password); an account already gone is fine. */
export async function apiDeleteAccount(request: APIRequestContext, credentials: Credentials): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: {
      identifier: credentials.username,
      password: credentials.password,
      recaptchaToken: captchaToken('login'),
    },
  });
  if (login.status() === 401) return;
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as ApiSession;
  const response = await request.delete('/api/users/account', {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: credentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Signs in through the API and puts token and user into local storage before the app's first script runs,
 * for tests that are not about the sign-in form. Only the first page load of the tab gets them, so a logout
 * followed by a reload stays logged out.
 */
export async function signIn(
  page: Page,
  credentials: Credentials,
  options: { remember?: boolean } = {},
): Promise<ApiSession> {
  const session = await apiLogin(page.request, credentials, options.remember);
  await page.addInitScript(
    ({ keys, token, user }) => {
      const marker = 'e2e.signed-in';
      if (sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { keys: STORAGE_KEYS, token: session.token, user: session.user },
  );
  return session;
}

/** The seeded admin (a moderator too), as the sign-in helpers take credentials. */
export const ADMIN_CREDENTIALS: Credentials = { ...ADMIN, email: '' };

/** Signs the page in as the seeded admin, without the live notification stream (see withoutLiveNotifications). */
export async function signInAsAdmin(page: Page): Promise<ApiSession> {
  await withoutLiveNotifications(page);
  return signIn(page, ADMIN_CREDENTIALS);
}

/** A moderation action the seeded admin takes through the API, as from a report card (POST /api/moderation/actions). */
export async function apiModerate(
  request: APIRequestContext,
  action: Record<string, unknown>,
): Promise<void> {
  const { token } = await apiLogin(request, ADMIN_CREDENTIALS);
  const response = await request.post('/api/moderation/actions', {
    headers: { Authorization: `Bearer ${token}` },
    data: action,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A snippet published through the API by the member whose token is given: an Apex one unless `input` says. */
export async function apiCreateSnippet(
  request: APIRequestContext,
  token: string,
  input: Record<string, unknown> = {},
): Promise<{ _id: string; slug: string; title: string }> {
  const response = await request.post('/api/snippets', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `E2E snippet ${randomBytes(3).toString('hex')}`,
      platform: 'crm',
      category: 'apex',
      codeLanguage: 'apex',
      description: 'A snippet an end-to-end test publishes.',
      code: 'System.debug(1);',
      tags: ['e2e'],
      ...input,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { snippet: { _id: string; slug: string; title: string } }).snippet;
}

/** The stored session of the page, as the app keeps it. */
/**
 * The URL path of the chunk the build made of a source module (`src/features/comments/components/comment-form.tsx`)
 * or, for a chunk shared by several modules, of the chunk Rollup named so (`snippet-form`), from Vite's manifest:
 * chunks are named by their hash alone (decision 055), so a test that looks for a chunk must ask the manifest.
 */
export function builtChunk(sourceOrName: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string; name?: string }>;
  const chunk =
    manifest[sourceOrName] ?? Object.values(manifest).find((entry) => entry.name === sourceOrName);
  if (!chunk) throw new Error(`the build has no chunk of ${sourceOrName}`);
  return `/${chunk.file}`;
}

/**
 * Keeps a signed-in page from opening the live notification stream, which stays open for as long as the page does:
 * a test that waits for the network to be quiet (`networkidle`) would wait forever. The client retries it with
 * backoff; each attempt is refused at once.
 */
export async function withoutLiveNotifications(page: Page): Promise<void> {
  await page.route('**/api/notifications/stream', (route) => route.abort());
}

export async function storedSession(page: Page): Promise<{ token: string | null; user: string | null }> {
  return page.evaluate(
    (keys) => ({ token: localStorage.getItem(keys.token), user: localStorage.getItem(keys.user) }),
    STORAGE_KEYS,
  );
}

/** The `exp` claim (seconds) of a JWT, read without verifying it. */
export function tokenExpiry(token: string): number {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number }).exp;
}

interface Fixtures {
  /** A member registered through the API for this test and deleted after it. */
  member: Member;
  /** Remembers accounts a test creates itself (through the form) so they are deleted after it. */
  deleteAfterTest: (credentials: Credentials) => void;
}

/**
 * Waits, after a navigation to a page the server rendered, until the app has hydrated it: its scripts load after the
 * first paint (decision 034), and a click before they have run does nothing. `<html data-hydrated>` says they have;
 * the parts of the page that hydrate after it (`data-app-pending`, decision 065) say so by losing the attribute.
 */
export async function waitForHydration(page: Page) {
  if ((await page.locator('script[data-entry]').count()) === 0) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.locator('[data-app-pending]').first().waitFor({ state: 'detached' });
}

export const test = base.extend<Fixtures>({
  // The chromium project's tests talk to their worker's own app server (playwright.config.ts); the captcha and
  // oauth projects keep theirs.
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(baseURL === appUrl(0) ? appUrl(testInfo.parallelIndex) : baseURL);
  },
  // page.goto and page.reload return once a rendered page answers; with an explicit `waitUntil` (a test that blocks
  // the app's scripts), or without JavaScript, they do as Playwright does.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (!options?.waitUntil) await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (!options?.waitUntil) await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  deleteAfterTest: async ({ request }, use) => {
    const accounts: Credentials[] = [];
    await use((credentials) => void accounts.push(credentials));
    for (const account of accounts) await apiDeleteAccount(request, account);
  },
  member: async ({ request }, use) => {
    const credentials = newCredentials('m');
    await apiRegister(request, credentials);
    await use(credentials);
    await apiDeleteAccount(request, credentials);
  },
});

export { expect };
