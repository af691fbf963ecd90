import { randomBytes } from 'node:crypto';

const SLUG_MAX = 80;

/**
 * Slugs that would be shadowed by a fixed route (GET /api/snippets/featured, the page /snippets/create…):
 * a snippet titled "Featured" gets a suffix instead.
 */
export const RESERVED_SLUGS = new Set(['create', 'featured', 'popular', 'languages', 'tags', 'edit', 'new']);

/** "Send a Triggered Send via WSProxy!" → "send-a-triggered-send-via-wsproxy". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'snippet';
}

/** The base slug with a short random suffix, for when the base is taken. */
export function withSuffix(base: string): string {
  return `${base.slice(0, SLUG_MAX - 7)}-${
    randomBytes(4)
      .toString('base64url')
      .replace(/[^a-z0-9]/gi, '')
      .toLowerCase()
      .slice(0, 6) || 'x'
  }`;
}

/** Random hex characters after an unlisted snippet's base slug: 96 bits, as unguessable as a secret gist's id. */
export const SECRET_SUFFIX_CHARS = 24;

/** An unlisted snippet's slug: its address is the secret, so its end is random (decision 042). */
export function withSecretSuffix(base: string): string {
  return `${base.slice(0, SLUG_MAX - SECRET_SUFFIX_CHARS - 1)}-${randomBytes(SECRET_SUFFIX_CHARS / 2).toString('hex')}`;
}
