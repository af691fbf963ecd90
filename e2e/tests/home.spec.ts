import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';

/** Records every value the snippets counter shows, from the first render on (read with `counterValues`). */
async function recordSnippetCounter(page: Page) {
  await page.addInitScript(() => {
    const values: number[] = [];
    (window as unknown as { counterValues: number[] }).counterValues = values;
    new MutationObserver(() => {
      const counter = document.querySelector('[data-testid="counter-snippets"]');
      const value = Number.parseInt(counter?.textContent ?? '', 10);
      if (counter && values.at(-1) !== value) values.push(value);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const counterValues = (page: Page) =>
  page.evaluate(() => (window as unknown as { counterValues: number[] }).counterValues);

test.describe('Home', () => {
  test('hero for a visitor, counters that climb to their values, language chips', async ({ page }) => {
    const response = await page.request.get('/api/users/top-contributors');
    const { data } = (await response.json()) as { data: { totalContributors: number } };
    const languages = (
      (await (await page.request.get('/api/snippets/languages')).json()) as {
        languages: { name: string }[];
      }
    ).languages;

    await recordSnippetCounter(page);
    // The page's time moves only when the test moves it: on a loaded machine one late frame could otherwise carry
    // the counter from 0 to 100 with nothing in between.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Browse Snippets' })).toHaveAttribute('href', '/snippets');
    await expect(main.getByRole('link', { name: 'Join the Community' })).toHaveAttribute('href', '/register');

    // The first HTML carries the real figure; once hydrated, the counter climbs to it from 0 (SPEC §2). The app's
    // scripts load after the first paint (a frame and a timer of the page's paused clock).
    const snippets = page.getByTestId('counter-snippets');
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return page.locator('html').getAttribute('data-hydrated');
      })
      .toBe('');
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return snippets.textContent();
      })
      .toBe('100+');
    await page.clock.resume();
    const [served, ...climb] = await counterValues(page);
    expect(served).toBe(100);
    expect(climb[0]).toBe(0);
    expect(climb.at(-1)).toBe(100);
    expect(climb.some((value) => value > 0 && value < 100)).toBe(true);
    expect([...climb].sort((a, b) => a - b)).toEqual(climb);
    await expect(snippets).toHaveText('100+');
    await expect(page.getByTestId('counter-contributors')).toHaveText(String(data.totalContributors));
    await expect(page.getByTestId('counter-languages')).toHaveText(String(languages.length));

    const chips = page.getByTestId('language-chips').getByRole('link');
    await expect(chips).toHaveText(languages.slice(0, 4).map((language) => language.name));
  });

  test('with reduced motion the counters show their values at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordSnippetCounter(page);
    // The page's time moves only when the test moves it: on a loaded machine one late frame could otherwise carry
    // the counter from 0 to 100 with nothing in between.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/');
    await expect(page.getByTestId('counter-snippets')).toHaveText('100+');
    expect(await counterValues(page)).toEqual([100]);
  });

  test('a member gets Create Snippet instead of Join the Community', async ({ page, member }) => {
    await signIn(page, member);
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Create Snippet' })).toHaveAttribute(
      'href',
      '/snippets/create',
    );
    await expect(main.getByRole('link', { name: 'Join the Community' })).toHaveCount(0);
  });

  test('the eight category links, featured snippets, language tiles and top contributors', async ({
    page,
  }) => {
    await page.goto('/');
    const categories = page.getByTestId('home-categories').getByRole('listitem').getByRole('link');
    await expect(categories).toHaveCount(8);
    const expected: [string, string][] = [
      ['Email & Content', '/snippets?platform=sfmc&category=email'],
      ['Automation & Journey Builder', '/snippets?platform=sfmc&category=automation'],
      ['AMPscript & SSJS', '/snippets?platform=sfmc&category=scripting'],
      ['API Integration', '/snippets?platform=sfmc&category=api'],
      ['Apex Development', '/snippets?platform=crm&category=apex'],
      ['Lightning Web Components', '/snippets?platform=crm&category=lwc'],
      ['Visualforce', '/snippets?platform=crm&category=visualforce'],
      ['Integration Patterns', '/snippets?platform=crm&category=integration'],
    ];
    for (const [index, [name, href]] of expected.entries()) {
      await expect(categories.nth(index)).toHaveText(name);
      await expect(categories.nth(index)).toHaveAttribute('href', href);
    }

    const featured = (await (await page.request.get('/api/snippets/featured?limit=6')).json()) as {
      snippets: { title: string }[];
    };
    const cards = page.getByTestId('featured-snippets').getByTestId('snippet-card-link');
    await expect(cards).toHaveText(featured.snippets.map((snippet) => snippet.title));

    const tiles = page.getByTestId('language-tiles').getByRole('link');
    await expect(tiles).toHaveCount(8);
    await expect(tiles.filter({ hasText: 'AMPscript' })).toHaveAttribute(
      'href',
      '/snippets?language=ampscript',
    );
    await tiles.filter({ hasText: 'SQL' }).click();
    await expect(page).toHaveURL('/snippets?language=sql');
    await page.goBack();

    const top = (await (await page.request.get('/api/users/top-contributors')).json()) as {
      data: { users: { username: string; snippetCount: number }[] };
    };
    const contributors = page.getByTestId('contributor-card');
    await expect(contributors).toHaveCount(top.data.users.length);
    for (const [index, user] of top.data.users.entries()) {
      await expect(contributors.nth(index)).toHaveAttribute('href', `/users/${user.username}`);
      await expect(contributors.nth(index)).toContainText(`${user.snippetCount} snippets`);
    }
    // Avatars are sized in the markup, so nothing shifts while they load.
    await expect(contributors.first().locator('img')).toHaveAttribute('width', '64');
  });

  test('failures are swallowed silently: empty states and no messages', async ({ page }) => {
    // The server renders the first page with its data; the browser's own calls fail on the way back Home.
    await page.goto('/snippets');
    await page.route('**/api/users/top-contributors*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.route('**/api/snippets/featured*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('featured-empty')).toBeVisible();
    await expect(page.getByTestId('contributors-empty')).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });
});
