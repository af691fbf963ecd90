import { describe, expect, it } from 'vitest';
import { EFFECTS_WARNING_ADVICE, effectsOf, effectsWarning, labelOfEffect } from './snippet-context.js';

describe('effects as each platform names them', () => {
  it('says a Marketing Cloud snippet writes data extensions, and a CRM one records', () => {
    expect(labelOfEffect('writes', 'sfmc')).toBe('Writes data extensions');
    expect(labelOfEffect('writes', 'crm')).toBe('Writes records');
    expect(labelOfEffect('deletes', 'crm')).toBe('Deletes records');
    expect(labelOfEffect('reads', 'crm')).toBe('Reads data');
  });

  it('names both until a platform is chosen, and an unknown value as it is', () => {
    expect(labelOfEffect('writes')).toBe('Writes data extensions or records');
    expect(labelOfEffect('teleports', 'crm')).toBe('teleports');
    expect(effectsOf().map((option) => option.label)).toContain('Writes data extensions or records');
    expect(effectsOf('crm').map((option) => option.value)).toEqual([
      'reads',
      'writes',
      'sends',
      'callouts',
      'deletes',
    ]);
  });

  it.each([
    ['sfmc', 'This snippet writes data extensions and deletes data.', /data extension.*business unit/],
    ['crm', 'This snippet writes records and deletes records.', /sandbox.*production org/],
  ] as const)('warns a %s reader in its own words', (platform, sentence, advice) => {
    expect(effectsWarning(['reads', 'writes', 'deletes'], platform)).toBe(sentence);
    expect(EFFECTS_WARNING_ADVICE[platform]).toMatch(advice);
    expect(effectsWarning(['reads', 'callouts'], platform)).toBeNull();
  });

  it('never speaks of the other platform', () => {
    expect(EFFECTS_WARNING_ADVICE.crm).not.toMatch(/data extension|business unit/i);
    expect(EFFECTS_WARNING_ADVICE.sfmc).not.toMatch(/sandbox|org\b/i);
    expect(effectsWarning(['writes', 'deletes'], 'crm')).not.toMatch(/data extension/i);
  });
});
