import { DEFAULT_AVATAR } from '@cloud-snippets/contract';
import { describe, expect, it } from 'vitest';
import { SNIPPET_CARD_FILE_PATTERN, snippetCardHash, snippetCardUrl, type CardSnippet } from './card-url.js';

const snippet: CardSnippet = {
  slug: 'send-a-triggered-send-via-wsproxy',
  title: 'Send a Triggered Send via WSProxy',
  codeLanguage: 'ssjs',
  platform: 'sfmc',
  author: { username: 'amy_chen', avatar: DEFAULT_AVATAR },
};

describe('snippetCardUrl', () => {
  it('names the slug and a 16-hex hash of what the card shows, and the route reads both back', () => {
    const url = snippetCardUrl(snippet);
    expect(url).toBe(`/media/og/snippets/send-a-triggered-send-via-wsproxy-${snippetCardHash(snippet)}.png`);
    const file = url.slice('/media/og/snippets/'.length);
    expect(SNIPPET_CARD_FILE_PATTERN.exec(file)?.slice(1)).toEqual([snippet.slug, snippetCardHash(snippet)]);
  });

  it('changes with the title, language, platform, author and photo, and with nothing else', () => {
    const hashes = [
      snippet,
      { ...snippet, title: 'Send a Triggered Send via WSProxy!' },
      { ...snippet, codeLanguage: 'ampscript' },
      { ...snippet, platform: 'crm' },
      { ...snippet, author: { username: 'amy_chen2', avatar: DEFAULT_AVATAR } },
      { ...snippet, author: { username: 'amy_chen', avatar: `/media/avatars/${'a'.repeat(64)}.webp` } },
    ].map(snippetCardHash);
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(snippetCardHash({ ...snippet, slug: 'another-slug' })).toBe(hashes[0]);
  });

  it('treats the default avatar, a missing one and null alike (the API sends the first, the database the last)', () => {
    const hash = snippetCardHash(snippet);
    expect(snippetCardHash({ ...snippet, author: { username: 'amy_chen', avatar: null } })).toBe(hash);
    expect(snippetCardHash({ ...snippet, author: { username: 'amy_chen' } })).toBe(hash);
  });

  it('keeps fields apart: moving text from one field to the next is another card', () => {
    const a = { ...snippet, title: 'ab', codeLanguage: 'c' };
    const b = { ...snippet, title: 'a', codeLanguage: 'bc' };
    expect(snippetCardHash(a)).not.toBe(snippetCardHash(b));
  });
});
