import type { Page } from '@playwright/test';
import { expect, newCredentials, test } from '../fixtures';

/**
 * Google's script, replaced by a fake that hands out the tokens the fake verify endpoint understands
 * (support/fake-recaptcha.mjs): `ok:<action>` passes with that action; anything else fails.
 * `token` chooses what execute() returns for an action.
 */
async function fakeGrecaptcha(page: Page, token: 'valid' | 'bad' | 'wrong-action' = 'valid') {
  await page.route('https://www.google.com/recaptcha/api.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const mode = ${JSON.stringify(token)};
        const tokenFor = (action) =>
          mode === 'valid' ? 'ok:' + action : mode === 'wrong-action' ? 'ok:' + action + '-elsewhere' : 'bad';
        window.grecaptcha = { ready(cb) { cb(); }, execute: (_key, { action }) => Promise.resolve(tokenFor(action)) };
      })();`,
    }),
  );
}

const badge = (page: Page) => page.getByTestId('captcha-badge');

async function fillRegisterForm(page: Page, me: { username: string; email: string; password: string }) {
  await page.getByLabel('Username').fill(me.username);
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password', { exact: true }).fill(me.password);
  await page.getByLabel('Confirm Password').fill(me.password);
  await page.getByRole('checkbox', { name: /I accept the Terms of Service and the Privacy Policy/ }).check();
}

async function fillLoginForm(page: Page, me: { username: string; password: string }) {
  await page.getByLabel('Email or username').fill(me.username);
  await page.getByLabel('Password').fill(me.password);
}

test.describe('Bot protection (reCAPTCHA v3)', () => {
  test('the notice shows on /login, /register and /contact for visitors, not elsewhere', async ({ page }) => {
    await fakeGrecaptcha(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    for (const path of ['/login', '/register', '/contact']) {
      await page.goto(path);
      await expect(badge(page), path).toBeVisible();
      await expect(badge(page)).toContainText('This site is protected by reCAPTCHA');
    }
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
  });

  test('register and login pass the server check; the notice hides after login and returns after logout', async ({
    page,
    deleteAfterTest,
  }) => {
    await fakeGrecaptcha(page);
    const me = newCredentials('cap');
    deleteAfterTest(me);
    const sentTokens: string[] = [];
    page.on('request', (sent) => {
      if (/\/api\/auth\/(register|login)$/.test(sent.url()))
        sentTokens.push((sent.postDataJSON() as { recaptchaToken: string }).recaptchaToken);
    });
    await page.goto('/register');
    await fillRegisterForm(page, me);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Registration successful! You can now log in.')).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(badge(page)).toBeVisible();

    await fillLoginForm(page, me);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    expect(sentTokens).toEqual(['ok:register', 'ok:login']);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(badge(page)).toHaveCount(0);

    await page.getByTestId('user-menu-button').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expect(badge(page)).toBeVisible();
  });

  test('a token the verifier rejects stops the login with the reCAPTCHA message', async ({
    page,
    member,
  }) => {
    await fakeGrecaptcha(page, 'bad');
    await page.goto('/login');
    await fillLoginForm(page, member);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to verify reCAPTCHA. Please try again.');
    await expect(page).toHaveURL('/login');
    await expect(page.getByTestId('user-menu-button')).toHaveCount(0);
  });

  test('a token the verifier rejects stops the registration with the reCAPTCHA message', async ({
    page,
    request,
  }) => {
    await fakeGrecaptcha(page, 'bad');
    const me = newCredentials('capbad');
    await page.goto('/register');
    await fillRegisterForm(page, me);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to verify reCAPTCHA. Please try again.');
    await expect(page).toHaveURL('/register');
    // No account was made.
    const login = await request.post('/api/auth/login', {
      data: { identifier: me.username, password: me.password, recaptchaToken: 'ok:login' },
    });
    expect(login.status()).toBe(401);
  });

  test('a valid token issued for another action is refused', async ({ page, member }) => {
    await fakeGrecaptcha(page, 'wrong-action');
    await page.goto('/login');
    await fillLoginForm(page, member);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to verify reCAPTCHA. Please try again.');
  });

  test('when Google cannot be reached, the visitor is told instead of left waiting', async ({
    page,
    member,
  }) => {
    await page.route('https://www.google.com/recaptcha/api.js*', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/login');
    await fillLoginForm(page, member);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to verify reCAPTCHA. Please try again.');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  test('the contact form sends a token for the action contact; a rejected one shows the reCAPTCHA message', async ({
    page,
  }) => {
    await fakeGrecaptcha(page);
    const sentTokens: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/contact'))
        sentTokens.push((sent.postDataJSON() as { recaptchaToken: string }).recaptchaToken);
    });
    async function send() {
      const form = page.getByTestId('contact-form');
      await form.getByLabel('Name').fill('Ada');
      await form.getByLabel('Email').fill('ada@example.test');
      await form.getByLabel('Subject').fill('Bot check');
      await form.getByLabel('Message').fill('Is this message from a person?');
      await form.getByRole('button', { name: 'Send message' }).click();
    }
    await page.goto('/contact');
    await send();
    await expect(page.getByTestId('contact-sent')).toContainText('Thank you! Your message has been sent.');
    expect(sentTokens).toEqual(['ok:contact']);

    await fakeGrecaptcha(page, 'wrong-action');
    await page.reload();
    await send();
    await expect(page.getByTestId('contact-form').getByRole('alert')).toHaveText(
      'Failed to verify reCAPTCHA. Please try again.',
    );
  });
});
