import { afterAll, describe, expect, it } from 'vitest';
import { largeApexClass } from '../../../../bench/large-apex.js';
import { checksColumns, UNCHECKED_COLUMNS, type ChecksFile } from './checks-columns.js';
import { createCodeChecker } from './code-checker.js';

const checker = createCodeChecker({ maxThreads: 1 });
afterAll(() => checker.close());

const apex = (code: string, name = ''): ChecksFile => ({ name, language: 'apex', code });

describe('the code checker', () => {
  it('answers for a large Apex class with syntax errors exactly what the checks answer in process', async () => {
    const files = [apex(largeApexClass('Orders', true))];
    const inPool = await checker.check(files);
    expect(inPool.apexSyntaxErrors).toBe(4);
    expect(inPool).toEqual(checksColumns(files));
  });

  it('answers the same for a class with its test class, SOQL and SSJS', async () => {
    const files: ChecksFile[] = [
      apex('public class Stamp {\n    Integer count = 0\n}\n', 'Stamp.cls'),
      apex(
        '@IsTest\nprivate class StampTest {\n    @IsTest static void stamps() { new Stamp(); }\n}\n',
        'StampTest.cls',
      ),
      { name: 'accounts.soql', language: 'soql', code: 'SELECT Id, FROM Account' },
      { name: 'page.ssjs', language: 'ssjs', code: 'let total = 0;' },
    ];
    const inPool = await checker.check(files);
    expect(inPool.hasTestClass).toBe(true);
    expect(inPool.soqlSyntaxErrors).toBeGreaterThan(0);
    expect(inPool).toEqual(checksColumns(files));
  });

  it('warms up without failing, even once closed', async () => {
    const warmed = createCodeChecker({ maxThreads: 1 });
    await expect(warmed.warm()).resolves.toBeUndefined();
    await warmed.close();
    await expect(warmed.warm()).resolves.toBeUndefined();
  });

  it('makes saves beyond its threads wait their turn, never refusing one', async () => {
    const files = Array.from({ length: 6 }, (_, n) => [apex(largeApexClass(`Burst${n}`, n % 2 === 0))]);
    const answers = await Promise.all(files.map((each) => checker.check(each)));
    expect(answers.map((answer) => answer.apexSyntaxErrors)).toEqual([4, 0, 4, 0, 4, 0]);
  });

  it('ends a parse that runs too long, answers the marks unknown, and goes on checking', async () => {
    const timeouts: unknown[] = [];
    const hasty = createCodeChecker({
      maxThreads: 1,
      timeoutMs: 1,
      onTimeout: (details) => timeouts.push(details),
    });
    try {
      expect(await hasty.check([apex(largeApexClass('Slow'))])).toEqual(UNCHECKED_COLUMNS);
      expect(timeouts).toEqual([expect.objectContaining({ files: 1, timeoutMs: 1 })]);
    } finally {
      await hasty.close();
    }
    expect((await checker.check([apex('public class Fine {}')])).apexSyntaxErrors).toBe(0);
  });
});
