import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STORAGE_KEYS } from '../../contract/src/storage-keys';
import { expect, test } from '../fixtures';

/** The element that carries a rendered page's data, the last of its body (web/src/ssr/document.tsx). */
const PAYLOAD_TAG = '<script id="page-state"';

/**
 * A proxy in front of the worker's server that sends the page at `path` in two parts: all of it up to its data, at
 * once, and the rest when `release` is called; everything else passes through. A page that is slow to arrive (a
 * slow network, a long page) is painted before its end is there.
 */
async function slowPageProxy(upstream: string, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/', upstream);
    if (incoming.url === path) {
      void (async () => {
        const html = await (await fetch(target, { headers: { accept: 'text/html' } })).text();
        const end = html.indexOf(PAYLOAD_TAG);
        outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        outgoing.write(html.slice(0, end));
        await released;
        outgoing.end(html.slice(end));
      })();
      return;
    }
    const upstreamRequest = forward(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a page painted before its end has arrived hydrates once it has, never before', async ({
  page,
  baseURL,
}) => {
  const proxy = await slowPageProxy(baseURL!, '/snippets');
  try {
    // The app's first act is to drop an unreadable stored session: whether it has run is read from the storage.
    await page.addInitScript((key) => localStorage.setItem(key, 'not-a-token'), STORAGE_KEYS.token);
    await page.goto(proxy.url, { waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
      .toBe(1);
    // Painted, its modules fetched, its data not yet there: the app must wait. Run now, it found no data and never
    // hydrated the page (1 load in 9 at 4× CPU).
    const ranEarly = await page
      .waitForFunction((key) => localStorage.getItem(key) === null, STORAGE_KEYS.token, { timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    expect(ranEarly, 'the app ran before the page had arrived').toBe(false);
    proxy.release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    // And it answers: the quick search opens from the hydrated navigation bar.
    await page.getByTestId('search-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  } finally {
    proxy.release();
    await proxy.close();
  }
});

test('a page asks for its modules after its first paint, and none more while it hydrates', async ({
  page,
}) => {
  const response = await page.request.get('/api/snippets?limit=1');
  const [snippet] = ((await response.json()) as { snippets: { slug: string }[] }).snippets;
  await page.goto(`/snippets/${snippet!.slug}`);
  // Scripts asked for before the paint are, in Lighthouse's simulation of a phone, scripts that hold the paint back.
  const early = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && !entry.name.includes('head-script'))
      .filter((entry) => entry.startTime < paint)
      .map((entry) => entry.name);
  });
  expect(early).toEqual([]);
  // The head script preloads what the server listed; the page adds no preloads of its own while it hydrates (the
  // bundler's preload helper appended one per chunk of each late part, inside hydration's tasks).
  const listed = await page
    .locator('script[data-entry]')
    .evaluate((script) => [
      script.getAttribute('data-entry') ?? '',
      ...(script.getAttribute('data-modules') ?? '').split(' '),
    ]);
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloads.sort()).toEqual([...new Set(listed.filter(Boolean))].sort());
});
