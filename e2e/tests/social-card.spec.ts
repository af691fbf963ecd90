import { expect, test } from '../fixtures';

/** The width and height a PNG's header (IHDR, right after the 8-byte signature) declares. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('a snippet page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('names its social card in og:image, and the built server draws it: a 1200×630 PNG, cached for a year', async ({
    page,
  }) => {
    const response = await page.request.get('/api/snippets?sort=popular&limit=1');
    const { snippets } = (await response.json()) as { snippets: { slug: string; title: string }[] };
    const snippet = snippets[0]!;
    await page.goto(`/snippets/${snippet.slug}`);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`/media/og/snippets/${snippet.slug}-[0-9a-f]{16}\\.png$`));
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      new RegExp(`^${snippet.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — `),
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    const card = await page.request.get(new URL(image!).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(card.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
  });
});

test.describe('a page without a card of its own', () => {
  test.use({ javaScriptEnabled: false });

  test("names the site's card, a 1200×630 PNG the built server serves", async ({ page }) => {
    await page.goto('/snippets');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(image!).pathname).toBe('/social-card.png');
    const card = await page.request.get('/social-card.png');
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
  });
});
