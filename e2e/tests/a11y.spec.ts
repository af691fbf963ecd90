import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';

/**
 * Runs axe (WCAG 2.x A and AA plus best practices) on what is on screen and expects no violations, once what is
 * opening has finished its animation (a dialog fading in has not its colours yet: axe would measure the blend).
 */
async function expectNoViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/** A demo snippet with seeded comments (a thread with replies, Markdown with code). */
const COMMENTED_SNIPPET = 'personalized-greeting-with-attributevalue-and-safe-fallbacks';

/** A demo snippet the seed gives two revisions. */
const REVISED_SNIPPET = 'assign-a-unique-coupon-per-subscriber-with-claimrow';

const PAGES: [string, string, string][] = [
  ['Home', '/', 'h1'],
  ['Log In', '/login', 'h1'],
  ['Register', '/register', 'h1'],
  ['404', '/no-such-page', 'h1'],
  ['Public profile', '/users/ampscript_amy', '[data-testid="user-snippets"]'],
  ['Community', '/community', 'h1'],
  ['Resources', '/resources', 'h1'],
  ['Contact', '/contact', 'h1'],
  ['Terms', '/terms', 'h1'],
  ['Privacy', '/privacy', 'h1'],
  // The first demo snippet the seed gives an edit history (server/src/seed/revisions.ts).
  ['Revision comparison', `/snippets/${REVISED_SNIPPET}/compare/1...2`, '[data-testid="code-diff"]'],
  [
    'Revision comparison, split',
    `/snippets/${REVISED_SNIPPET}/compare/1...2?view=split`,
    '[data-testid="code-diff"]',
  ],
  ['Revisions', `/snippets/${REVISED_SNIPPET}/revisions`, '[data-testid="revision"]'],
  ['Forks', `/snippets/${REVISED_SNIPPET}/forks`, 'h1'],
];

test.describe('Accessibility (axe)', () => {
  for (const [name, path, ready] of PAGES) {
    test(`${name} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test('the register form with its live errors and strength meter has no violations', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expect(page.getByTestId('password-strength-label')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoViolations(page);
  });

  test("a member's own profile, editing it, /profile and saved snippets have no violations", async ({
    page,
    member,
  }) => {
    // Four pages and four axe runs: at load 15 on 2 cores they took more than the 90 s one page is given.
    test.slow();
    const session = await signIn(page, member);
    const list = await page.request.get('/api/snippets?limit=2');
    for (const snippet of ((await list.json()) as { snippets: { _id: string }[] }).snippets) {
      await page.request.post(`/api/snippets/${snippet._id}/save`, {
        headers: { Authorization: `Bearer ${session.token}` },
      });
    }
    await page.goto(`/users/${member.username}`);
    await page.getByTestId('edit-profile-button').click();
    await page.getByTestId('profile-form').getByLabel('Website').fill('not a url');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Website must be a valid http(s) URL')).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/profile');
    await expect(page.getByTestId('password-form')).toBeVisible();
    await expectNoViolations(page);
    await page.getByTestId('delete-account-button').click();
    await expect(page.getByTestId('delete-account-dialog')).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/saved-snippets');
    await expect(page.getByTestId('saved-grid')).toBeVisible();
    await expectNoViolations(page);
  });

  // WCAG 2.4.7, which axe does not check: the focused field must show it.
  test('text fields show a focus ring when focused', async ({ page }) => {
    await page.goto('/login');
    for (const field of [
      page.getByLabel('Email or username'),
      page.getByLabel('Password', { exact: true }),
    ]) {
      await field.focus();
      await expect(field).toHaveCSS('outline-style', 'solid');
      await expect(field).toHaveCSS('outline-width', '2px');
    }
    await page.goto('/snippets');
    const search = page.getByRole('searchbox').first();
    await search.focus();
    await expect(search).toHaveCSS('outline-style', 'solid');
  });

  test('the open Quick Search dialog has no violations', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('search-button').click();
    await expect(page.getByTestId('quick-search-dialog')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the open user menu has no violations', async ({ page, member }) => {
    await signIn(page, member);
    await page.goto('/');
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu-email')).toBeVisible();
    await expectNoViolations(page);
  });

  test.describe('in the dark theme', () => {
    test.use({ colorScheme: 'dark' });

    const DARK_PAGES: [string, string, string][] = [
      ['Home', '/', 'h1'],
      ['A snippet', `/snippets/${COMMENTED_SNIPPET}`, '[data-testid="comment-thread"]'],
      ['Browse', '/snippets', '[data-testid="snippet-card"]'],
      ['Public profile', '/users/ampscript_amy', '[data-testid="user-snippets"]'],
      ['Log In', '/login', 'h1'],
    ];
    for (const [name, path, ready] of DARK_PAGES) {
      test(`${name} has no violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await expect(page.locator(ready).first()).toBeVisible();
        await expectNoViolations(page);
      });
    }

    test('the open theme menu has no violations', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Theme: System (dark)' }).click();
      await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible();
      await expectNoViolations(page);
    });
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the open mobile menu has no violations', async ({ page }) => {
      await page.goto('/');
      await page.getByTestId('mobile-menu-toggle').click();
      await expect(page.getByTestId('mobile-menu')).toBeVisible();
      await expectNoViolations(page);
    });

    test("a member's open mobile menu has no violations", async ({ page, member }) => {
      await signIn(page, member);
      await page.goto('/');
      await page.getByTestId('mobile-menu-toggle').click();
      await expect(page.getByTestId('mobile-menu-email')).toBeVisible();
      await expectNoViolations(page);
    });
  });
});
