import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

/**
 * The card's typefaces, from npm (no system fonts): Inter's static WOFF files (satori reads WOFF and TTF, not
 * WOFF2) in the subsets that cover Latin, Cyrillic, Greek and Vietnamese, and Noto Emoji (monochrome, drawn in the
 * text's colour). Satori keeps one font per family name and falls back from family to family for a glyph the
 * first lacks, so each subset is a family of its own.
 */
const INTER_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];
/** Members' words (title, name) are in the bold weight, every subset; the card's own few words in the regular. */
export const CARD_BOLD = 800 as const;
export const CARD_REGULAR = 500 as const;
export const CARD_FONT_FAMILY = 'Inter';

const require = createRequire(import.meta.url);
const fontFile = (path: string) => readFile(require.resolve(path));

/** The code points each family covers, as @fontsource writes them: "U+0000-00FF,U+0131,…". */
function parseUnicodeRanges(ranges: string): [number, number][] {
  return ranges.split(',').map((range) => {
    const [from = '0', to = from] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

const interRanges = require('@fontsource/inter/unicode.json') as Record<string, string>;
const emojiRanges = require('@fontsource/noto-emoji/unicode.json') as Record<string, string>;
/** The code points Inter draws, and those only Noto Emoji draws. */
export const TEXT_FONT_COVERAGE = INTER_SUBSETS.flatMap((subset) =>
  parseUnicodeRanges(interRanges[subset] ?? ''),
);
export const EMOJI_FONT_COVERAGE = Object.values(emojiRanges).flatMap(parseUnicodeRanges);

let loaded: Promise<Font[]> | null = null;

/**
 * The fonts, read once per process: 9 files, 0.7 MB. Satori holds every font it is given, parsed, for as long as the
 * process lives (22 files, three weights in every subset, took 60 MB more than one), so only what is drawn is loaded.
 */
export function cardFonts(): Promise<Font[]> {
  loaded ??= Promise.all([
    ...INTER_SUBSETS.map(async (subset) => ({
      name: subset === 'latin' ? CARD_FONT_FAMILY : `${CARD_FONT_FAMILY} ${subset}`,
      weight: CARD_BOLD,
      style: 'normal' as const,
      data: await fontFile(`@fontsource/inter/files/inter-${subset}-${CARD_BOLD}-normal.woff`),
    })),
    fontFile(`@fontsource/inter/files/inter-latin-${CARD_REGULAR}-normal.woff`).then((data) => ({
      name: CARD_FONT_FAMILY,
      weight: CARD_REGULAR,
      style: 'normal' as const,
      data,
    })),
    fontFile('@fontsource/noto-emoji/files/noto-emoji-emoji-700-normal.woff').then((data) => ({
      name: 'Noto Emoji',
      weight: 700 as const,
      style: 'normal' as const,
      data,
    })),
  ]).catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
