/**
 * Apex and SOQL that do not parse (decision 057): each kind of mistake found on stored snippets gives a finding at
 * the line and column a reader must look at; code that parses gives none.
 */
import { describe, expect, it } from 'vitest';
import { checkFile, checkSnippetFiles } from '../code-checks.js';
import { apexUnitOf, checkApex, checkSoql } from './check.js';

const at = (findings: { rule: string; line: number; column: number }[]) =>
  findings.map(({ rule, line, column }) => `${rule} ${line}:${column}`);

describe('checkApex', () => {
  it.each([
    [
      'a missing semicolon, placed after the statement it ends',
      'public class A {\n    void m() {\n        Integer x = 1\n        x++;\n    }\n}\n',
      ['apex/syntax 3:22'],
      'misses `;`',
    ],
    [
      'a brace that is never closed, at the brace',
      'public class A {\n    void m() {\n        x++;\n}\n',
      ['apex/syntax 1:16'],
      'opens `{` that no `}` closes',
    ],
    [
      'a closing brace with nothing open',
      'public class A {\n    void m() {\n    }\n}\n}\n',
      ['apex/syntax 5:1'],
      'closes `}` with nothing open',
    ],
    [
      'a bracket closed by the wrong one',
      'public class A {\n    void m() {\n        foo(1};\n    }\n}\n',
      ['apex/syntax 3:14'],
      'closes `}` where the `(` of line 3 is still open',
    ],
    [
      'two top-level classes in one file',
      '@IsTest\npublic class A {}\n\n@IsTest\nprivate class ATest {}\n',
      ['apex/one-top-level-type 4:1'],
      'declares a second top-level type `ATest`: an Apex file holds one class, interface or enum (put the others in files of their own, or inside it)',
    ],
    [
      'a character Apex does not have',
      'public class A {\n    # comment\n}\n',
      ['apex/syntax 2:5', 'apex/syntax 3:1'],
      'has `#`, which is not Apex',
    ],
    [
      'a trigger without its events',
      'trigger T on Account {\n}\n',
      ['apex/syntax 1:22'],
      'has `{` where `(` was expected',
    ],
    [
      'anonymous Apex missing a semicolon',
      "Account a = new Account(Name = 'x')\ninsert a;\n",
      ['apex/syntax 1:36', 'apex/syntax 2:1'],
      'misses `;`',
    ],
  ])('finds %s', (_kind, code, expected, message) => {
    const findings = checkApex(code);
    expect(at(findings)).toEqual(expected);
    expect(findings[0]!.message).toBe(message);
    expect(findings.every((finding) => finding.severity === 'error')).toBe(true);
  });

  it.each([
    [
      'a class with SOQL and a property',
      'public with sharing class A {\n    public List<Account> accounts { get; private set; }\n    public A() {\n        accounts = [SELECT Id FROM Account WHERE Name = :n WITH USER_MODE LIMIT 10];\n    }\n}\n',
    ],
    [
      'a trigger',
      "trigger T on Account (before insert, before update) {\n    for (Account a : Trigger.new) a.Name = 'x';\n}\n",
    ],
    ['anonymous Apex', "Account a = new Account(Name = 'x');\ninsert a;\nSystem.debug(a.Id);\n"],
    ['an interface and an enum', 'public interface Shape {\n    Decimal area();\n}\n'],
    [
      'a class with an inner class',
      'public class A {\n    public class B {}\n    public enum Kind { ONE, TWO }\n}\n',
    ],
  ])('finds nothing in %s', (_kind, code) => {
    expect(checkApex(code)).toEqual([]);
  });

  it('reads a class or trigger by its file name, and a file without one by how it starts', () => {
    expect(apexUnitOf('System.debug(1);', 'Foo.cls')).toBe('class');
    expect(apexUnitOf('', 'FooTrigger.trigger')).toBe('trigger');
    expect(apexUnitOf('/** doc */\n@IsTest(SeeAllData=false)\nprivate with sharing class X {}')).toBe(
      'class',
    );
    expect(apexUnitOf('trigger T on Account (after insert) {}')).toBe('trigger');
    expect(apexUnitOf('List<Account> a = [SELECT Id FROM Account];')).toBe('anonymous');
    // Statements in a .cls file are not a class: the server, which knows the name, says so.
    expect(at(checkApex('System.debug(1);\n', 'Foo.cls'))).not.toEqual([]);
  });
});

describe('checkSoql', () => {
  it.each([
    [
      'a `--` comment',
      '-- open accounts\nSELECT Id FROM Account\n',
      ['soql/syntax 1:1'],
      'starts a `--` comment, which SOQL does not have: say it in the description instead',
    ],
    [
      'a `//` comment',
      'SELECT Id FROM Account // all of them\n',
      ['soql/syntax 1:24'],
      'has a comment, which SOQL does not have: say it in the description instead',
    ],
    [
      'two queries in one file',
      'SELECT Id FROM Account\nLIMIT 10\n\nSELECT Id FROM Contact\n',
      ['soql/syntax 4:1'],
      'starts a second query: a SOQL file holds one query (make the others snippets or files of their own)',
    ],
    [
      'two queries separated by a semicolon',
      'SELECT Id FROM Account;\nSELECT Id FROM Contact\n',
      ['soql/syntax 2:1'],
      'starts a second query: a SOQL file holds one query (make the others snippets or files of their own)',
    ],
    [
      'a query ended by a semicolon',
      'SELECT Id FROM Account;\n',
      ['soql/syntax 1:23'],
      'ends the query with `;`, which SOQL does not take',
    ],
    [
      'a query without an object',
      'SELECT Id FROM WHERE Name = 1\n',
      ['soql/syntax 1:27'],
      'does not expect `=` here',
    ],
    [
      'a query that stops short',
      'SELECT Id FROM Account WHERE Name =\n',
      ['soql/syntax 1:36'],
      'ends before the code is complete',
    ],
  ])('finds %s', (_kind, code, expected, message) => {
    const findings = checkSoql(code);
    expect(at(findings)).toEqual(expected);
    expect(findings[0]!.message).toBe(message);
  });

  it('finds nothing in subqueries, semi-joins, TYPEOF and date literals', () => {
    const query = `SELECT Id, (SELECT Id FROM Contacts WHERE Email != null),
       TYPEOF Owner WHEN User THEN Name END
FROM Account
WHERE Id IN (SELECT AccountId FROM Opportunity WHERE CloseDate = LAST_N_DAYS:90)
  AND Name LIKE 'A-- not a comment%'
ORDER BY Name NULLS LAST
LIMIT 10
`;
    expect(checkSoql(query)).toEqual([]);
  });
});

describe('the Apex and SOQL marks', () => {
  it('count the syntax errors of every Apex file and every SOQL file; null when there is none', () => {
    const marks = checkSnippetFiles([
      { name: 'A.cls', language: 'apex', code: 'public class A {\n    Integer x = 1\n}\n' },
      { name: 'A.cls-meta.xml', language: 'xml', code: '<ApexClass/>' },
      { name: 'ATest.cls', language: 'apex', code: '@IsTest private class ATest {}\n' },
      { name: 'q.soql', language: 'soql', code: 'SELECT Id FROM Account' },
    ]);
    expect([marks.apexSyntaxErrors, marks.soqlSyntaxErrors]).toEqual([1, 0]);
    expect(marks.findings.map(({ file, rule, line }) => `${file} ${rule} ${line}`)).toEqual([
      '0 apex/syntax 2',
    ]);
    const none = checkSnippetFiles([{ name: '', language: 'javascript', code: 'let x = 1' }]);
    expect([none.apexSyntaxErrors, none.soqlSyntaxErrors]).toEqual([null, null]);
  });

  it('read an empty Apex file as no Apex', () => {
    expect(checkFile({ language: 'apex', code: '  \n' })).toMatchObject({ findings: [], hasApex: false });
  });
});
