import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Vite's content-hashed file names under /assets, e.g. index-B4x9kQ2a.js: safe to cache forever. */
const HASHED_ASSET = /[/\\]assets[/\\].+-[\w-]{8,}\.\w+$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the web app's index.html (client-side routes), or null when the web app is not built. */
    sendWebApp: ((reply: FastifyReply) => FastifyReply) | null;
  }
}

/** Should this unmatched request get the single-page app rather than a 404? */
export function wantsWebApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/')) return false;
  // Stored images (members' avatars) are a 404 when missing, never the app's HTML.
  if (path.startsWith('/media/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || (request.headers.accept ?? '').includes('text/html');
}

/** Source maps: the web app's whole source, 2 MB of it, for anyone who asks — unless SERVE_SOURCE_MAPS is on. */
const SOURCE_MAP = /\.map$/i;

/** Serves WEB_DIST (the built web app) when it exists; tests and API-only runs skip it. */
export default fp(
  async function webAppPlugin(
    app: FastifyInstance,
    { webDist, serveSourceMaps }: { webDist: string; serveSourceMaps: boolean },
  ) {
    if (!existsSync(join(webDist, 'index.html'))) {
      app.decorate('sendWebApp', null);
      return;
    }
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      // A refused path falls through to the 404 handler, as a missing file does.
      allowedPath: (pathName) => serveSourceMaps || !SOURCE_MAP.test(pathName),
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.decorate('sendWebApp', (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', webDist, { cacheControl: false }),
    );
  },
  { name: 'web-app' },
);
