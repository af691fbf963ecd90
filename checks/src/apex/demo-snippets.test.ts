/**
 * No syntax error in the site's demo: every Apex and SOQL file of every demo snippet parses. (Two Apex demos held a
 * class and its test class in one file, and three SOQL demos held `--` comments or two queries: each is now files
 * of its own, its comments in its description.)
 */
import { describe, expect, it } from 'vitest';
import { seedSnippets } from '../../../server/src/seed/data/index.js';
import { checkSnippetFiles } from '../code-checks.js';
import { hasApexTestClass } from './test-class.js';

const filesOf = (snippet: (typeof seedSnippets)[number]) => [
  { name: snippet.fileName ?? '', language: snippet.codeLanguage, code: snippet.code },
  ...(snippet.extraFiles ?? []),
];

const checked = seedSnippets.filter((snippet) =>
  filesOf(snippet).some((file) => file.language === 'apex' || file.language === 'soql'),
);

describe('the demo snippets', () => {
  it('include Apex and SOQL to check', () => {
    expect(checked.filter((snippet) => snippet.codeLanguage === 'apex').length).toBeGreaterThan(30);
    expect(checked.filter((snippet) => snippet.codeLanguage === 'soql')).toHaveLength(5);
  });

  it.each(checked.map((snippet) => [snippet.codeLanguage, snippet.title, snippet] as const))(
    '%s: %s has no syntax error',
    (_language, _title, snippet) => {
      const { findings, apexSyntaxErrors, soqlSyntaxErrors } = checkSnippetFiles(filesOf(snippet));
      expect(
        findings.map((finding) => `${finding.file} ${finding.line}:${finding.column} ${finding.message}`),
      ).toEqual([]);
      expect([apexSyntaxErrors ?? 0, soqlSyntaxErrors ?? 0]).toEqual([0, 0]);
    },
  );

  it('show a test class with the class it tests', () => {
    const withTests = checked
      .filter((snippet) => hasApexTestClass(filesOf(snippet)))
      .map(({ title }) => title);
    expect(withTests).toEqual([
      'Test Class with @TestSetup and a Reusable Data Factory',
      'HttpCalloutMock That Routes by Endpoint and Method',
    ]);
  });
});
