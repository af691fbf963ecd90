/**
 * One failing and one passing snippet per AMPscript rule, with the exact place of the finding.
 */
import { describe, expect, it } from 'vitest';
import { ampscriptParses, checkAmpscript } from './index.js';
import type { AmpscriptRule } from './index.js';

interface RuleCase {
  rule: AmpscriptRule;
  bad: string;
  at: { line: number; column: number; endLine: number; endColumn: number };
  message: string;
  severity?: 'error' | 'warning';
  fix?: string;
  good: string;
}

const cases: RuleCase[] = [
  {
    rule: 'unterminated-block',
    bad: '<p>Hi</p>\n%%[ SET @a = 1\n<p>%%=v(@a)=%%</p>',
    at: { line: 2, column: 1, endLine: 2, endColumn: 4 },
    message: 'opens %%[ without a closing ]%%',
    good: '<p>Hi</p>\n%%[ SET @a = 1 ]%%\n<p>%%=v(@a)=%%</p>',
  },
  {
    rule: 'unterminated-block',
    bad: '<p>\n  Hello %%=v(@name)</p>',
    at: { line: 2, column: 9, endLine: 2, endColumn: 12 },
    message: 'opens %%= without a closing =%%',
    good: '<p>\n  Hello %%=v(@name)=%%</p>',
  },
  {
    rule: 'unbalanced-delimiter',
    bad: '%%[ SET @a = 1 ]%%\n<p>x</p> ]%%',
    at: { line: 2, column: 10, endLine: 2, endColumn: 13 },
    message: 'closes a block with ]%% that was never opened',
    good: '<p>%%FirstName%%, see https://example.com/?e=%%emailaddr%%</p>',
  },
  {
    rule: 'unterminated-string',
    bad: '%%[\nSET @a = "Hello\nSET @b = 2\n]%%',
    at: { line: 2, column: 10, endLine: 2, endColumn: 16 },
    message: 'opens a string with " without a closing "',
    good: `%%[\nSET @a = "Say ""hi"""\nSET @b = 'it''s'\n]%%`,
  },
  {
    rule: 'unterminated-string',
    bad: '%%[ SET @a = [First Name ]%%',
    at: { line: 1, column: 14, endLine: 1, endColumn: 26 },
    message: 'opens the name [First Name without a closing ]',
    good: `%%[ SET @a = [First Name] SET @b = [Customer's Name] ]%%`,
  },
  {
    rule: 'unterminated-comment',
    bad: '%%[\n/* note\nSET @a = 1 ]%%',
    at: { line: 2, column: 1, endLine: 2, endColumn: 3 },
    message: 'opens a comment without a closing */',
    good: '%%[ /* a comment may mention ]%% */ SET @a = 1 ]%%',
  },
  {
    rule: 'unbalanced-parentheses',
    bad: '%%[\nSET @a = Concat("a", Trim(@b)\n]%%',
    at: { line: 2, column: 16, endLine: 2, endColumn: 17 },
    message: 'opens ( without a matching )',
    good: '%%[\nSET @a = Concat("a", Trim(@b))\n]%%',
  },
  {
    rule: 'unbalanced-parentheses',
    bad: '%%[ SET @a = Trim(@b))\n]%%',
    at: { line: 1, column: 22, endLine: 1, endColumn: 23 },
    message: 'has ) without a matching (',
    good: '%%[ SET @a = (Trim(@b))\n]%%',
  },
  {
    rule: 'unexpected-token',
    bad: '%%[\nSET @a = 1 THEN\n]%%',
    at: { line: 2, column: 12, endLine: 2, endColumn: 16 },
    message: 'has `THEN` where a statement should be',
    good: '%%[\nSET @a = 1\n]%%',
  },
  {
    rule: 'unexpected-token',
    bad: '%%[ IF @a = "x" THEN SET @b = 1 ENDIF ]%%',
    at: { line: 1, column: 11, endLine: 1, endColumn: 12 },
    message: 'has `=` where a comparison should be',
    fix: 'compare with ==',
    good: '%%[ IF @a == "x" THEN SET @b = 1 ENDIF ]%%',
  },
  {
    rule: 'if-without-endif',
    bad: '%%[ IF @x THEN ]%%\n<p>hi</p>',
    at: { line: 1, column: 5, endLine: 1, endColumn: 7 },
    message: 'opens IF without a matching ENDIF',
    good: '%%[ IF @x THEN ]%%\n<p>hi</p>\n%%[ ENDIF ]%%',
  },
  {
    rule: 'endif-without-if',
    bad: '<p>a</p>\n%%[ ENDIF ]%%',
    at: { line: 2, column: 5, endLine: 2, endColumn: 10 },
    message: 'has ENDIF without a matching IF',
    good: '%%[ IF @a THEN ]%%<p>a</p>\n%%[ ENDIF ]%%',
  },
  {
    rule: 'endif-without-if',
    bad: '%%[ SET @a = 1 ]%%\n%%[ ELSE ]%%',
    at: { line: 2, column: 5, endLine: 2, endColumn: 9 },
    message: 'has ELSE without a matching IF',
    good: '%%[ IF @a THEN ]%%\n%%[ ELSE ]%%\n%%[ ENDIF ]%%',
  },
  {
    rule: 'else-after-else',
    bad: '%%[ IF @a THEN\nSET @b = 1\nELSE\nSET @b = 2\nELSE\nSET @b = 3\nENDIF ]%%',
    at: { line: 5, column: 1, endLine: 5, endColumn: 5 },
    message: 'has a second ELSE for the IF on line 1',
    good: '%%[ IF @a THEN\nSET @b = 1\nELSEIF @c THEN\nSET @b = 2\nELSE\nSET @b = 3\nENDIF ]%%',
  },
  {
    rule: 'else-after-else',
    bad: '%%[ IF @a THEN\nELSE\nELSEIF @c THEN\nENDIF ]%%',
    at: { line: 3, column: 1, endLine: 3, endColumn: 7 },
    message: 'has ELSEIF after the ELSE on line 2',
    good: '%%[ IF @a THEN\nELSEIF @c THEN\nELSE\nENDIF ]%%',
  },
  {
    rule: 'for-without-next',
    bad: '%%[ FOR @i = 1 TO 3 DO ]%%\n<li>%%=v(@i)=%%</li>',
    at: { line: 1, column: 5, endLine: 1, endColumn: 8 },
    message: 'opens FOR without a matching NEXT',
    fix: 'close the loop with NEXT @i',
    good: '%%[ FOR @i = 1 TO 3 DO ]%%\n<li>%%=v(@i)=%%</li>\n%%[ NEXT @i ]%%',
  },
  {
    rule: 'next-without-for',
    bad: '%%[ SET @i = 1 ]%%\n%%[ NEXT @i ]%%',
    at: { line: 2, column: 5, endLine: 2, endColumn: 9 },
    message: 'has NEXT without a matching FOR',
    good: '%%[ FOR @i = 3 DOWNTO 1 DO ]%%\n%%[ NEXT ]%%',
  },
  {
    rule: 'next-mismatch',
    bad: '%%[ FOR @i = 1 TO 3 DO ]%%\n%%[ NEXT @j ]%%',
    at: { line: 2, column: 5, endLine: 2, endColumn: 12 },
    message: 'closes the FOR @i loop of line 1 with NEXT @j',
    severity: 'warning',
    fix: 'NEXT @i',
    good: '%%[ FOR @i = 1 TO 3 DO ]%%\n%%[ NEXT @I ]%%',
  },
  {
    rule: 'missing-then',
    bad: '%%[\nIF @a == 1\n  SET @b = 2\nENDIF ]%%',
    at: { line: 2, column: 1, endLine: 2, endColumn: 11 },
    message: 'has no THEN after the IF condition',
    good: '%%[\nIF @a == 1 THEN\n  SET @b = 2\nENDIF ]%%',
  },
  {
    rule: 'missing-then',
    bad: '%%[ IF @a THEN ELSEIF @b SET @c = 1 ENDIF ]%%',
    at: { line: 1, column: 16, endLine: 1, endColumn: 25 },
    message: 'has no THEN after the ELSEIF condition',
    good: '%%[ IF @a THEN ELSEIF @b THEN SET @c = 1 ENDIF ]%%',
  },
  {
    rule: 'missing-to',
    bad: '%%[ FOR @i = 1 RowCount(@rows) DO NEXT @i ]%%',
    at: { line: 1, column: 5, endLine: 1, endColumn: 15 },
    message: 'has no TO or DOWNTO in the FOR loop',
    good: '%%[ FOR @i = 1 TO RowCount(@rows) DO NEXT @i ]%%',
  },
  {
    rule: 'missing-do',
    bad: '%%[ FOR @i = 1 TO 3\nSET @a = @i\nNEXT @i ]%%',
    at: { line: 1, column: 5, endLine: 1, endColumn: 20 },
    message: 'has no DO after the FOR range',
    good: '%%[ FOR @i = 1 TO 3 DO\nSET @a = @i\nNEXT @i ]%%',
  },
  {
    rule: 'set-target',
    bad: '%%[\nSET firstName = "x"\n]%%',
    at: { line: 2, column: 5, endLine: 2, endColumn: 14 },
    message: 'sets `firstName`, which is not an @variable',
    fix: 'SET @firstName = …',
    good: '%%[\nSET @firstName = firstName\n]%%',
  },
  {
    rule: 'set-target',
    bad: '%%[ VAR @a, b ]%%',
    at: { line: 1, column: 13, endLine: 1, endColumn: 14 },
    message: 'declares `b` with VAR, which takes only @variables',
    good: '%%[ VAR @a, @b ]%%',
  },
  {
    rule: 'unknown-function',
    bad: '%%[ SET @rows = LookupRowz("DE", "Key", @k) ]%%',
    at: { line: 1, column: 17, endLine: 1, endColumn: 27 },
    message: 'calls LookupRowz, which is not an AMPscript function',
    fix: 'did you mean LookupRows?',
    good: '%%[ SET @rows = lookuprows("DE", "Key", @k) ]%%',
  },
  {
    rule: 'argument-count',
    bad: '%%[ SET @v = Lookup("DE", "Col")\n]%%',
    at: { line: 1, column: 14, endLine: 1, endColumn: 33 },
    message: 'calls Lookup with 2 arguments; it takes 4, 6, 8 …',
    fix: 'Lookup(dataExt, returnColumn, column, value [, column, value]…)',
    good: '%%[ SET @v = Lookup("DE", "Col", "Key", @k, "Other", @o)\n]%%',
  },
  {
    rule: 'argument-count',
    bad: '%%[ SET @rows = LookupRows("DE", "Key", @k, "Other") ]%%',
    at: { line: 1, column: 17, endLine: 1, endColumn: 53 },
    message: 'calls LookupRows with 4 arguments; it takes 3, 5, 7 …',
    fix: 'LookupRows(dataExt, column, value [, column, value]…)',
    good: '%%[ SET @rows = LookupRows("DE", "Key", @k, "Other", @o) ]%%',
  },
];

describe('AMPscript rules', () => {
  it.each(cases)('$rule: $message', ({ rule, bad, at, message, severity, fix, good }) => {
    const findings = checkAmpscript(bad);
    const finding = findings.find((f) => f.rule === `ampscript/${rule}`);
    expect(finding, JSON.stringify(findings, null, 2)).toBeDefined();
    expect(finding).toMatchObject({ ...at, message, severity: severity ?? 'error' });
    if (fix !== undefined) expect(finding?.fix).toBe(fix);
    expect(checkAmpscript(good)).toEqual([]);
  });

  it('reports one finding per mistake in these examples', () => {
    for (const { bad } of cases) expect(checkAmpscript(bad), bad).toHaveLength(1);
  });

  it('passes a snippet whose only findings are warnings', () => {
    const findings = checkAmpscript('%%[ FOR @i = 1 TO 3 DO NEXT @j ]%%');
    expect(findings.map((f) => f.severity)).toEqual(['warning']);
    expect(ampscriptParses(findings)).toBe(true);
    expect(ampscriptParses(checkAmpscript('%%[ ENDIF ]%%'))).toBe(false);
    expect(ampscriptParses([])).toBe(true);
  });
});
