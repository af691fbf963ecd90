/**
 * The false-alarm test: every `ampscript` and `html` demo snippet of the seed data passes without errors.
 */
import { describe, expect, it } from 'vitest';
import { seedSnippets } from '../../../server/src/seed/data/index.js';
import { checkAmpscript } from './index.js';

const snippets = seedSnippets.filter((s) => s.codeLanguage === 'ampscript' || s.codeLanguage === 'html');

describe('AMPscript check on the demo snippets', () => {
  it('has AMPscript and HTML snippets to read', () => {
    expect(snippets.filter((s) => s.codeLanguage === 'ampscript').length).toBeGreaterThan(10);
    expect(snippets.filter((s) => s.codeLanguage === 'html').length).toBeGreaterThan(5);
  });

  it.each(snippets.map((s) => [s.title, s] as const))('passes %s', (_title, snippet) => {
    const findings = checkAmpscript(snippet.code, snippet.codeLanguage === 'html' ? 'html' : 'ampscript');
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
  });
});
