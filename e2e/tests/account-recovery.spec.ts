import type { APIRequestContext, Page } from '@playwright/test';
import { AUTH, RECOVERY } from '../../contract/src/messages';
import { NOTIFICATION_MESSAGES } from '../../contract/src/notifications';
import { MAILBOX_URL } from '../playwright.config';
import { apiLogin, apiRegister, expect, newCredentials, signIn, test } from '../fixtures';

/**
 * The link a mail to `to` carries to `path` (/reset-password, /verify-email), as it arrived at a real SMTP server
 * (support/smtp-capture.mjs): the app's background sender takes it from the queue within a few seconds.
 */
async function mailedLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  const pattern = new RegExp(`${path}\\?token=[A-Za-z0-9_-]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAILBOX_URL}/mails?to=${encodeURIComponent(to)}`);
        expect(response.status()).toBe(200);
        const mails = (await response.json()) as { text: string; from: string }[];
        link = mails.map((mail) => pattern.exec(mail.text)?.[0]).findLast(Boolean);
        return link;
      },
      { message: `a mail to ${to} with a ${path} link`, timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

function loginForm(page: Page) {
  return {
    identifier: page.getByLabel('Email or username'),
    password: page.getByLabel('Password'),
    submit: page.getByRole('button', { name: 'Sign in' }),
  };
}

test.describe('Account recovery', () => {
  test('a member who forgot their password sets a new one from the mailed link', async ({
    page,
    request,
    deleteAfterTest,
  }) => {
    const me = newCredentials('reset');
    // Deleted with the password it has at the end of the test.
    deleteAfterTest(me);
    await apiRegister(request, me);
    const elsewhere = await apiLogin(request, me);

    await signIn(page, me);
    await page.goto('/');
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByLabel('Email').fill(me.email.toUpperCase());
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText(RECOVERY.resetRequested)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);

    const link = await mailedLink(request, me.email, '/reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    const newPassword = 'N3w#Snippets!';
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByTestId('password-strength-label')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(RECOVERY.passwordReset)).toBeVisible();
    const oldPassword = me.password;
    me.password = newPassword;

    // Every session ended with the reset, the one signed in elsewhere too.
    const profile = await request.get('/api/auth/profile', {
      headers: { Authorization: `Bearer ${elsewhere.token}` },
    });
    expect(profile.status()).toBe(401);

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('An0ther#one');
    await page.getByLabel('Confirm new password').fill('An0ther#one');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(RECOVERY.resetLinkInvalid)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    await page.goto('/login');
    const login = loginForm(page);
    await login.identifier.fill(me.username);
    await login.password.fill(oldPassword);
    await login.submit.click();
    await expect(page.getByRole('alert')).toHaveText(AUTH.invalidCredentials);

    await login.password.fill(newPassword);
    await login.submit.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
  });

  test('a link that is not one says so and points to a new one', async ({ page }) => {
    await page.goto(`/reset-password?token=${'x'.repeat(43)}`);
    await page.getByLabel('New password', { exact: true }).fill('N3w#Snippets!');
    await page.getByLabel('Confirm new password').fill('N3w#Snippets!');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(RECOVERY.resetLinkInvalid)).toBeVisible();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });
});

test.describe('Address confirmation', () => {
  test('the link mailed at registration confirms the address; the banner goes', async ({ page, member }) => {
    await signIn(page, member);
    await page.goto('/');
    const banner = page.getByTestId('unverified-banner');
    await expect(banner).toHaveText(
      `Confirm your address ${member.email} to get notification mail. Send the link again`,
    );

    const link = await mailedLink(page.request, member.email, '/verify-email');
    await page.goto(link);
    await expect(page.getByText(RECOVERY.emailVerified)).toBeVisible();
    await expect(banner).toHaveCount(0);

    await page.getByRole('link', { name: 'Go to your profile' }).click();
    const email = page.getByTestId('email-settings');
    await expect(email.getByText('Confirmed', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('email-settings')).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('the banner asks for the link again, and goes away when dismissed', async ({ page, member }) => {
    await signIn(page, member);
    await page.goto('/');
    const banner = page.getByTestId('unverified-banner');
    await banner.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText(RECOVERY.verificationSent)).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    await page.goto('/snippets');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test.describe('Where you are signed in', () => {
  test('a member signs another device out from the profile', async ({ page, member }) => {
    const other = await apiLogin(page.request, member);
    await signIn(page, member);
    await page.goto('/profile');
    const sessions = page.getByTestId('sessions');
    // This one, the one signed in through the API, and the registration's.
    await expect(sessions.getByTestId('session').first()).toContainText('This device');
    expect(await sessions.getByTestId('session').count()).toBeGreaterThan(1);
    await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(sessions.getByTestId('session')).toHaveCount(1);
    const profile = await page.request.get('/api/auth/profile', {
      headers: { Authorization: `Bearer ${other.token}` },
    });
    expect(profile.status()).toBe(401);
  });
});

test.describe('Unsubscribe links', () => {
  test('opening one changes nothing; a forged one is refused when pressed', async ({ page }) => {
    await page.goto('/unsubscribe?u=7f1c8a52-4c1e-4a39-9a77-0c7c2b1d0001&k=comment&t=forged');
    await expect(page.getByText('Comments on my snippets')).toBeVisible();
    await page.getByRole('button', { name: 'Stop these mails' }).click();
    await expect(page.getByText(NOTIFICATION_MESSAGES.unsubscribeInvalid)).toBeVisible();
  });
});
