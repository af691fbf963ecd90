/**
 * The rule table is complete and documented: every rule has its text and sources, and decision 044 lists it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SSJS_RULES } from './rules.js';

const record = readFileSync(
  new URL('../../../docs/decisions/044-ssjs-checked-at-ecmascript-3.md', import.meta.url),
  'utf8',
);

describe('SSJS_RULES', () => {
  it('has unique ssjs/ ids', () => {
    const ids = SSJS_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^ssjs\/[a-z0-9-]+$/);
  });

  it.each(SSJS_RULES.map((rule) => [rule.id, rule] as const))(
    '%s says what, why, how and where',
    (_, rule) => {
      expect(rule.what && rule.why && rule.fix).toBeTruthy();
      expect(rule.source.length).toBeGreaterThan(0);
      for (const source of rule.source) expect(source).toMatch(/https:\/\//);
    },
  );

  it.each(SSJS_RULES.map((rule) => rule.id))('%s is in decision 044', (id) => {
    expect(record).toContain(`\`${id}\``);
  });
});
