import { HTTP_ERRORS, type FieldError } from '@cloud-snippets/contract';
import { notify } from './notify';
import { session } from './session';

/**
 * The one place for the API base URL, the bearer token and the global HTTP rules of SPEC §8:
 * 401 → log out and go to /login; 403, 5xx and "no response" → a global error message.
 */

/** Same origin by default; VITE_API_URL points the app at another host. */
export const API_BASE_URL: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

/** An API call that failed. `message` is the server's message when it sent one, else the caller's default. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, or null when no response arrived. */
    readonly status: number | null,
    /** The server's own `message`, when the body carried one. */
    readonly serverMessage: string | undefined,
    /** SPEC §5 field errors (`errors: [{ field, error }]`). */
    readonly fieldErrors: FieldError[] = [],
    /** The parsed response body, for screens that read other keys (e.g. `error`). */
    readonly data: unknown = undefined,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === null;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised unless it is FormData. */
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined | null>;
  /** The message when the server sends none (SPEC §8 defaults, from contract DEFAULT_ERRORS). */
  defaultError?: string;
  /** Use this token instead of the session's (null: send none). */
  token?: string | null;
  /** Skip the global messages (for calls that must fail silently). */
  silent?: boolean;
  /** A 401 clears the session; false skips the redirect to /login (the startup check). Default true. */
  redirectOnUnauthorized?: boolean;
  signal?: AbortSignal;
}

/** A request as the transport sees it: the path under the API, its query parameters, the headers and body. */
export interface TransportRequest {
  method: NonNullable<RequestOptions['method']>;
  path: string;
  params: RequestOptions['params'];
  headers: Record<string, string>;
  body: BodyInit | undefined;
  signal: AbortSignal | undefined;
}

/** What came back: the status and the parsed body (undefined when empty). */
export interface TransportResponse {
  status: number;
  body: unknown;
}

/** How a request reaches the API: fetch in the browser; the server's own reader while it renders a page. */
export type ApiTransport = (request: TransportRequest) => Promise<TransportResponse>;

const fetchTransport: ApiTransport = async ({ method, path, params, headers, body, signal }) => {
  const response = await fetch(buildUrl(path, params), { method, headers, body, signal });
  return { status: response.status, body: await readBody(response) };
};

let transport: ApiTransport = fetchTransport;

/** The server-side renderer reads through the repositories instead of over HTTP (decision 032). */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  window.location.assign('/login');
};

/** The router registers how to go to /login without a full reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

function buildUrl(path: string, params: RequestOptions['params']): string {
  const url = `${API_BASE_URL}${path}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function stringKey(data: unknown, key: string): string | undefined {
  if (data && typeof data === 'object' && key in data) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

function fieldErrorsOf(data: unknown): FieldError[] {
  if (!data || typeof data !== 'object' || !('errors' in data) || !Array.isArray(data.errors)) return [];
  return data.errors.filter(
    (item): item is FieldError =>
      !!item && typeof item === 'object' && typeof item.field === 'string' && typeof item.error === 'string',
  );
}

/** Performs one API call and applies the global rules; resolves with the parsed body or throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    params,
    defaultError = 'Request failed',
    silent = false,
    redirectOnUnauthorized = true,
    signal,
  } = options;
  const token = options.token === undefined ? session.token() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: TransportResponse;
  try {
    response = await transport({ method, path, params, headers, body: payload, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    if (!silent) notify.error(HTTP_ERRORS.network);
    throw new ApiError(defaultError, null, undefined);
  }

  const data = response.body;
  if (response.status >= 200 && response.status < 300) return data as T;

  const serverMessage = stringKey(data, 'message');
  const error = new ApiError(
    serverMessage ?? defaultError,
    response.status,
    serverMessage,
    fieldErrorsOf(data),
    data,
  );

  if (response.status === 401) {
    // Only a call that carried a token means "your session is gone"; a failed sign-in is the caller's business.
    if (token && token === session.token()) {
      session.clear();
      if (redirectOnUnauthorized) onUnauthorized();
    }
  } else if (!silent && response.status === 403 && token) {
    // A member refused what their session may not do. Without a session, a 403 is the answer itself (a suspended
    // member signing in): the caller shows the server's words.
    notify.error(HTTP_ERRORS.forbidden);
  } else if (!silent && response.status >= 500) {
    notify.error(HTTP_ERRORS.server);
  }
  throw error;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
