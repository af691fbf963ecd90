import type { FastifyInstance } from 'fastify';

/**
 * What the server asks itself before it listens (decision 063): a list page and a misspelt two-word search, which
 * runs every tier of a search (the head, the code, the corrections with their trigrams, the relaxed words). The
 * first request after a start otherwise paid for it all: Fastify's serializers built, PostgreSQL's plans of the
 * search's SQL functions made and pg_trgm loaded on the connection, V8's code still cold (347 ms for
 * `Platform.Load` at 100,000 snippets, against 40–60 ms once warm, same load).
 */
export const WARM_UP_PATHS = ['/api/snippets', '/api/snippets?search=trigger%20handlr'];

/** Sends WARM_UP_PATHS through the app; a failure is logged and does not stop the start. */
export async function warmUp(app: Pick<FastifyInstance, 'inject' | 'log'>): Promise<void> {
  const started = performance.now();
  for (const url of WARM_UP_PATHS) {
    try {
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200)
        app.log.warn({ url, status: response.statusCode }, 'warm-up request failed');
    } catch (error) {
      app.log.warn({ url, err: error }, 'warm-up request failed');
    }
  }
  app.log.info({ ms: Math.round(performance.now() - started) }, 'warmed up');
}
