import { expect, test } from '../fixtures';

test.describe('Compression of the built site', () => {
  test('pages, JSON and the built assets come in brotli or gzip, and as they are to a client that accepts neither', async ({
    request,
  }) => {
    const home = await request.get('/', { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    const assets = [...(await home.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1]!,
    );
    // The entry script and the stylesheet at least: the build's own files, precompressed.
    expect(assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThan(0);
    expect(assets.filter((asset) => asset.endsWith('.css')).length).toBeGreaterThan(0);

    for (const url of ['/', '/snippets', '/api/snippets', ...assets]) {
      const accept = url.startsWith('/api/') ? 'application/json' : 'text/html';
      const plain = await request.get(url, { headers: { accept, 'accept-encoding': 'identity' } });
      expect(plain.status(), url).toBe(200);
      expect(plain.headers()['content-encoding'], url).toBeUndefined();
      for (const encoding of ['br', 'gzip']) {
        const response = await request.get(url, { headers: { accept, 'accept-encoding': encoding } });
        expect(response.headers()['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(response.headers().vary, url).toContain('accept-encoding');
        if (url.startsWith('/assets/')) {
          expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
          expect((await response.body()).equals(await plain.body()), url).toBe(true);
        }
      }
    }
  });
});
