import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Vite's content-hashed file names under /assets — the entry and the stylesheet named and hashed
 * (index-B4x9kQ2a.js), every other chunk its hash alone (CjqHqoGL.js, web/vite.config.ts) — and the build's brotli
 * and gzip copies of them (index-B4x9kQ2a.js.br): safe to cache forever. A file copied from web/public keeps its own
 * name (assets/avatar.png) and is revalidated.
 */
const HASHED_ASSET = /[/\\]assets[/\\](?:[^/\\]+-[\w-]{8,}|[\w-]{8})\.\w+(?:\.br|\.gz)?$/;

/** Should this unmatched request get a rendered page rather than the API's 404? */
export function wantsWebApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/')) return false;
  // Stored images (members' avatars) are a 404 when missing, never the app's HTML.
  if (path.startsWith('/media/')) return false;
  // A file's name ends in an extension (`.js`, `.woff2`); a page's may hold dots too (`compare/3...7`).
  const looksLikeFile = /\.[a-z][a-z0-9]{0,9}$/i.test(path.slice(path.lastIndexOf('/') + 1));
  return !looksLikeFile || (request.headers.accept ?? '').includes('text/html');
}

/** Source maps: the web app's whole source, 2 MB of it, for anyone who asks — unless SERVE_SOURCE_MAPS is on. */
const SOURCE_MAP = /\.map$/i;

/**
 * Serves WEB_DIST's files (the built web app) when it exists; tests and API-only runs skip it. Pages are rendered
 * by the server (routes/pages), so the bare index.html is not served; neither are the server entry (.ssr) and the
 * build manifest (.vite): dot folders stay private.
 */
export default fp(
  async function webAppPlugin(
    app: FastifyInstance,
    { webDist, serveSourceMaps }: { webDist: string; serveSourceMaps: boolean },
  ) {
    if (!existsSync(join(webDist, 'index.html'))) return;
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      index: false,
      // The build writes file.br and file.gz beside each text file (web/vite.config.ts): sent with their
      // Content-Encoding and Vary: Accept-Encoding to a client that accepts them (decision 023).
      preCompressed: true,
      // One route per built file (the build does not change under a running server); any other path is a page.
      // The compressed copies are not URLs of their own.
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      serveDotFiles: false,
      // A refused path falls through to the 404 handler, as a missing file does.
      allowedPath: (pathName) =>
        pathName !== '/index.html' && (serveSourceMaps || !SOURCE_MAP.test(pathName)),
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  },
  { name: 'web-app' },
);
