import { createHash } from 'node:crypto';
import { commentAnchor, profilePath, snippetPath } from '@cloud-snippets/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Feed, type Item } from 'feed';
import type { FeedCommentRow, FeedSnippetRow } from '../../repositories/feeds/feeds.repository.js';

/** Feed readers may keep a feed five minutes before asking again (and then usually get a 304). */
export const FEED_CACHE_CONTROL = 'public, max-age=300';
export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

/** What a feed is about: its title, the page it mirrors and its own address (both absolute). */
export interface FeedHead {
  title: string;
  description: string;
  /** The page of the site the feed follows. */
  link: string;
  /** The feed's own URL: its Atom id and rel="self". */
  self: string;
}

/**
 * The library marks titles, summaries and contents `type="html"`: plain text is escaped first, so a reader shows
 * `List<Account>` or a comment's `<script>` as written instead of interpreting it.
 */
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
/** A comment's text (Markdown as typed) shown as written, its lines kept. */
const textAsHtml = (text: string) => `<p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The newest change among the entries (the feed's <updated> and Last-Modified); the epoch for an empty feed. */
const lastChange = (dates: (Date | string)[]) =>
  new Date(Math.max(0, ...dates.map((date) => toDate(date).getTime())));

function atom(head: FeedHead, updated: Date, items: Item[]): string {
  const feed = new Feed({
    id: head.self,
    title: head.title,
    description: head.description,
    link: head.link,
    updated,
    generator: 'Cloud Snippets',
    feedLinks: { atom: head.self },
  });
  for (const item of items) feed.addItem(item);
  // The library marks every entry's title type="html"; titles are plain text (a snippet's `List<Account>`), and
  // escaping them for HTML made parsers that take the title as written show `&quot;Lookup&quot; &amp;`. Marked
  // as text, the CDATA holds the title exactly as written.
  return feed.atom1().replaceAll('<title type="html">', '<title type="text">');
}

/** An Atom feed of snippets, each linking to its page. */
export function snippetsAtom(siteUrl: string, head: FeedHead, rows: FeedSnippetRow[]) {
  const updated = lastChange(rows.map((row) => row.updatedAt));
  const items = rows.map((row): Item => {
    const link = `${siteUrl}${snippetPath(row.slug)}`;
    return {
      id: link,
      link,
      title: row.title,
      description: escapeHtml(row.description),
      date: toDate(row.updatedAt),
      published: toDate(row.createdAt),
      author: [{ name: row.authorUsername, link: `${siteUrl}${profilePath(row.authorUsername)}` }],
      category: row.tags.map((tag) => ({ name: tag, term: tag })),
    };
  });
  return { xml: atom(head, updated, items), updated };
}

/** An Atom feed of a snippet's comments, each linking to its place on the snippet's page. */
export function commentsAtom(
  siteUrl: string,
  head: FeedHead,
  rows: FeedCommentRow[],
  /** Each comment's HTML as the page renders it; its text shown as written when the web app is not built. */
  htmlOf: Map<string, string> = new Map(),
) {
  const updated = lastChange(rows.map((row) => row.updatedAt));
  const items = rows.map((row): Item => ({
    id: `${head.link}#${commentAnchor(row.id)}`,
    link: `${head.link}#${commentAnchor(row.id)}`,
    title: `Comment by ${row.authorUsername}`,
    content: htmlOf.get(row.content) ?? textAsHtml(row.content),
    date: toDate(row.updatedAt),
    published: toDate(row.createdAt),
    author: [{ name: row.authorUsername, link: `${siteUrl}${profilePath(row.authorUsername)}` }],
  }));
  return { xml: atom(head, updated, items), updated };
}

/**
 * Sends a feed with its validators: a strong ETag of its bytes and Last-Modified of its newest entry. A client that
 * already has these bytes (If-None-Match), or when it sends no ETag, nothing newer than its date (If-Modified-Since),
 * gets a 304 without a body.
 */
export function sendFeed(
  request: FastifyRequest,
  reply: FastifyReply,
  { xml, updated }: { xml: string; updated: Date },
) {
  const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
  const lastModified = updated.toUTCString();
  reply
    .header('etag', etag)
    .header('last-modified', lastModified)
    .header('cache-control', FEED_CACHE_CONTROL);
  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  const isFresh =
    ifNoneMatch !== undefined
      ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
      : ifModifiedSince !== undefined &&
        !Number.isNaN(Date.parse(ifModifiedSince)) &&
        Math.floor(updated.getTime() / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000);
  if (isFresh) return reply.code(304).send();
  return reply.type(ATOM_TYPE).send(xml);
}
