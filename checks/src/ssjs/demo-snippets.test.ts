/**
 * No false alarms on the site's demo snippets: every SSJS snippet, and the server script blocks of every HTML
 * snippet, give no error. (The one demo that used ES5, `toISOString`, was rewritten with ES3's `toUTCString`.)
 */
import { describe, expect, it } from 'vitest';
import { seedSnippets } from '../../../server/src/seed/data/index.js';
import { checkSsjs, checkSsjsInHtml } from './check.js';

const checked = seedSnippets.filter(
  (snippet) => snippet.codeLanguage === 'ssjs' || snippet.codeLanguage === 'html',
);

describe('the demo snippets', () => {
  it('include SSJS and HTML to check', () => {
    expect(checked.filter((snippet) => snippet.codeLanguage === 'ssjs').length).toBeGreaterThan(10);
  });

  it.each(checked.map((snippet) => [snippet.codeLanguage, snippet.title, snippet.code] as const))(
    '%s: %s has no SSJS error',
    (language, _title, code) => {
      const findings = language === 'ssjs' ? checkSsjs(code) : checkSsjsInHtml(code);
      const errors = findings.filter((finding) => finding.severity === 'error');
      expect(errors.map((finding) => `${finding.line}:${finding.rule}`)).toEqual([]);
    },
  );
});
