import { languageLabel, platformLabel } from './labels.js';

/** Every snippet's social card (og:image, decision 029): og:image:width, og:image:height and the file's type. */
export const SNIPPET_CARD_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** og:image:alt — what the card shows, in words, for screen readers in the apps that unfurl links. */
export function snippetCardAlt(snippet: {
  title: string;
  codeLanguage: string;
  platform: string;
  author: { username: string };
}): string {
  return `${snippet.title} — ${languageLabel(snippet.codeLanguage)} snippet for ${platformLabel(snippet.platform)} by ${snippet.author.username} on Cloud Snippets`;
}
