import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { wantsWebApp } from './web-app.js';

const request = (url: string, accept = '*/*', method = 'GET') =>
  ({ url, method, headers: { accept } }) as unknown as FastifyRequest;

describe('wantsWebApp', () => {
  it('renders a page for page paths, dots in them included', () => {
    for (const url of ['/', '/snippets/some-slug', '/snippets/some-slug/compare/3...7', '/users/amy?tab=x'])
      expect(wantsWebApp(request(url)), url).toBe(true);
  });

  it('leaves missing files, the API and media to their 404', () => {
    for (const url of [
      '/assets/missing-abc12345.js',
      '/favicon.ico',
      '/fonts/x.woff2',
      '/api/nope',
      '/media/a',
    ])
      expect(wantsWebApp(request(url)), url).toBe(false);
  });

  it('renders a page for what a browser navigates to, whatever its name', () => {
    expect(wantsWebApp(request('/old-page.html', 'text/html,application/xhtml+xml'))).toBe(true);
    expect(wantsWebApp(request('/snippets', 'text/html', 'POST'))).toBe(false);
  });
});
