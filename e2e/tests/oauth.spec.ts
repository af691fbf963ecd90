import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { OAUTH_PROVIDER_URLS } from '../playwright.config';
import { apiRegister, expect, newCredentials, storedSession, test } from '../fixtures';

/**
 * In Chromium (decision 054): sign-in with Salesforce and GitHub through real authorization servers run locally
 * (oidc-provider, support/oidc-provider.ts), their own sign-in and consent pages included.
 */
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'screenshots', 'oauth');
mkdirSync(SCREENSHOTS, { recursive: true });

/** The page (or one part of it) at 1280 px and at 375 px, for review. */
async function screenshots(page: Page, name: string, part?: Locator) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
    const path = join(SCREENSHOTS, `${name}-${width}.png`);
    if (part) await part.screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** An account at both test providers that no other test uses. */
async function providerAccount(page: Page, account: { login: string; email: string; username?: string }) {
  for (const url of Object.values(OAUTH_PROVIDER_URLS)) {
    const response = await page.request.post(`${url}/test/accounts`, {
      data: { emailVerified: true, ...account },
    });
    expect(response.status()).toBe(201);
  }
}

/** Signs in on the provider's own pages: its login form, then its consent page. */
async function signInAtProvider(page: Page, provider: 'salesforce' | 'github', login: string) {
  await expect(page).toHaveURL((url) => url.origin === OAUTH_PROVIDER_URLS[provider]);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test('a first sign-in with Salesforce creates a member under the username they choose', async ({ page }) => {
  const login = `sf_${unique()}`;
  await providerAccount(page, { login, email: `${login}@example.test`, username: `Ada.${login}` });
  await page.goto('/login?redirect=/saved-snippets');
  const salesforce = page.getByRole('link', { name: 'Continue with Salesforce' });
  await expect(page.getByRole('link', { name: 'Continue with GitHub' })).toBeVisible();
  await screenshots(page, 'login');
  await salesforce.click();
  await signInAtProvider(page, 'salesforce', login);

  // Back on the site: the handoff code has left the address bar; a free username is proposed.
  await expect(page).toHaveURL(/\/auth\/callback$/);
  const username = page.getByRole('textbox', { name: 'Username' });
  await expect(username).toHaveValue(`Ada_${login}`);
  await expect(page.getByText(`Signed in to Salesforce as ${login}@example.test`)).toBeVisible();
  await screenshots(page, 'choose-username');
  await username.fill(`ada_${unique()}`.slice(0, 30));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/saved-snippets$/);
  expect((await storedSession(page)).token).toBeTruthy();

  // The profile's sign-in methods: Salesforce linked, and as the only way in it cannot be unlinked.
  await page.goto('/profile#sign-in-methods');
  const methods = page.getByTestId('sign-in-methods');
  await expect(methods.getByText(`Linked as Ada.${login}@example-org.test`, { exact: false })).toBeVisible();
  await expect(methods.getByRole('button', { name: 'Unlink Salesforce' })).toBeDisabled();
  await expect(methods.getByTestId('last-method-note')).toBeVisible();
  await expect(methods.getByRole('button', { name: 'Email me a link to set one' })).toBeVisible();
  await screenshots(page, 'profile-sign-in-methods-oauth-only', page.locator('#sign-in-methods'));

  // Signed out, and out of the provider too (its session cookie): signing in with Salesforce again is that member.
  const { token } = await storedSession(page);
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Salesforce' }).click();
  await signInAtProvider(page, 'salesforce', login);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  const again = await storedSession(page);
  expect(again.token).toBeTruthy();
  expect(again.token).not.toBe(token);
  expect(JSON.parse(again.user ?? '{}')).toMatchObject({ username: expect.stringMatching(/^ada_/) });
});

test('an existing member proves the address is theirs with the password, then links and unlinks', async ({
  page,
  deleteAfterTest,
}) => {
  const member = newCredentials('gh');
  await apiRegister(page.request, member);
  deleteAfterTest(member);
  const login = `gh_${unique()}`;
  await providerAccount(page, { login, email: member.email });

  await page.goto('/register');
  await page.getByRole('link', { name: 'Continue with GitHub' }).click();
  await signInAtProvider(page, 'github', login);
  await expect(page).toHaveURL(/\/auth\/callback$/);
  await expect(page.getByText(`The account ${member.username} already uses this address`)).toBeVisible();
  await screenshots(page, 'prove-ownership');
  await page.getByLabel('Password').fill('Wrong#pass1');
  await page.getByRole('button', { name: 'Link GitHub and sign in' }).click();
  await expect(page.getByText('That password is not the one of this account')).toBeVisible();
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Link GitHub and sign in' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  // Link Salesforce from the profile: out to the provider and back.
  await page.goto('/profile#sign-in-methods');
  const methods = page.getByTestId('sign-in-methods');
  await expect(methods.getByText(`Linked as ${login}`)).toBeVisible();
  await methods.getByRole('button', { name: 'Link Salesforce' }).click();
  await signInAtProvider(page, 'salesforce', login);
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByText('Salesforce is linked to your account.')).toBeVisible();
  await expect(methods.getByRole('button', { name: 'Unlink Salesforce' })).toBeEnabled();
  await screenshots(page, 'profile-sign-in-methods', page.locator('#sign-in-methods'));

  // With a password, any provider can go.
  await methods.getByRole('button', { name: 'Unlink GitHub' }).click();
  await expect(page.getByText('GitHub is unlinked from your account.')).toBeVisible();
  await expect(methods.getByRole('button', { name: 'Link GitHub' })).toBeVisible();
});

test('a cancelled or forged return says so and signs nobody in', async ({ page }) => {
  await page.goto('/auth/callback?error=state&provider=github');
  await expect(page.getByText('That sign-in attempt has expired or was started elsewhere.')).toBeVisible();
  await screenshots(page, 'callback-error');
  // A return without this browser's attempt (no cookie): refused by the server, whatever it carries.
  await page.goto('/api/auth/oauth/github/callback?code=stolen&state=forged');
  await expect(page).toHaveURL(/\/auth\/callback\?error=state&provider=github$/);
  expect((await storedSession(page)).token).toBeNull();
});
