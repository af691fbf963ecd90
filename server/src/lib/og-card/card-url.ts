import { createHash } from 'node:crypto';
import { DEFAULT_AVATAR } from '@cloud-snippets/contract';

/**
 * Bumped whenever the card's design or wording changes: every card's URL changes with it, so browsers, CDNs and
 * the stored cards never keep an old design under a URL cached for a year.
 */
export const SNIPPET_CARD_DESIGN = 1;

/** What a card shows, as the API's snippet shapes carry it (the author's avatar may be the default's URL). */
export interface CardSnippet {
  slug: string;
  title: string;
  codeLanguage: string;
  platform: string;
  author: { username: string; avatar?: string | null };
}

/** `<slug>-<16 hex>.png`: the only card file names the server serves. */
export const SNIPPET_CARD_FILE_PATTERN = /^([a-z0-9][a-z0-9-]{0,99})-([0-9a-f]{16})\.png$/;

/** The author's own photo, or null for the default avatar (drawn as an initial). */
export const cardAvatarUrl = (snippet: CardSnippet) =>
  snippet.author.avatar && snippet.author.avatar !== DEFAULT_AVATAR ? snippet.author.avatar : null;

/** 64 bits of the SHA-256 of everything the card shows: a new title, language, platform, name or photo, a new URL. */
export function snippetCardHash(snippet: CardSnippet): string {
  const shown = [
    SNIPPET_CARD_DESIGN,
    snippet.title,
    snippet.codeLanguage,
    snippet.platform,
    snippet.author.username,
    cardAvatarUrl(snippet),
  ];
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex').slice(0, 16);
}

/**
 * The path of a snippet's social card (the API's `cardImage`, the page's og:image). The URL names the card's
 * content, so it is served as immutable; a snippet whose title changes gets a new URL.
 */
export function snippetCardUrl(snippet: CardSnippet): string {
  return `/media/og/snippets/${snippet.slug}-${snippetCardHash(snippet)}.png`;
}
