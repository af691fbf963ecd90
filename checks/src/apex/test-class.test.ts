/** "Has test class" (decision 057): a test class by its name that names the class in its code. */
import { describe, expect, it } from 'vitest';
import { hasApexTestClass, testedClasses } from './test-class.js';

const cls = (name: string, code: string) => ({ name, code });

const SERVICE = cls('AccountService.cls', 'public class AccountService { public static void touch() {} }');

describe('hasApexTestClass', () => {
  it('counts a test class that calls the class', () => {
    const test = cls(
      'AccountServiceTest.cls',
      '@IsTest private class AccountServiceTest { @IsTest static void t() { AccountService.touch(); } }',
    );
    expect(hasApexTestClass([SERVICE, test])).toBe(true);
    expect(testedClasses([SERVICE, test])).toEqual(['AccountService']);
  });

  it('reads names in any case, as Apex does', () => {
    const test = cls(
      'AccountServiceTest.cls',
      '@IsTest private class AccountServiceTest { void t() { accountservice.TOUCH(); } }',
    );
    expect(hasApexTestClass([SERVICE, test])).toBe(true);
  });

  it('does not count a test class that names the class only in a comment or a string', () => {
    const test = cls(
      'AccountServiceTest.cls',
      `/** Tests AccountService. */
@IsTest private class AccountServiceTest {
    // AccountService.touch() is covered elsewhere
    @IsTest static void t() { System.assert(true, 'AccountService works'); }
}`,
    );
    expect(hasApexTestClass([SERVICE, test])).toBe(false);
  });

  it('does not count a test class that tests another class', () => {
    const test = cls(
      'FooTest.cls',
      '@IsTest private class FooTest { @IsTest static void t() { Foo.bar(); } }',
    );
    expect(hasApexTestClass([SERVICE, test])).toBe(false);
  });

  it('needs a class and a test class among the files', () => {
    expect(hasApexTestClass([SERVICE])).toBe(false);
    expect(hasApexTestClass([cls('FooTest.cls', 'private class FooTest { FooTest x; }')])).toBe(false);
    expect(
      hasApexTestClass([
        cls('Foo.trigger', 'trigger Foo on Account (before insert) {}'),
        cls('FooTest.cls', 'class FooTest { Foo x; }'),
      ]),
    ).toBe(false);
  });
});
