import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { MODERATION_MESSAGES } from '../../contract/src/schemas/moderation';
import { ADMIN } from '../playwright.config';
import {
  apiCreateSnippet,
  apiDeleteAccount,
  apiLogin,
  apiModerate,
  apiRegister,
  expect,
  newCredentials,
  signIn,
  signInAsAdmin,
  test,
  withoutLiveNotifications,
  type Credentials,
} from '../fixtures';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A snippet another member reports to the moderators. */
const createSnippet = (request: APIRequestContext, token: string) =>
  apiCreateSnippet(request, token, {
    title: `Reported snippet ${randomBytes(3).toString('hex')}`,
    description: 'A snippet another member reports to the moderators.',
    code: 'System.debug(UserInfo.getUserName());',
    tags: ['e2e-moderation'],
  });

test.describe('Moderation', () => {
  // The author (A) and the reporter (B): both registered for this test, and deleted after it.
  const author: Credentials = newCredentials('mod_a');
  const reporter: Credentials = newCredentials('mod_b');

  test.beforeAll(async ({ request }) => {
    await apiRegister(request, author);
    await apiRegister(request, reporter);
  });

  test.afterAll(async ({ request }) => {
    await apiDeleteAccount(request, author);
    await apiDeleteAccount(request, reporter);
  });

  test('a member reports a snippet; an admin hides it from the queue; its author is told and sees it marked', async ({
    browser,
    page,
  }) => {
    const { token: authorToken } = await apiLogin(page.request, author);
    const snippet = await createSnippet(page.request, authorToken);
    const reason = `Leaks a username ${randomBytes(2).toString('hex')}`;

    try {
      // B reports A's snippet through the dialog.
      await withoutLiveNotifications(page);
      await signIn(page, reporter);
      await page.goto(`/snippets/${snippet.slug}`);
      await page.getByTestId('report-snippet').click();
      const dialog = page.getByTestId('report-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Report this snippet' })).toBeVisible();
      // 'Something else' needs a word on what is wrong.
      await dialog.getByRole('radio', { name: 'Something else' }).check();
      await dialog.getByTestId('report-submit').click();
      await expect(dialog.getByText(MODERATION_MESSAGES.detailsRequired)).toBeVisible();
      await dialog.getByRole('radio', { name: 'Leaks credentials or personal data' }).check();
      await dialog.getByRole('textbox', { name: /Details/ }).fill('It prints the running user’s login.');
      await dialog.getByTestId('report-submit').click();
      await expect(page.getByText(MODERATION_MESSAGES.reported)).toBeVisible();
      await expect(dialog).toBeHidden();

      // The admin finds it in the queue, with B's report, and hides it with a reason.
      const adminContext = await browser.newContext();
      const admin = await adminContext.newPage();
      try {
        await signInAsAdmin(admin);
        await admin.goto('/');
        await admin.getByTestId('user-menu-button').click();
        await admin.getByRole('link', { name: 'Moderation' }).click();
        await expect(admin).toHaveURL('/admin/reports');
        await expect(admin.getByRole('heading', { level: 1, name: /Reports/ })).toBeVisible();
        await expect(admin.getByTestId('open-count')).toHaveText(/^\d+ open$/);
        const item = admin.getByTestId('reported-item').filter({ hasText: snippet.title });
        await expect(item).toBeVisible();
        await expect(item.getByRole('link', { name: snippet.title })).toHaveAttribute(
          'href',
          `/snippets/${snippet.slug}`,
        );
        const report = item.getByTestId('item-report').filter({ hasText: reporter.username });
        await expect(report).toContainText('Leaks credentials or personal data');
        await expect(report).toContainText('It prints the running user’s login.');

        await item.getByRole('button', { name: 'Hide', exact: true }).click();
        const form = item.getByTestId('moderation-action-form');
        // A reason is required: the author is told it.
        await form.getByTestId('moderation-action-confirm').click();
        await expect(form.getByText(MODERATION_MESSAGES.reasonRequired)).toBeVisible();
        await form.getByRole('textbox', { name: /Reason/ }).fill(reason);
        await form.getByTestId('moderation-action-confirm').click();
        await expect(admin.getByText(MODERATION_MESSAGES.done.hide)).toBeVisible();
        // Acted on, the item leaves the queue; the log has the line.
        await expect(admin.getByTestId('reported-item').filter({ hasText: snippet.title })).toHaveCount(0);
        await admin.getByRole('link', { name: 'Moderation log' }).click();
        await expect(admin).toHaveURL('/admin/log');
        const line = admin.getByTestId('log-entry').filter({ hasText: snippet.title }).first();
        await expect(line).toContainText('Hidden');
        await expect(line).toContainText(reason);
        await expect(line).toContainText(ADMIN.username);
      } finally {
        await adminContext.close();
      }

      // A guest is told it does not exist.
      expect((await page.request.get(`/api/snippets/${snippet.slug}`)).status()).toBe(404);
      const guestContext = await browser.newContext();
      try {
        const guestPage = await guestContext.newPage();
        const response = await guestPage.goto(`/snippets/${snippet.slug}`);
        expect(response?.status()).toBe(404);
      } finally {
        await guestContext.close();
      }

      // Its author sees it, marked, and has been told why.
      const authorContext = await browser.newContext();
      const authorPage = await authorContext.newPage();
      try {
        await withoutLiveNotifications(authorPage);
        await signIn(authorPage, author);
        await authorPage.goto(`/snippets/${snippet.slug}`);
        await expect(authorPage.getByTestId('hidden-banner')).toHaveText(MODERATION_MESSAGES.hiddenBanner);
        await expect(authorPage.getByRole('heading', { level: 1, name: snippet.title })).toBeVisible();
        // Nobody reports their own snippet.
        await expect(authorPage.getByTestId('report-snippet')).toHaveCount(0);

        await authorPage.getByRole('banner').getByTestId('notification-bell').click();
        await expect(authorPage).toHaveURL('/notifications');
        const notification = authorPage
          .getByTestId('notification')
          .filter({ hasText: snippet.title })
          .filter({ hasText: reason });
        await expect(notification).toBeVisible();
      } finally {
        await authorContext.close();
      }
    } finally {
      await page.request.delete(`/api/snippets/${snippet._id}`, { headers: auth(authorToken) });
    }
  });

  test('a member who is not a moderator is not allowed in the queue', async ({ page }) => {
    await withoutLiveNotifications(page);
    await signIn(page, reporter);
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText(MODERATION_MESSAGES.notStaff)).toBeVisible();
  });

  test('a hidden profile is a 404 to a guest; its member sees it marked, after the page asks again', async ({
    page,
  }) => {
    const hidden = newCredentials('mod_c');
    const { user } = await apiRegister(page.request, hidden);
    try {
      await apiModerate(page.request, {
        targetKind: 'profile',
        targetId: user._id,
        action: 'hide',
        reason: 'Bio links to a paid course',
      });
      const response = await page.goto(`/users/${hidden.username}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

      await withoutLiveNotifications(page);
      await signIn(page, hidden);
      // The server renders for a visitor (a 404); the member's browser opens the address again with their session.
      await page.goto(`/users/${hidden.username}`);
      await expect(page.getByTestId('hidden-banner')).toHaveText(MODERATION_MESSAGES.hiddenBanner);
      await expect(page.getByRole('heading', { level: 1, name: hidden.username })).toBeVisible();
    } finally {
      await apiDeleteAccount(page.request, hidden);
    }
  });

  test('a guest is sent to sign in', async ({ page }) => {
    await page.goto('/admin/reports');
    await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Freports');
  });
});
