import { collectionPath, profilePath, snippetPath } from '@cloud-snippets/contract';
import type { FastifyInstance } from 'fastify';
import type { CreatedCursor, KeysetStart } from '../../db/keyset.js';

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query while writing a sitemap file. */
export const SITEMAP_BATCH = 5_000;

/**
 * The site's own pages that anyone may open (SPEC §2, access "all"); sign-in and sign-up pages are not content, and
 * the member-only pages are disallowed in robots.txt.
 */
export const PUBLIC_PAGES = ['/', '/snippets', '/community', '/resources', '/contact', '/terms', '/privacy'];

export interface SitemapUrl {
  /** Path from the site's root, already URL-encoded. */
  path: string;
  lastmod?: Date;
}

/** One kind of page the sitemap lists: how many there are, and a range of them in batches. */
export interface SitemapSource {
  /** Names its files when the sitemap is an index: /sitemaps/<name>-<n>.xml. */
  name: 'pages' | 'snippets' | 'members' | 'collections';
  count(): Promise<number>;
  urls(offset: number, count: number): AsyncIterable<SitemapUrl[]>;
}

/**
 * Rows [offset, offset + count) of a (created_at, id) walk, SITEMAP_BATCH at a time: the first batch skips `offset`
 * rows, each next one starts after the last row read, so a file costs one skip however deep it starts.
 */
async function* keysetBatches<Row extends { cursor: CreatedCursor }>(
  readPage: (start: KeysetStart, limit: number) => Promise<Row[]>,
  toUrl: (row: Row) => SitemapUrl,
  offset: number,
  count: number,
): AsyncGenerator<SitemapUrl[]> {
  let start: KeysetStart = { offset };
  for (let read = 0; read < count;) {
    const rows = await readPage(start, Math.min(SITEMAP_BATCH, count - read));
    const last = rows.at(-1);
    if (!last) return;
    yield rows.map(toUrl);
    read += rows.length;
    start = { after: last.cursor };
  }
}

/**
 * What the sitemap lists, in this order: the public pages, every snippet, the public profile of every member
 * with at least one snippet (an empty profile is thin content, and the page spam sign-ups are made for), and every
 * public collection holding a snippet (decision 075).
 */
export function sitemapSources(app: FastifyInstance): SitemapSource[] {
  const snippets = app.snippetsRepository;
  const members = app.usersRepository;
  const collections = app.collectionsRepository;
  return [
    {
      name: 'pages',
      count: async () => PUBLIC_PAGES.length,
      urls: async function* (offset, count) {
        yield PUBLIC_PAGES.slice(offset, offset + count).map((path) => ({ path }));
      },
    },
    {
      name: 'snippets',
      count: () => snippets.total(),
      urls: (offset, count) =>
        keysetBatches(
          snippets.sitemapPage,
          (row) => ({ path: snippetPath(row.slug), lastmod: row.lastmod }),
          offset,
          count,
        ),
    },
    {
      name: 'members',
      count: () => members.countWithSnippets(),
      urls: (offset, count) =>
        keysetBatches(
          members.sitemapPage,
          (row) => ({ path: profilePath(row.username), lastmod: row.lastmod }),
          offset,
          count,
        ),
    },
    {
      name: 'collections',
      count: () => collections.sitemapCount(),
      urls: (offset, count) =>
        keysetBatches(
          collections.sitemapPage,
          (row) => ({ path: collectionPath(row.username, row.slug), lastmod: new Date(row.lastmod) }),
          offset,
          count,
        ),
    },
  ];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A <urlset> of every URL the given batches yield, in order. */
export async function urlset(siteUrl: string, parts: AsyncIterable<SitemapUrl[]>[]): Promise<string> {
  const chunks = [`${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`];
  for (const part of parts) {
    for await (const batch of part) {
      for (const { path, lastmod } of batch) {
        const lastmodElement = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
        chunks.push(`  <url><loc>${escapeXml(siteUrl + path)}</loc>${lastmodElement}</url>\n`);
      }
    }
  }
  chunks.push('</urlset>\n');
  return chunks.join('');
}

/** A <sitemapindex> naming the given files (paths from the site's root). */
export function sitemapIndex(siteUrl: string, files: string[]): string {
  const entries = files.map((file) => `  <sitemap><loc>${escapeXml(siteUrl + file)}</loc></sitemap>\n`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
}
