import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Cumulative Layout Shift as browsers report it: the largest session window of layout shifts (shifts less than
 * 1 s apart, at most 5 s long) not caused by input, recorded from the page's first script on.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { time: number; value: number }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push({ time: entry.startTime, value: entry.value });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { time: number; value: number }[] }).layoutShifts,
    );
    let largest = 0;
    let current = 0;
    let start = -Infinity;
    let last = -Infinity;
    for (const { time, value } of shifts) {
      if (time - last > 1000 || time - start > 5000) {
        current = 0;
        start = time;
      }
      current += value;
      last = time;
      largest = Math.max(largest, current);
    }
    return largest;
  };
}

/** The seeded snippet with the most comments. */
async function commentedSnippetPath(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/api/snippets?limit=50')).json()) as {
    snippets: { slug: string; commentCount: number }[];
  };
  const [snippet] = list.snippets.toSorted((a, b) => b.commentCount - a.commentCount);
  return `/snippets/${snippet!.slug}`;
}

// Pages are loaded to the end (data, highlighted code, comments rendered from Markdown), so every shift counts.
const PAGES: [string, (request: APIRequestContext) => Promise<string>, (page: Page) => Locator[]][] = [
  ['home', async () => '/', (page) => [page.getByTestId('home-counters')]],
  [
    'a snippet with comments',
    commentedSnippetPath,
    (page) => [page.getByTestId('comment-list'), page.locator('[data-highlighted="true"]').first()],
  ],
  ['a profile', async () => '/users/journey_jorge', (page) => [page.getByTestId('user-snippets')]],
];

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`Layout shift at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const [name, pathOf, loaded] of PAGES) {
      test(`${name} loads with CLS at most 0.02 (the footer never jumps)`, async ({ page }) => {
        const cls = await watchLayoutShifts(page);
        await page.goto(await pathOf(page.request));
        for (const part of loaded(page)) await expect(part).toBeVisible();
        await expect(page.locator('[data-markdown-pending]')).toHaveCount(0);
        expect(await cls()).toBeLessThanOrEqual(0.02);
      });
    }
  });
}
