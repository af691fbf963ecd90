import type { FastifyInstance } from 'fastify';
import type { ApiTransport } from './renderer.js';

/** Marks the page renderer's own reads, so request logs and hooks can tell them from visitors' calls. */
export const PAGE_READ_HEADER = 'x-page-render';

/**
 * How a page being rendered reads its data: the API's own route handlers, run in this process through Fastify's
 * injection (no socket, no HTTP round trip), so a page gets exactly the JSON, the validation and the visitor's view
 * that the browser would get from the API (decision 032). Only reads: a page never writes.
 */
export function pageDataTransport(app: FastifyInstance): ApiTransport {
  return async ({ method, path, params }) => {
    if (method !== 'GET' || !path.startsWith('/api/')) return { status: 405, body: undefined };
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value !== undefined && value !== null && value !== '') query[key] = String(value);
    }
    const response = await app.inject({
      method: 'GET',
      url: path,
      query,
      headers: { accept: 'application/json', [PAGE_READ_HEADER]: '1' },
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };
}
