import { SECRETS } from '@cloud-snippets/contract';
import { failure, type ExitKind } from './exit-codes.js';

/** The site's error body (one shape for every route): a message, and for a 400 the fields at fault. */
interface SiteError {
  message?: string;
  errors?: { field: string; error: string }[];
}

const KIND_BY_STATUS: Record<number, ExitKind> = {
  400: 'refused',
  401: 'auth',
  403: 'forbidden',
  404: 'notFound',
  409: 'refused',
  413: 'refused',
  429: 'refused',
};

/** `https://snippets.example.com/` → `https://snippets.example.com`; anything but http(s) is refused. */
export function normalizeInstanceUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw failure(
      'refused',
      `"${raw}" is not a web address: give the site's address, e.g. https://snippets.example.com.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw failure(
      'refused',
      `"${raw}" is not a web address: give the site's address, e.g. https://snippets.example.com.`,
    );
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The Cloud Snippets API as the CLI calls it: JSON in and out, the token as a Bearer header, and every failure turned
 * into the site's own message with the exit code of its kind.
 */
export class SnippetsApi {
  constructor(
    readonly instanceUrl: string,
    private readonly token?: string,
  ) {}

  get<T>(path: string): Promise<T> {
    return this.request<T>('GET', path);
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('POST', path, body);
  }

  put<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('PUT', path, body);
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'sf-snippets' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.instanceUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      const cause =
        error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw failure('network', `No answer from ${this.instanceUrl}: ${cause}.`, [
        'Check the address (sf snippets login --instance-url) and your connection.',
      ]);
    }
    const text = await response.text();
    const parsed = text ? (safeJson(text) as unknown) : undefined;
    if (response.ok) return parsed as T;
    throw this.errorOf(response.status, (parsed ?? { message: text }) as SiteError);
  }

  private errorOf(status: number, body: SiteError) {
    const message = body.message || `The site answered ${status}.`;
    const fields = body.errors?.map((error) => `${error.field}: ${error.error}`) ?? [];
    if (status === 400 && message === SECRETS.snippetRefused)
      return failure('refusedByChecks', message, fields, body);
    const kind = KIND_BY_STATUS[status];
    if (kind === 'auth') return failure('auth', message, ['Sign in again: sf snippets login'], body);
    if (kind) return failure(kind, message, fields.length ? fields : undefined, body);
    return failure('other', message, undefined, body);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 500) };
  }
}
