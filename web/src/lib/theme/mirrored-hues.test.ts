import colors from 'tailwindcss/colors';
import { describe, expect, it } from 'vitest';
import { MIRRORED_HUES, mirroredHue } from './mirrored-hues';

describe('mirrored hues', () => {
  it("pair each step with the opposite end of Tailwind's scale; 500 keeps its colour", () => {
    const sky = mirroredHue('sky');
    expect(sky['500']).toBe(`light-dark(${colors.sky['500']}, ${colors.sky['500']})`);
    expect(sky['700']).toBe(`light-dark(${colors.sky['700']}, ${colors.sky['300']})`);
    expect(sky['950']).toBe(`light-dark(${colors.sky['950']}, ${colors.sky['50']})`);
  });

  it('give the tints (50–200) the lightness and hue of their mirror at 60 % of its chroma', () => {
    const sky = mirroredHue('sky');
    expect(colors.sky['950']).toBe('oklch(29.3% 0.066 243.157)');
    expect(sky['50']).toBe(`light-dark(${colors.sky['50']}, oklch(29.3% 0.040 243.157))`);
    expect(colors.sky['800']).toBe('oklch(44.3% 0.11 240.79)');
    expect(sky['200']).toBe(`light-dark(${colors.sky['200']}, oklch(44.3% 0.066 240.79))`);
  });

  it("cover every hue of Tailwind's palette but the neutrals", () => {
    const neutrals = ['slate', 'gray', 'zinc', 'neutral', 'stone', 'mauve', 'olive', 'mist', 'taupe'];
    const hues = Object.entries(colors)
      .filter(([name, value]) => typeof value === 'object' && !neutrals.includes(name))
      .map(([name]) => name);
    expect([...MIRRORED_HUES].sort()).toEqual(hues.sort());
  });
});
