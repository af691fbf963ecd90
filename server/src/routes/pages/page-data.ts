import type { FastifyInstance } from 'fastify';
import type { ApiTransport } from './renderer.js';

/**
 * How a page being rendered reads its data: the API's own handlers for the routes marked `pageData`, called
 * directly with a visitor's view (`app.readForPage`: no HTTP, no injected request, no JSON round trip), so a page
 * gets exactly the body the browser would get from the API, validated and encoded by the same schemas (decision
 * 032). Only reads: a page never writes.
 */
export function pageDataTransport(app: FastifyInstance): ApiTransport {
  return async ({ method, path, params }) => {
    if (method !== 'GET' || !path.startsWith('/api/')) return { status: 405, body: undefined };
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value !== undefined && value !== null && value !== '') query[key] = String(value);
    }
    return app.readForPage(path, query);
  };
}
