/**
 * The demo snippets of the seed data, read as the editor reads a snippet: nothing throws, every reason points at a
 * line of the file, and no snippet is suggested a place of the other platform (an Apex class is never an email).
 */
import { fileExtensionOf, RUNS_IN } from '@cloud-snippets/contract';
import { describe, expect, it } from 'vitest';
import { seedSnippets } from '../../../server/src/seed/data/index.js';
import { suggestContext } from './suggest-context.js';

const platformsOf = new Map(RUNS_IN.map((option) => [option.value, option.platforms as readonly string[]]));

describe('suggestions for the demo snippets', () => {
  it('has the demo snippets to read', () => {
    expect(seedSnippets.length).toBeGreaterThan(100);
  });

  it.each(seedSnippets.map((snippet) => [snippet.title, snippet] as const))('%s', (_title, snippet) => {
    const file = {
      name: `snippet.${fileExtensionOf(snippet.codeLanguage)}`,
      language: snippet.codeLanguage,
      code: snippet.code,
    };
    const suggestions = suggestContext([file]);
    const lines = snippet.code.split('\n').length;
    const reasons = [
      ...suggestions.runsIn.map((entry) => entry.reason),
      ...suggestions.effects.map((entry) => entry.reason),
      ...suggestions.prerequisites.map((entry) => entry.reason),
    ];
    for (const reason of reasons) {
      expect(reason.file).toBe(0);
      expect(reason.line).toBeGreaterThanOrEqual(1);
      expect(reason.line).toBeLessThanOrEqual(lines);
      expect(reason.text.length).toBeGreaterThan(0);
      expect(reason.text.length).toBeLessThanOrEqual(60);
    }
    const otherPlatform = suggestions.runsIn
      .map((entry) => entry.value)
      .filter((value) => !(platformsOf.get(value) ?? []).includes(snippet.platform));
    expect(otherPlatform).toEqual([]);
  });

  it('suggests a Query Activity for every Marketing Cloud SQL snippet, and nothing for CSS', () => {
    for (const snippet of seedSnippets) {
      const file = { name: 'snippet', language: snippet.codeLanguage, code: snippet.code };
      const runsIn = suggestContext([file]).runsIn.map((entry) => entry.value);
      if (snippet.platform === 'sfmc' && snippet.codeLanguage === 'sql')
        expect(runsIn, snippet.title).toContain('query-activity');
      if (snippet.codeLanguage === 'css')
        expect(suggestContext([file]), snippet.title).toEqual({ runsIn: [], effects: [], prerequisites: [] });
    }
  });
});
