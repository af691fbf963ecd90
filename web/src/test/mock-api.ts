import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** What a handler answers: a JSON body with a status, a thrown network failure, or a promise of either. */
export type MockAnswer = { status?: number; body?: unknown } | 'network-error';
export type Handler = (request: MockRequest) => MockAnswer | Promise<MockAnswer>;

/**
 * Replaces fetch with handlers keyed by "METHOD /path". Unknown calls answer 404. Defaults: no bot protection,
 * and the language list is missing.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = {
    'GET /api/config': () => ({ body: { captcha: { provider: 'none', siteKey: null } } }),
    ...handlers,
  };
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: MockRequest = {
      method,
      path: url.pathname,
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
    };
    calls.push(request);
    const handler = all[`${method} ${url.pathname}`];
    const answer = handler ? await handler(request) : { status: 404, body: { message: 'Not found' } };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A promise whose resolution the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
