import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, builtChunk, expect, signIn, test, type Credentials } from '../fixtures';

/** A demo member of the seed: the one who is told. */
const SAM: Credentials = { username: 'ssj_sam', email: 'sam.okafor@example.com', password: 'CloudDemo#2025' };

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function createSnippet(request: APIRequestContext, token: string) {
  const response = await request.post('/api/snippets', {
    headers: auth(token),
    data: {
      title: `Notified snippet ${randomBytes(3).toString('hex')}`,
      platform: 'sfmc',
      category: 'scripting',
      codeLanguage: 'ssjs',
      description: 'A snippet whose comments its author hears about.',
      code: 'Platform.Load("Core", "1.1.1");\nWrite("Hello");',
      tags: ['e2e-notifications'],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { snippet: { _id: string; slug: string; title: string } }).snippet;
}

async function postComment(request: APIRequestContext, token: string, snippetId: string, content: string) {
  const response = await request.post('/api/comments', {
    headers: auth(token),
    data: { snippetId, content },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { comment: { _id: string } }).comment;
}

const bell = (page: Page) => page.getByRole('banner').getByTestId('notification-bell');

test.describe('Notifications', () => {
  test("a visitor's page downloads no bell, and opens no stream", async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByTestId('notification-bell')).toHaveCount(0);
    const bellChunk = builtChunk('src/features/notifications/components/notification-bell.tsx');
    expect(requests.filter((path) => path === bellChunk || path.startsWith('/api/notifications'))).toEqual(
      [],
    );
  });

  test('a comment rings the bell live; the page leads to it; mark all as read clears the bell', async ({
    page,
    member: commenter,
  }) => {
    const sam = await apiLogin(page.request, SAM);
    const snippet = await createSnippet(page.request, sam.token);
    // Whatever the seed or an earlier run left unread, the count starts at none.
    const cleared = await page.request.post('/api/notifications/read', {
      headers: auth(sam.token),
      data: { all: true },
    });
    expect(cleared.status(), await cleared.text()).toBe(200);
    const { token: commenterToken } = await apiLogin(page.request, commenter);

    try {
      await signIn(page, SAM);
      const streamOpened = page.waitForResponse((response) =>
        response.url().endsWith('/api/notifications/stream'),
      );
      await page.goto('/');
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      await expect(bell(page).getByTestId('notification-badge')).toHaveCount(0);
      expect((await streamOpened).headers()['content-type']).toMatch(/^text\/event-stream/);
      const loads: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) loads.push(frame.url());
      });

      const comment = await postComment(
        page.request,
        commenterToken,
        snippet._id,
        'Works on a CloudPage too, thanks @ssj_sam',
      );

      // No reload: the stream brings the count.
      await expect(bell(page)).toHaveAccessibleName(/^Notifications, [12] unread$/);
      await expect(bell(page).getByTestId('notification-badge')).toBeVisible();
      expect(loads).toEqual([]);

      await bell(page).click();
      await expect(page).toHaveURL('/notifications');
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      const notification = page
        .getByTestId('notification')
        .filter({ hasText: `${commenter.username} commented on ${snippet.title}` });
      await expect(notification).toHaveAttribute('data-read', 'false');
      await expect(notification).toContainText('Works on a CloudPage too');

      await notification.getByRole('link').click();
      await expect(page).toHaveURL(`/snippets/${snippet.slug}#comment-${comment._id}`);
      const shown = page.locator(`#comment-${comment._id}`);
      await expect(shown).toContainText('Works on a CloudPage too');
      await expect(shown).toBeInViewport();
      // The mention in it links to the member.
      await expect(shown.getByRole('link', { name: '@ssj_sam' })).toHaveAttribute('href', '/users/ssj_sam');

      // A second comment, then everything read at once.
      await postComment(page.request, commenterToken, snippet._id, 'One more thing: it needs Core 1.1.5.');
      await expect(bell(page).getByTestId('notification-badge')).toBeVisible();
      await bell(page).click();
      await expect(page).toHaveURL('/notifications');
      await expect(page.getByTestId('notification-unread-dot').first()).toBeVisible();
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(page.getByTestId('notification-unread-dot')).toHaveCount(0);
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      await expect(bell(page).getByTestId('notification-badge')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

      // The server agrees.
      const count = await page.request.get('/api/notifications/unread-count', { headers: auth(sam.token) });
      expect(await count.json()).toEqual({ unreadCount: 0 });
    } finally {
      await page.request.delete(`/api/snippets/${snippet._id}`, { headers: auth(sam.token) });
    }
  });
});
