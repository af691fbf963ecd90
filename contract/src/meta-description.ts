import { SNIPPET_META_DESCRIPTION_MAX } from './constants.js';

const ELLIPSIS = '…';

/**
 * SPEC §9: a snippet page's meta description is up to 155 characters of its description. Whitespace is collapsed
 * to single spaces; a longer text is cut at the last word that fits and ends with an ellipsis, the ellipsis counted
 * in the 155. A cut at a word would lose more than half the room (one very long word), so such a text is cut
 * mid-word instead. Characters are code points, so an emoji is never split in half.
 */
export function snippetMetaDescription(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  const characters = Array.from(text);
  if (characters.length <= SNIPPET_META_DESCRIPTION_MAX) return text;
  const roomLength = SNIPPET_META_DESCRIPTION_MAX - ELLIPSIS.length;
  const room = characters.slice(0, roomLength).join('');
  // The space right after the room ends a whole word too.
  const lastSpace = characters[roomLength] === ' ' ? room.length : room.lastIndexOf(' ');
  const cut = lastSpace > room.length / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.trimEnd()}${ELLIPSIS}`;
}
