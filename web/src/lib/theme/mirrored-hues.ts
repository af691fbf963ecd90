import colors from 'tailwindcss/colors';
import plugin from 'tailwindcss/plugin';

/** Tailwind's chromatic hues (the neutrals and our brand scale are tuned by hand in styles.css). */
export const MIRRORED_HUES = [
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'emerald',
  'teal',
  'cyan',
  'sky',
  'blue',
  'indigo',
  'violet',
  'purple',
  'fuchsia',
  'pink',
  'rose',
] as const;

const STEPS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;

type Hue = (typeof MIRRORED_HUES)[number];
type Step = (typeof STEPS)[number];

/** The light steps that tint backgrounds, borders and rings (bg-red-50, border-red-200): calmer when dark. */
const TINT_STEPS: readonly Step[] = ['50', '100', '200'];
const TINT_CHROMA = 0.6;

/** Tailwind's `oklch(L C H)` with its chroma scaled. */
function withChroma(color: string, factor: number): string {
  const match = /^oklch\(([\d.]+%) ([\d.]+) ([\d.]+)\)$/.exec(color);
  if (!match) throw new Error(`Expected oklch(L C H), got ${color}`);
  return `oklch(${match[1]} ${(Number(match[2]) * factor).toFixed(3)} ${match[3]})`;
}

/**
 * Each hue's scale as `light-dark(step, mirrored step)`: 50 ↔ 950, 100 ↔ 900 … 500 stays. A tinted badge
 * (bg-sky-50, text-sky-800, ring-sky-200) becomes a dark tint with light text, a solid bg-red-700 a light red,
 * so every hue keeps its contrast in the dark theme without a `dark:` class. The dark tints lose some chroma:
 * Tailwind's 800–950 at full strength made an error box a block of maroon.
 */
export function mirroredHue(hue: Hue): Record<Step, string> {
  const scale = colors[hue] as Record<Step, string>;
  return Object.fromEntries(
    STEPS.map((step, index) => {
      const mirrored = scale[STEPS[STEPS.length - 1 - index]!];
      const dark = TINT_STEPS.includes(step) ? withChroma(mirrored, TINT_CHROMA) : mirrored;
      return [step, `light-dark(${scale[step]}, ${dark})`];
    }),
  ) as Record<Step, string>;
}

/** The hues for Tailwind: utilities that use them get the pair inline (only those used are in the CSS). */
export default plugin(() => undefined, {
  theme: {
    extend: { colors: Object.fromEntries(MIRRORED_HUES.map((hue) => [hue, mirroredHue(hue)])) },
  },
});
