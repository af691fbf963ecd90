import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';

interface Card {
  slug: string;
  title: string;
}

/** A demo snippet, read through the API. */
async function demoSnippet(request: APIRequestContext): Promise<Card> {
  const response = await request.get('/api/snippets?author=apex_arjun&sort=az&limit=1');
  const { snippets } = (await response.json()) as { snippets: Card[] };
  expect(snippets.length).toBe(1);
  return snippets[0]!;
}

/**
 * Another site's page: a server of the test's own on another port (another origin), with the CSP it is given.
 * A real server rather than an intercepted request: Chromium treats a page it did not load from an address as
 * public, and its Local Network Access rules then refuse the embed's loopback address.
 */
const hosts: Server[] = [];
async function hostPage(html: string, csp: string): Promise<{ url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hosts.push(server);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/` };
}

test.afterEach(async () => {
  for (const server of hosts.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test.describe('embeds on another site', () => {
  test('the script form shows the snippet highlighted in the host page, whose styles stay its own', async ({
    page,
    baseURL,
  }) => {
    const snippet = await demoSnippet(page.request);
    const origin = new URL(baseURL!).origin;
    const host = await hostPage(
      `<!DOCTYPE html><html><head><title>A blog</title></head><body>
        <p id="before">Here is the trigger I use:</p>
        <script src="${origin}/embed/${snippet.slug}.js"></script>
        <p id="after">That is all.</p></body></html>`,
      `default-src 'none'; script-src ${origin}`,
    );
    await page.goto(host.url, { waitUntil: 'load' });
    const embed = page.locator(`[data-cloud-snippet="${snippet.slug}"]`);
    await expect(embed.locator('.cs-title')).toHaveText(snippet.title);
    await expect(embed.locator('.tok-keyword').first()).toBeVisible();
    // Links go to the site's public address (PUBLIC_URL), whichever address served the embed.
    await expect(embed.locator('.cs-title')).toHaveAttribute(
      'href',
      new RegExp(`/snippets/${snippet.slug}$`),
    );
    // Right after its script tag, between the paragraphs around it.
    const next = await page.evaluate(() => {
      const script = document.querySelector('script[src*="/embed/"]');
      const host = script?.nextElementSibling;
      return [host?.getAttribute('data-cloud-snippet'), host?.nextElementSibling?.id];
    });
    expect(next).toEqual([snippet.slug, 'after']);
    // Its stylesheet applies under the host's CSP (no 'unsafe-inline'), and does not leak into the host page.
    await expect(embed.locator('.cs-embed')).toHaveCSS('border-top-left-radius', '12px');
    await expect(page.locator('#before')).toHaveCSS('font-family', /Times|serif/i);
  });

  test('the iframe form shows it in dark colours when asked, and links back', async ({ page, baseURL }) => {
    const snippet = await demoSnippet(page.request);
    const origin = new URL(baseURL!).origin;
    const host = await hostPage(
      `<!DOCTYPE html><html><body><iframe src="${origin}/embed/${snippet.slug}?theme=dark" width="720" height="420"></iframe></body></html>`,
      `default-src 'none'; frame-src ${origin}`,
    );
    await page.goto(host.url, { waitUntil: 'load' });
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('.cs-title')).toHaveText(snippet.title);
    await expect(frame.locator('.tok-keyword').first()).toBeVisible();
    await expect(frame.locator('.cs-embed')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
    await expect(frame.getByRole('link', { name: 'view on Cloud Snippets' })).toHaveAttribute(
      'href',
      new RegExp(`/snippets/${snippet.slug}$`),
    );
  });

  test('the snippet page offers both forms to copy', async ({ page }) => {
    const snippet = await demoSnippet(page.request);
    await page.goto(`/snippets/${snippet.slug}`);
    const codes = page.getByTestId('embed-codes');
    await codes.getByText('Embed this snippet on another site').click();
    await expect(codes).toContainText(`/embed/${snippet.slug}.js"></script>`);
    await expect(codes).toContainText(`<iframe src="`);
  });
});
