import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { coalesceReads } from './coalesce-reads.js';

/** What a page renderer answers: the page's status, its own headers (content type, location…) and its HTML. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  html: string;
}

/**
 * A page whose data has been read but not yet rendered: `dataKey` names everything its HTML is made from beside its
 * URL and the build (the bodies its reads answered), so a kept page with the same key is the page render() would
 * make. null: render it (a redirect, an answer for one request).
 */
export interface PreparedPage {
  dataKey: string | null;
  render: () => Promise<RenderedPage>;
}

/** A rendered page as it is sent and kept: the body encoded once, and a weak ETag of it for 200s. */
export interface StoredPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string | null;
  /** The content version it was rendered at or last found current at; null for a page for one request only. */
  version: number | null;
  /** What it was rendered from (PreparedPage.dataKey). */
  dataKey: string | null;
  /** The body compressed for each encoding a client asked for, made once per kept page (see encodedBody). */
  encoded: Partial<Record<PageEncoding, Buffer>>;
}

export type PageEncoding = 'br' | 'gzip';

/**
 * Brotli for pages at quality 5, as on the fly, not the build's 11: on a 75 KB snippet page 11 took 98 ms of the
 * event loop for 10.0 KB, 5 took 1.3 ms for 11.4 KB (this machine, 2026-11-24), and a page is compressed again after
 * every render.
 */
const PAGE_BROTLI_QUALITY = 5;

/** A kept page's body compressed once, on its first request in that encoding, instead of on every hit. */
export function encodedBody(page: StoredPage, encoding: PageEncoding): Buffer {
  let body = page.encoded[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(page.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
            },
          })
        : gzipSync(page.body, { level: 9 });
    page.encoded[encoding] = body;
  }
  return body;
}

export interface PageCacheOptions {
  /** Bytes of page bodies kept (least recently used go first); 0 keeps none, every page is rendered. */
  maxBytes: number;
  /** The longest a page is reused although the content version has not moved (view counts move without it). */
  ttlMs: number;
  /** The shared content version (decision 030). */
  readVersion: () => Promise<number>;
}

/** hit: kept at the current version; revalidated: its data read again and found unchanged; miss: rendered. */
export type PageCacheOutcome = 'hit' | 'revalidated' | 'miss';

/** What an entry costs beside its body: headers, ETag, the key and the LRU's bookkeeping, roughly. */
const ENTRY_OVERHEAD_BYTES = 512;

/** A weak validator of the body alone: an unrelated write does not change it, so a revalidation still gets 304. */
export function weakEtag(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match against an ETag, by the weak comparison RFC 9110 §13.1.2 prescribes for GET. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/** Encodes a rendered page for sending (and keeping, when a version is given). */
export function storedPage(
  page: RenderedPage,
  version: number | null,
  dataKey: string | null = null,
): StoredPage {
  const body = Buffer.from(page.html, 'utf8');
  return {
    status: page.status,
    headers: page.headers,
    body,
    etag: page.status === 200 ? weakEtag(body) : null,
    version,
    dataKey,
    encoded: {},
  };
}

/**
 * Rendered pages by key (the URL path and query), each valid while the shared content version is the one it was
 * rendered at, and for ttlMs at most. When the version has moved, the page's data is read again (prepare) and the
 * kept page is reused if that data is what it was rendered from: a write elsewhere costs a page its reads, not its
 * render. Concurrent misses for one key at one version prepare and render once. Only 200s are kept: other statuses
 * are rendered for each request (see decision 030 for why 404s are not kept).
 */
export function createPageCache({ maxBytes, ttlMs, readVersion }: PageCacheOptions) {
  const pages =
    maxBytes > 0
      ? new LRUCache<string, StoredPage>({
          maxSize: maxBytes,
          // The compressed copies come later and are a fraction of the body: counted as a third of it up front.
          sizeCalculation: (page) => Math.ceil(page.body.length * 1.34) + ENTRY_OVERHEAD_BYTES,
          ttl: ttlMs,
        })
      : null;
  /** Renders under way, by version and key. */
  const renders = new Map<string, Promise<{ page: StoredPage; outcome: PageCacheOutcome }>>();
  const currentVersion = coalesceReads(readVersion);

  async function refresh(
    key: string,
    version: number,
    kept: StoredPage | undefined,
    prepare: () => Promise<PreparedPage>,
  ): Promise<{ page: StoredPage; outcome: PageCacheOutcome }> {
    const prepared = await prepare();
    if (kept && prepared.dataKey !== null && kept.dataKey === prepared.dataKey) {
      // The same data: the kept page is current at this version too (its body, ETag and encodings unchanged; it
      // still leaves the cache ttlMs after it was rendered).
      if ((kept.version ?? 0) < version) kept.version = version;
      return { page: kept, outcome: 'revalidated' };
    }
    const stored = storedPage(await prepared.render(), version, prepared.dataKey);
    const latest = pages?.peek(key);
    // A slower render must not replace a page rendered at a later version.
    if (stored.status === 200 && (!latest || (latest.version ?? 0) <= version)) pages?.set(key, stored);
    return { page: stored, outcome: 'miss' };
  }

  function refreshOnce(
    key: string,
    version: number,
    kept: StoredPage | undefined,
    prepare: () => Promise<PreparedPage>,
  ) {
    const renderKey = `${version} ${key}`;
    let rendering = renders.get(renderKey);
    if (!rendering) {
      rendering = refresh(key, version, kept, prepare).finally(() => renders.delete(renderKey));
      renders.set(renderKey, rendering);
    }
    return rendering;
  }

  return {
    /**
     * The page for the key: kept, when current at the content version; else its data read again, and the kept page
     * reused when that data is unchanged or a new one rendered (once for concurrent requests).
     */
    async get(
      key: string,
      prepare: () => Promise<PreparedPage>,
    ): Promise<{ page: StoredPage; outcome: PageCacheOutcome }> {
      const version = await currentVersion();
      const kept = pages?.get(key);
      if (kept && kept.version === version) return { page: kept, outcome: 'hit' };
      return refreshOnce(key, version, kept, prepare);
    },

    /** Forgets every kept page (when the content version could not be moved on). */
    clear() {
      pages?.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
