import { EMOJI_FONT_COVERAGE, TEXT_FONT_COVERAGE } from './fonts.js';

type Coverage = readonly [number, number][];
const covers = (coverage: Coverage, character: string) => {
  const codePoint = character.codePointAt(0) ?? 0;
  return coverage.some(([from, to]) => codePoint >= from && codePoint <= to);
};

/**
 * The text as the card can draw it: whitespace runs become one space; control characters go, and so does every
 * character no card font has a glyph for (CJK, Arabic, Devanagari…), rather than showing as a box saying
 * "NO GLYPH". What is left may be empty; the page's og:image:alt still carries the whole title.
 *
 * Satori draws a space in the font of the character before it, and Noto Emoji's space is as wide as an emoji, so a
 * zero-width space (which Inter draws) goes between an emoji and the space after it.
 */
export function drawableText(text: string): string {
  const kept = Array.from(text.replace(/\s+/g, ' ')).filter(
    (character) =>
      !/\p{Cc}/u.test(character) &&
      (covers(TEXT_FONT_COVERAGE, character) || covers(EMOJI_FONT_COVERAGE, character)),
  );
  return kept
    .map((character, index) =>
      character === ' ' && index > 0 && !covers(TEXT_FONT_COVERAGE, kept[index - 1] ?? ' ')
        ? '\u200b '
        : character,
    )
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}
