import { describe, expect, it } from 'vitest';
import { LANGUAGES, isCategoryOf, isLanguageOf } from './constants.js';
import { FILE_NAME_PATTERN, SALESFORCE_API_VERSION, SNIPPET_FILE_LIMITS } from './file-limits.js';
import { currentRelease, releaseByApi } from './releases.js';
import { snippetFileSchema } from './schemas/snippets.js';
import {
  SNIPPET_TEMPLATES,
  hasTestClass,
  isApexTestClassName,
  languageOfFileName,
  templateBaseName,
} from './snippet-files.js';

describe('languageOfFileName', () => {
  it.each([
    ['AccountService.cls', 'apex'],
    ['AccountTrigger.trigger', 'apex'],
    ['c/fooBar/fooBar.js', 'javascript'],
    ['c/fooBar/fooBar.html', 'html'],
    ['c/fooBar/fooBar.css', 'css'],
    ['package.xml', 'xml'],
    ['AccountService.cls-meta.xml', 'xml'],
    ['c/fooBar/fooBar.js-meta.xml', 'xml'],
    ['AccountPage.page', 'visualforce'],
    ['Header.component', 'visualforce'],
    ['c/fooBar/fooBar.cmp', 'aura'],
    ['c/fooApp/fooApp.app', 'aura'],
    ['c/fooEvent/fooEvent.evt', 'aura'],
    ['c/fooBar/fooBar.design', 'aura'],
    ['c/fooBar/fooBar.auradoc', 'aura'],
    ['c/fooApi/fooApi.intf', 'aura'],
    ['query.sql', 'sql'],
    ['accounts.soql', 'soql'],
    ['header.amp', 'ampscript'],
    ['header.ampscript', 'ampscript'],
    ['lookup.ssjs', 'ssjs'],
  ])('reads %s as %s', (name, language) => {
    expect(languageOfFileName(name)).toBe(language);
  });

  it('ignores the case of the extension', () => {
    expect(languageOfFileName('Foo.CLS')).toBe('apex');
    expect(languageOfFileName('Foo.Trigger')).toBe('apex');
    expect(languageOfFileName('Foo.CLS-META.XML')).toBe('xml');
    expect(languageOfFileName('PAGE.HTML')).toBe('html');
  });

  it.each([
    'README.md',
    'Makefile',
    'notes.txt',
    'archive.tar.gz',
    'folder.cls/file',
    'x.constructor',
    'x.',
    '',
  ])('knows no language for %j', (name) => {
    expect(languageOfFileName(name)).toBeNull();
  });

  it("agrees with every language's own file extension", () => {
    for (const language of LANGUAGES) {
      expect(languageOfFileName(`file.${language.fileExtension}`)).toBe(language.value);
    }
  });
});

describe('isApexTestClassName', () => {
  it.each([
    'AccountServiceTest.cls',
    'AccountServiceTests.cls',
    'AccountService_Test.cls',
    'AccountService_test.cls',
    'classes/Foo_Test.cls',
    'force-app/main/default/classes/FooTest.cls',
    'FooTest.CLS',
  ])('takes %s for a test class', (name) => {
    expect(isApexTestClassName(name)).toBe(true);
  });

  it.each([
    // A class named just `Test` would shadow System.Test; it tests no other class.
    'Test.cls',
    'Tests.cls',
    'Testing.cls',
    'Contest.cls',
    'Footest.cls',
    'FooTEST.cls',
    // A test utility: it builds data for tests but is not the test of a class.
    'TestFactory.cls',
    'TestDataFactory.cls',
    'FooTest.cls-meta.xml',
    'FooTest.trigger',
    'FooTest.js',
    'FooTest',
    'FooTest.cls/README.md',
  ])('does not take %s for a test class', (name) => {
    expect(isApexTestClassName(name)).toBe(false);
  });
});

describe('hasTestClass', () => {
  const named = (...names: string[]) => names.map((name) => ({ name }));

  it('wants a class and its test class', () => {
    expect(hasTestClass(named('Foo.cls', 'FooTest.cls'))).toBe(true);
    expect(hasTestClass(named('classes/Foo.cls', 'classes/Foo.cls-meta.xml', 'classes/Foo_Test.cls'))).toBe(
      true,
    );
  });

  it('is false for a test class alone, a class alone, or no Apex classes', () => {
    expect(hasTestClass(named('FooTest.cls', 'FooTest.cls-meta.xml'))).toBe(false);
    expect(hasTestClass(named('Foo.cls', 'Foo.cls-meta.xml'))).toBe(false);
    expect(hasTestClass(named('Foo.cls', 'FooTest.cls-meta.xml'))).toBe(false);
    expect(hasTestClass(named('FooTrigger.trigger', 'FooTest.trigger'))).toBe(false);
    expect(
      hasTestClass(named('c/fooBar/fooBar.js', 'c/fooBar/fooBar.html', 'c/fooBar/fooBar.js-meta.xml')),
    ).toBe(false);
    expect(hasTestClass([])).toBe(false);
  });
});

describe('templateBaseName', () => {
  it.each([
    ['AccountService', 'AccountService', 'accountService'],
    ['accountCard', 'AccountCard', 'accountCard'],
    ['account service', 'AccountService', 'accountService'],
    ['  my-account_card! ', 'MyAccountCard', 'myAccountCard'],
    ['URLParser', 'URLParser', 'urlParser'],
    ['HTTP', 'HTTP', 'http'],
    ['2fa helper', 'FaHelper', 'faHelper'],
    ['Café Menu', 'CafeMenu', 'cafeMenu'],
    ['version 2', 'Version2', 'version2'],
  ])('turns %j into %s and %s', (raw, pascal, camel) => {
    expect(templateBaseName(raw, 'pascal')).toBe(pascal);
    expect(templateBaseName(raw, 'camel')).toBe(camel);
  });

  it.each(['', '   ', '123', '!!!', '42 -_-'])('falls back to MyClass and myComponent for %j', (raw) => {
    expect(templateBaseName(raw, 'pascal')).toBe('MyClass');
    expect(templateBaseName(raw, 'camel')).toBe('myComponent');
  });

  it('stops at 30 characters, so that a name with `Controller` fits an Apex class name', () => {
    const name = templateBaseName('a'.repeat(100), 'pascal');
    expect(name).toHaveLength(30);
    expect(`${name}Controller`.length).toBeLessThanOrEqual(40);
  });
});

describe('SNIPPET_TEMPLATES', () => {
  it('have unique ids and categories of their platform', () => {
    const ids = SNIPPET_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([
      'apex-class-with-test',
      'lwc-bundle',
      'aura-bundle',
      'visualforce-page-with-controller',
      'cloudpage',
    ]);
    for (const template of SNIPPET_TEMPLATES)
      expect(isCategoryOf(template.platform, template.category)).toBe(true);
  });

  it('hold an Apex class with its test class only in apex-class-with-test', () => {
    const withTests = SNIPPET_TEMPLATES.filter((template) => hasTestClass(template.files('X')));
    expect(withTests.map((template) => template.id)).toEqual(['apex-class-with-test']);
  });

  it('name files by what the member typed', () => {
    const namesOf = (id: string, name: string) =>
      SNIPPET_TEMPLATES.find((template) => template.id === id)
        ?.files(name)
        .map((file) => file.name);
    expect(namesOf('apex-class-with-test', 'AccountService')).toEqual([
      'AccountService.cls',
      'AccountService.cls-meta.xml',
      'AccountServiceTest.cls',
      'AccountServiceTest.cls-meta.xml',
    ]);
    expect(namesOf('lwc-bundle', 'account card')).toEqual([
      'c/accountCard/accountCard.js',
      'c/accountCard/accountCard.html',
      'c/accountCard/accountCard.css',
      'c/accountCard/accountCard.js-meta.xml',
    ]);
    expect(namesOf('visualforce-page-with-controller', 'Account')).toEqual([
      'AccountPage.page',
      'AccountPage.page-meta.xml',
      'AccountController.cls',
      'AccountController.cls-meta.xml',
    ]);
    expect(namesOf('visualforce-page-with-controller', 'AccountPage')).toEqual(
      namesOf('visualforce-page-with-controller', 'Account'),
    );
    expect(namesOf('cloudpage', 'anything')).toEqual(['cloudpage.html']);
  });

  // Every template must make a valid snippet from a tidy name, a one-letter name and an unruly long one.
  describe.each(SNIPPET_TEMPLATES.map((template) => [template.id, template] as const))(
    '%s',
    (_id, template) => {
      const fileSets = ['FooBar', 'X', '  the very long name of a component that goes on and on 42 ! '].map(
        (name) => template.files(name),
      );

      it('makes files the snippet schema accepts, within the limits', () => {
        for (const files of fileSets) {
          expect(files.length).toBeGreaterThan(0);
          expect(files.length).toBeLessThanOrEqual(SNIPPET_FILE_LIMITS.filesMax);
          const totalLength = files.reduce((total, file) => total + file.code.length, 0);
          expect(totalLength).toBeLessThanOrEqual(SNIPPET_FILE_LIMITS.totalCodeMax);
          for (const file of files) expect(snippetFileSchema.safeParse(file).success, file.name).toBe(true);
        }
      });

      it('names files validly and uniquely, each with the language its name implies, allowed on the platform', () => {
        for (const files of fileSets) {
          const names = files.map((file) => file.name);
          expect(new Set(names).size).toBe(names.length);
          for (const file of files) {
            expect(file.name).toMatch(FILE_NAME_PATTERN);
            expect(file.name.length).toBeLessThanOrEqual(SNIPPET_FILE_LIMITS.nameMax);
            expect(languageOfFileName(file.name), file.name).toBe(file.language);
            expect(isLanguageOf(template.platform, file.language), file.name).toBe(true);
          }
        }
      });

      it(`writes metadata files for the current release's API version, ${SALESFORCE_API_VERSION}`, () => {
        const current = `${currentRelease().api}.0`;
        expect(SALESFORCE_API_VERSION).toBe(current);
        expect(releaseByApi(Number.parseInt(SALESFORCE_API_VERSION, 10))).toBe(currentRelease());
        for (const file of fileSets.flat().filter((file) => file.name.endsWith('-meta.xml'))) {
          expect(file.code).toMatch(
            /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<\w+ xmlns="http:\/\/soap\.sforce\.com\/2006\/04\/metadata">\n/,
          );
          expect(file.code).toContain(`    <apiVersion>${current}</apiVersion>\n`);
          expect(file.code.endsWith('>\n')).toBe(true);
        }
      });

      it('declares in each Apex class file the class the file is named after', () => {
        for (const file of fileSets.flat().filter((file) => file.name.endsWith('.cls'))) {
          const className = file.name.replace(/^.*\//, '').replace(/\.cls$/, '');
          expect(file.code).toMatch(new RegExp(`\\bclass ${className}\\b`));
        }
      });
    },
  );

  it('writes apex class metadata exactly as Salesforce does', () => {
    const files = SNIPPET_TEMPLATES[0]?.files('Foo') ?? [];
    expect(files.find((file) => file.name === 'Foo.cls-meta.xml')?.code).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<ApexClass xmlns="http://soap.sforce.com/2006/04/metadata">\n    <apiVersion>${SALESFORCE_API_VERSION}</apiVersion>\n    <status>Active</status>\n</ApexClass>\n`,
    );
  });

  it('point bundles and pages at the names their files carry', () => {
    const codeOf = (id: string, fileName: string) =>
      SNIPPET_TEMPLATES.find((template) => template.id === id)
        ?.files('fooBar')
        .find((file) => file.name === fileName)?.code;
    expect(codeOf('lwc-bundle', 'c/fooBar/fooBar.js')).toContain(
      'export default class FooBar extends LightningElement',
    );
    expect(codeOf('lwc-bundle', 'c/fooBar/fooBar.js')).toContain('@api ');
    expect(codeOf('aura-bundle', 'c/fooBar/fooBar.cmp')).toContain(
      'implements="flexipage:availableForAllPageTypes"',
    );
    expect(codeOf('visualforce-page-with-controller', 'FooBarPage.page')).toContain(
      '<apex:page controller="FooBarController"',
    );
    expect(codeOf('apex-class-with-test', 'FooBarTest.cls')).toMatch(
      /@IsTest\s+private class FooBarTest[\s\S]*Test\.startTest\(\)[\s\S]*Test\.stopTest\(\)[\s\S]*Assert\./,
    );
  });
});
