import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';

/** A global message (toast). */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function demoSnippets(request: APIRequestContext, count: number) {
  const response = await request.get(`/api/snippets?author=ampscript_amy&sort=az&limit=${count}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { snippets: { _id: string; slug: string; title: string }[] }).snippets;
}

test.describe('Saved snippets', () => {
  test('a new member sees the empty state that points to browsing', async ({ page, member }) => {
    await signIn(page, member);
    await page.goto('/saved-snippets');
    const empty = page.getByTestId('saved-empty');
    await expect(empty).toContainText("You haven't saved any snippets yet.");
    await empty.getByRole('link', { name: 'Browse snippets' }).click();
    await expect(page).toHaveURL('/snippets');
  });

  test('save on the details page, find it in /saved-snippets newest first, unsave in place', async ({
    page,
    member,
  }) => {
    const [first, second] = await demoSnippets(page.request, 2);
    await signIn(page, member);
    for (const snippet of [first!, second!]) {
      await page.goto(`/snippets/${snippet.slug}`);
      await page.getByTestId('save-button').click();
      await expect(toast(page, 'Snippet saved successfully')).toBeVisible();
      await expect(page.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true');
    }

    await page.goto('/saved-snippets');
    const cards = page.getByTestId('saved-grid').getByTestId('snippet-card');
    await expect(cards).toHaveCount(2);
    // Newest saved first.
    await expect(cards.getByTestId('snippet-card-link')).toHaveText([second!.title, first!.title]);
    await expect(page.getByTestId('saved-count')).toHaveText('2 saved snippets');

    await cards.filter({ hasText: second!.title }).getByTestId('unsave-button').click();
    await expect(toast(page, 'Snippet removed from saved')).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cards.getByTestId('snippet-card-link')).toHaveText([first!.title]);
    await expect(page.getByTestId('saved-count')).toHaveText('1 saved snippet');

    await cards.getByTestId('unsave-button').click();
    await expect(page.getByTestId('saved-empty')).toBeVisible();

    // The details page agrees.
    await page.goto(`/snippets/${first!.slug}`);
    await expect(page.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'false');
  });

  test('pages of 12, newest saved first', async ({ page, member }) => {
    const session = await signIn(page, member);
    const snippets = await demoSnippets(page.request, 13);
    expect(snippets.length).toBe(13);
    for (const snippet of snippets) {
      const response = await page.request.post(`/api/snippets/${snippet._id}/save`, {
        headers: { Authorization: `Bearer ${session.token}` },
      });
      expect(response.ok()).toBe(true);
    }
    await page.goto('/saved-snippets');
    const cards = page.getByTestId('saved-grid').getByTestId('snippet-card');
    await expect(cards).toHaveCount(12);
    await expect(cards.first().getByTestId('snippet-card-link')).toHaveText(snippets[12]!.title);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/saved-snippets?page=2');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByTestId('snippet-card-link')).toHaveText(snippets[0]!.title);

    // Removing the only card of page 2 goes back to page 1.
    await cards.getByTestId('unsave-button').click();
    await expect(page).toHaveURL('/saved-snippets');
    await expect(cards).toHaveCount(12);
  });

  test('a guest is sent to log in', async ({ page }) => {
    await page.goto('/saved-snippets');
    await expect(page).toHaveURL('/login?redirect=%2Fsaved-snippets');
  });
});
