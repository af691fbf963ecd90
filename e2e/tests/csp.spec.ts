import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test, withoutLiveNotifications } from '../fixtures';

/** A seeded snippet with comments. */
async function snippetPath(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/api/snippets?limit=1&sort=popular')).json()) as {
    snippets: { slug: string }[];
  };
  return `/snippets/${list.snippets[0]!.slug}`;
}

/** Records the page's Content-Security-Policy violations from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => {
    // The browser reports a violation in a task of its own: once the network is quiet they are all in.
    await page.waitForLoadState('networkidle');
    return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  };
}

test.describe('Content-Security-Policy (script-src self, no eval)', () => {
  // The sign-in and register forms validate with Zod; a snippet page shows one to a member who writes.
  for (const [name, path, ready] of [
    ['home', '/', 'h1'],
    ['a snippet', null, '#snippet-title'],
    ['log in', '/login', 'h1'],
    ['register', '/register', 'h1'],
  ] as const) {
    test(`${name} runs without a violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      await page.goto(path ?? (await snippetPath(page.request)));
      await expect(page.locator(ready).first()).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  }

  test("a member's comment form and its validation run without a violation", async ({ page, member }) => {
    await withoutLiveNotifications(page);
    await signIn(page, member);
    const violations = await watchViolations(page);
    await page.goto(await snippetPath(page.request));
    const form = page.getByTestId('comment-form');
    await form.getByRole('textbox', { name: 'Add a comment' }).fill('   ');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(form.getByText('Comment cannot be empty')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
