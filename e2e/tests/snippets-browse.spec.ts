import type { Page } from '@playwright/test';
import { TIMINGS } from '../../contract/src/constants';
import { expect, test } from '../fixtures';

/** A tag several demo snippets share (seeded WSProxy snippets). */
const DEMO_TAG = 'wsproxy';

/** Waits until the grid shows the results of the current URL (not the previous list kept while loading). */
async function expectSettledGrid(page: Page) {
  const grid = page.getByTestId('snippet-grid');
  await expect(grid).toBeVisible();
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
}

/** The text of the options of a select. */
async function optionLabels(page: Page, testId: string): Promise<string[]> {
  return page.getByTestId(testId).locator('option').allTextContents();
}

test.describe('Browse snippets', () => {
  test('a platform shows the category select, narrows languages, resets the page and syncs the URL', async ({
    page,
  }) => {
    await page.goto('/snippets?page=2');
    await expectSettledGrid(page);
    await expect(page.getByTestId('filter-category')).toBeHidden();
    expect(await optionLabels(page, 'filter-language')).toContain('AMPscript');

    await page.getByTestId('filter-platform').selectOption('crm');
    await expect(page).toHaveURL('/snippets?platform=crm');
    await expect(page.getByTestId('filter-category')).toBeVisible();
    const crmLanguages = await optionLabels(page, 'filter-language');
    expect(crmLanguages).toContain('Apex');
    expect(crmLanguages).not.toContain('AMPscript');
    expect(crmLanguages).not.toContain('SSJS');
    await expect(page.getByTestId('filter-chip-platform')).toHaveText('Platform: Sales & Service Cloud');
    await expectSettledGrid(page);
    await expect(page.getByTestId('snippet-card').first()).toBeVisible();
    await expect(
      page.getByTestId('snippet-card').filter({ hasNotText: 'Sales & Service Cloud' }),
    ).toHaveCount(0);

    await page.getByTestId('filter-category').selectOption('apex');
    await expect(page).toHaveURL('/snippets?platform=crm&category=apex');
    await expect(page.getByTestId('filter-chip-category')).toHaveText('Category: Apex Development');
    await expectSettledGrid(page);
    await expect(page.getByTestId('snippet-card').filter({ hasNotText: 'Apex Development' })).toHaveCount(0);

    // A chip removes its own filter only.
    await page.getByRole('button', { name: 'Remove filter Category: Apex Development' }).click();
    await expect(page).toHaveURL('/snippets?platform=crm');
    await expect(page.getByTestId('filter-chip-category')).toBeHidden();
    await expect(page.getByTestId('filter-category')).toHaveValue('');

    // Back and forward restore the filters.
    await page.goBack();
    await expect(page).toHaveURL('/snippets?platform=crm&category=apex');
    await expect(page.getByTestId('filter-category')).toHaveValue('apex');
    await expect(page.getByTestId('filter-chip-category')).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL('/snippets?platform=crm');
    await expect(page.getByTestId('filter-category')).toHaveValue('');

    await page.getByTestId('filter-language').selectOption('apex');
    await expect(page).toHaveURL('/snippets?platform=crm&language=apex');
    await page.getByTestId('clear-filters').click();
    await expect(page).toHaveURL('/snippets');
    await expect(page.getByTestId('active-filters')).toBeHidden();
    await expect(page.getByTestId('filter-platform')).toHaveValue('');
    await expect(page.getByTestId('filter-language')).toHaveValue('');
    await expect(page.getByTestId('filter-category')).toBeHidden();
  });

  test('clearing the platform clears the category', async ({ page }) => {
    await page.goto('/snippets?platform=sfmc&category=scripting');
    await expect(page.getByTestId('filter-category')).toHaveValue('scripting');
    await page.getByTestId('filter-platform').selectOption('');
    await expect(page).toHaveURL('/snippets');
    await expect(page.getByTestId('filter-category')).toBeHidden();
  });

  test('pagination navigates and updates ?page=; a filter change goes back to page 1', async ({ page }) => {
    await page.goto('/snippets');
    await expectSettledGrid(page);
    const pagination = page.getByTestId('pagination');
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const firstTitle = await page.getByTestId('snippet-card-link').first().textContent();

    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL('/snippets?page=2');
    await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('results-count')).toContainText('page 2 of');
    await expectSettledGrid(page);
    await expect(page.getByTestId('snippet-card-link').first()).not.toHaveText(firstTitle ?? '');

    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/snippets?page=3');
    await expect(page.getByTestId('results-count')).toContainText('page 3 of');
    await pagination.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL('/snippets?page=2');

    await page.getByTestId('filter-sort').selectOption('az');
    await expect(page).toHaveURL('/snippets?sort=az');
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the search is debounced into ?search= and updates the results', async ({ page }) => {
    await page.goto('/snippets');
    await expectSettledGrid(page);
    const search = page.getByTestId('browse-search');
    await search.pressSequentially(DEMO_TAG, { delay: 30 });
    await expect(page).toHaveURL(`/snippets?search=${DEMO_TAG}`);
    await expect(page.getByTestId('filter-chip-search')).toHaveText(`Search: “${DEMO_TAG}”`);
    await expect(page.getByText(`Results for “${DEMO_TAG}”`)).toBeVisible();
    await expectSettledGrid(page);
    await expect(page.getByTestId('snippet-card').first()).toContainText(/wsproxy/i);

    // Typing made one history entry, not one per keystroke.
    await page.goBack();
    await expect(page).toHaveURL('/snippets');
    await expect(search).toHaveValue('');
  });

  test('on a slow CPU, a pause mid-word loses no keystroke of the search', async ({ page }) => {
    await page.goto('/snippets');
    await expectSettledGrid(page);
    const cdp = await page.context().newCDPSession(page);
    // A mid-range phone's CPU: the box's own navigation lands after the keystrokes that follow it.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    try {
      const search = page.getByTestId('browse-search');
      // Keystrokes about the debounce time apart: each may land while the box's previous navigation renders.
      await search.pressSequentially('wsproxy', { delay: TIMINGS.searchDebounceMs });
      await expect(page).toHaveURL('/snippets?search=wsproxy');
      await expect(search).toHaveValue('wsproxy');
      await expectSettledGrid(page);
      await expect(search).toHaveValue('wsproxy');
      await expect(page.getByTestId('filter-chip-search')).toHaveText('Search: “wsproxy”');

      // Back shows what the URL said then: the box follows navigation it did not cause.
      await page.goBack();
      await expect(page).not.toHaveURL(/search=wsproxy/);
      await expect(search).toHaveValue(new URL(page.url()).searchParams.get('search') ?? '');
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });

  test("a search without results shows 'No snippets found' with a link to create", async ({ page }) => {
    await page.goto('/snippets?page=3');
    await expectSettledGrid(page);
    await page.getByTestId('browse-search').fill('zqxjvw nothing matches this');
    await expect(page).toHaveURL('/snippets?search=zqxjvw+nothing+matches+this');
    const empty = page.getByTestId('empty-state');
    await expect(empty).toContainText('No snippets found');
    await expect(empty.getByRole('link', { name: 'Create a snippet' })).toHaveAttribute(
      'href',
      '/snippets/create',
    );
    await expect(page.getByTestId('pagination')).toBeHidden();

    await page.getByRole('button', { name: /^Remove filter Search/ }).click();
    await expect(page).toHaveURL('/snippets');
    await expect(page.getByTestId('browse-search')).toHaveValue('');
    await expectSettledGrid(page);
  });

  test('"Best match" ranks a search and forgives a typo', async ({ page }) => {
    await page.goto('/snippets');
    await expectSettledGrid(page);
    expect(await optionLabels(page, 'filter-sort')).not.toContain('Best match');
    await page.getByTestId('browse-search').fill('polymoprhic');
    await expect(page).toHaveURL('/snippets?search=polymoprhic');
    await page.getByTestId('filter-sort').selectOption('relevance');
    await expect(page).toHaveURL('/snippets?search=polymoprhic&sort=relevance');
    await expectSettledGrid(page);
    await expect(page.getByTestId('snippet-card').first()).toContainText(
      'Polymorphic TYPEOF Query on Task.What',
    );
  });

  test('/snippets?tag= lists the snippets with that tag', async ({ page }) => {
    const response = await page.request.get(`/api/snippets?tag=${DEMO_TAG}`);
    expect(response.ok()).toBe(true);
    const { totalSnippets } = (await response.json()) as { totalSnippets: number };
    expect(totalSnippets).toBeGreaterThan(0);

    await page.goto(`/snippets?tag=${DEMO_TAG}`);
    await expect(page.getByTestId('filter-chip-tag')).toHaveText(`Tag: #${DEMO_TAG}`);
    await expect(page.getByTestId('results-count')).toHaveText(
      new RegExp(`^${totalSnippets} snippets?( ·|$)`),
    );
    await expectSettledGrid(page);
    await expect(page.getByTestId('snippet-card')).toHaveCount(Math.min(totalSnippets, 12));
  });

  test('a tag on a card goes to browse by that tag', async ({ page }) => {
    await page.goto('/snippets');
    await expectSettledGrid(page);
    const tagLink = page.getByTestId('snippet-card').first().getByTestId('tag-link').first();
    const tag = ((await tagLink.textContent()) ?? '').replace(/^#/, '');
    await tagLink.click();
    await expect(page).toHaveURL(`/snippets?tag=${encodeURIComponent(tag)}`);
    await expect(page.getByTestId('filter-chip-tag')).toHaveText(`Tag: #${tag}`);
  });

  test('the navbar Quick Search lands on the results', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('search-button').click();
    await page.getByTestId('quick-search-input').fill('ampscript');
    await page.getByTestId('quick-search-input').press('Enter');
    await expect(page).toHaveURL('/snippets?search=ampscript&page=1');
    await expect(page.getByTestId('browse-search')).toHaveValue('ampscript');
    await expect(page.getByTestId('filter-chip-search')).toBeVisible();
    await expectSettledGrid(page);
    await expect(page.getByTestId('snippet-card').first()).toBeVisible();
  });
});

test.describe('Languages added after the SPEC', () => {
  test('SOQL is a language of its own, with the demo SOQL snippets and their own highlighting', async ({
    page,
  }) => {
    await page.goto('/snippets');
    await expectSettledGrid(page);
    expect(await optionLabels(page, 'filter-language')).toEqual(
      expect.arrayContaining(['SOQL', 'Visualforce', 'Aura', 'Other languages']),
    );
    await page.getByTestId('filter-language').selectOption('soql');
    await expect(page).toHaveURL('/snippets?language=soql');
    await expectSettledGrid(page);
    const cards = page.getByTestId('snippet-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId('language-badge').filter({ hasNotText: 'SOQL' })).toHaveCount(0);
    await expect(cards.filter({ hasText: 'Polymorphic TYPEOF Query on Task.What' })).toHaveCount(1);

    await cards
      .filter({ hasText: 'Polymorphic TYPEOF Query on Task.What' })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByTestId('language-badge').first()).toHaveText('SOQL');
    const code = page.getByTestId('snippet-code');
    await expect(code).toHaveAttribute('data-highlighted', 'true');
    // The SOQL grammar knows TYPEOF, which the SQL dialects do not.
    await expect(code.locator('.tok-keyword', { hasText: /^TYPEOF$/ }).first()).toBeVisible();
  });

  test("the home page's 'Other' tile lists SOQL, Visualforce and Aura snippets", async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-tiles').getByRole('link', { name: /Other/ }).click();
    await expect(page).toHaveURL('/snippets?language=other');
    await expect(page.getByTestId('filter-chip-language')).toHaveText('Language: Other languages');
    await expectSettledGrid(page);
    await expect(page.getByTestId('snippet-card').first()).toBeVisible();
    await expect(
      page.getByTestId('language-badge').filter({ hasNotText: /^(SOQL|Visualforce|Aura)$/ }),
    ).toHaveCount(0);
  });
});

test.describe('Browse snippets on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the filters fold behind a "Filters (n)" button that counts the active ones', async ({ page }) => {
    await page.goto('/snippets?language=apex&sort=az');
    await expectSettledGrid(page);
    const toggle = page.getByTestId('filters-toggle');
    await expect(toggle).toHaveText('Filters (2)');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('browse-search')).toBeVisible();
    await expect(page.getByTestId('filter-platform')).toBeHidden();
    // The first result is on the first screen, not below a page of selects.
    await expect(page.getByTestId('snippet-card').first()).toBeInViewport();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('filter-platform').selectOption('crm');
    await expect(page).toHaveURL('/snippets?platform=crm&language=apex&sort=az');
    await expect(toggle).toHaveText('Filters (3)');
    await expect(page.getByTestId('filter-category')).toBeVisible();

    await toggle.click();
    await expect(page.getByTestId('filter-platform')).toBeHidden();
  });
});
