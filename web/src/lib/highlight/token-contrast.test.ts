import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, wcagContrast, type Rgb } from 'culori';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import highlighterSource from './highlighter.ts?raw';

/** WCAG 2 AA for normal text (SC 1.4.3). */
const AA_NORMAL_TEXT = 4.5;

type Theme = 'light' | 'dark';

/** A `light-dark(a, b)` colour of styles/code.css as its two sides. */
function themeColors(value: string): Record<Theme, string> {
  const match = /^light-dark\(\s*([^,]+?)\s*,\s*([^,]+?)\s*\)$/.exec(value);
  if (!match) throw new Error(`Expected light-dark(light, dark), got "${value}"`);
  return { light: match[1]!, dark: match[2]! };
}

function declaration(rule: Rule, property: string): string {
  let found: string | undefined;
  rule.walkDecls(property, (decl) => void (found = decl.value));
  if (found === undefined) throw new Error(`${rule.selector} has no ${property}`);
  return found;
}

// Read from disk: Vitest does not load stylesheets.
const root = postcss.parse(readFileSync(join(__dirname, '../../styles/code.css'), 'utf8'));
const rules = new Map<string, Rule>();
root.walkRules((rule) => void rules.set(rule.selector, rule));

const surface = rules.get('.code-surface')!;
const background = themeColors(declaration(surface, 'background'));
/** Every colour drawn on the code background: plain code, line numbers and each token class. */
const foregrounds = [
  ['plain code', surface],
  ['line numbers', [...rules].find(([selector]) => selector.includes('.code-gutter'))![1]],
  ...[...rules].filter(([selector]) => selector.startsWith('.tok-')),
] as [string, Rule][];

describe('code colours (styles/code.css)', () => {
  it('cover every token class the highlighter gives', () => {
    const classes = [...highlighterSource.matchAll(/class: '(tok-[\w-]+)'/g)].map((match) => `.${match[1]}`);
    expect(classes.length).toBeGreaterThan(10);
    expect(foregrounds.map(([name]) => name)).toEqual(expect.arrayContaining(classes));
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`reach ${AA_NORMAL_TEXT}:1 on the ${theme} code background`, () => {
      const ratios = foregrounds.map(([name, rule]) => {
        const color = themeColors(declaration(rule, 'color'))[theme];
        return { name, color, ratio: Math.round(wcagContrast(color, background[theme]) * 100) / 100 };
      });
      expect(ratios.filter(({ ratio }) => ratio < AA_NORMAL_TEXT)).toEqual([]);
    });

    it(`reach ${AA_NORMAL_TEXT}:1 on the ${theme} marked lines a link names`, () => {
      const marked = themeColors(declaration(rules.get('.code-line-marked')!, 'background'))[theme];
      const markedNumbers = rules.get('.code-lines > .code-line-marked::before')!;
      const ratios = [...foregrounds, ['marked line numbers', markedNumbers] as [string, Rule]]
        .filter(([name]) => name !== 'line numbers')
        .map(([name, rule]) => {
          const color = themeColors(declaration(rule, 'color'))[theme];
          return { name, color, ratio: Math.round(wcagContrast(color, marked) * 100) / 100 };
        });
      expect(ratios.filter(({ ratio }) => ratio < AA_NORMAL_TEXT)).toEqual([]);
    });
  }
});

/** A suggested change's tints, each with the sign drawn on it; the code on them is the plain code colour. */
const diffKinds = ['removed', 'added'] as const;

describe('suggested change colours (styles/code.css)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`put the code and the signs at ${AA_NORMAL_TEXT}:1 on the ${theme} diff tints`, () => {
      const ratios = diffKinds.flatMap((kind) => {
        const tint = themeColors(declaration(rules.get(`.diff-${kind}`)!, 'background'))[theme];
        const sign = themeColors(declaration(rules.get(`.diff-${kind}-sign`)!, 'color'))[theme];
        const code = themeColors(declaration(surface, 'color'))[theme];
        return [
          { name: `${kind} code`, ratio: wcagContrast(code, tint) },
          { name: `${kind} sign`, ratio: wcagContrast(sign, tint) },
        ].map(({ name, ratio }) => ({ name, ratio: Math.round(ratio * 100) / 100 }));
      });
      expect(ratios.filter(({ ratio }) => ratio < AA_NORMAL_TEXT)).toEqual([]);
    });

    it(`tell removed from added lines by hue in the ${theme} theme`, () => {
      const [removed, added] = diffKinds.map(
        (kind) => parse(themeColors(declaration(rules.get(`.diff-${kind}`)!, 'background'))[theme]) as Rgb,
      );
      // A tint is a tint, not grey: red leads in the removed one, green in the added one.
      expect(removed!.r).toBeGreaterThan(removed!.g);
      expect(added!.g).toBeGreaterThan(added!.r);
    });
  }
});
