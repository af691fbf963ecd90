import { describe, expect, it } from 'vitest';
import {
  SALESFORCE_API_VERSION,
  apexDeclaration,
  apiNameOf,
  projectTree,
  unnamedFileName,
  type ArchiveSnippet,
} from './project-tree.js';

const snippet = (overrides: Partial<ArchiveSnippet>): ArchiveSnippet => ({
  slug: 'bulk-safe-account-trigger',
  title: 'Bulk-safe Account trigger',
  description: 'One query for the whole batch.',
  platform: 'crm',
  codeLanguage: 'apex',
  code: 'public with sharing class AccountTriggerHandler {}\n',
  author: 'apex_arjun',
  url: 'https://snippets.example.com/snippets/bulk-safe-account-trigger',
  ...overrides,
});
const paths = (input: Partial<ArchiveSnippet>) => projectTree(snippet(input)).map((file) => file.path);
const fileOf = (input: Partial<ArchiveSnippet>, path: string) =>
  projectTree(snippet(input)).find((file) => file.path === path)?.content;

describe('apexDeclaration', () => {
  it('finds a class, an interface, an enum and a trigger, past annotations, comments and strings', () => {
    expect(apexDeclaration('@IsTest\nprivate class FooTest {}')).toEqual({ kind: 'class', name: 'FooTest' });
    expect(apexDeclaration('global interface Greeter {}')).toEqual({ kind: 'class', name: 'Greeter' });
    expect(apexDeclaration('public enum Season { WINTER }')).toEqual({ kind: 'class', name: 'Season' });
    expect(apexDeclaration('trigger AccountTrigger on Account (before insert) {}')).toEqual({
      kind: 'trigger',
      name: 'AccountTrigger',
    });
    expect(
      apexDeclaration(
        "// class Wrong\n/* class Wrong2 */\n@RestResource(urlMapping='class Wrong3')\npublic class Right {}",
      ),
    ).toEqual({ kind: 'class', name: 'Right' });
    // A class declared after a statement is anonymous Apex's own: a class file holds no statement outside its class.
    expect(apexDeclaration("System.debug('go');\nclass Local {}\nnew Local();")).toEqual({
      kind: 'anonymous',
    });
    expect(apexDeclaration("System.debug('hello');\nList<Account> a = [SELECT Id FROM Account];")).toEqual({
      kind: 'anonymous',
    });
  });
});

describe('unnamedFileName', () => {
  const nameOf = (input: Partial<ArchiveSnippet>) => unnamedFileName(snippet(input));
  it('names one unnamed file by what its code is, so that it is placed as a named file is', () => {
    const lwc =
      "import { LightningElement } from 'lwc';\nexport default class AccountSummary extends LightningElement {}";
    expect(nameOf({ codeLanguage: 'javascript', code: lwc })).toBe('lwc/accountSummary/accountSummary.js');
    expect(
      nameOf({
        codeLanguage: 'javascript',
        code: "import { createElement } from 'lwc';\nimport A from 'c/accountSummary';\ndescribe('a', () => {});",
      }),
    ).toBe('__tests__/accountSummary.test.js');
    expect(nameOf({ codeLanguage: 'javascript', code: "import fs from 'node:fs';" })).toBe(
      'bulk-safe-account-trigger.js',
    );
    expect(nameOf({ codeLanguage: 'javascript', code: 'window.go = 1;', title: 'Remoting' })).toBe(
      'staticresources/Remoting.js',
    );
    expect(nameOf({ codeLanguage: 'html', code: '<template></template>', title: 'Zebra rows' })).toBe(
      'lwc/zebraRows/zebraRows.html',
    );
    expect(nameOf({ codeLanguage: 'css', code: '.a {}', category: 'lwc', title: 'Zebra rows' })).toBe(
      'lwc/zebraRows/zebraRows.css',
    );
    expect(nameOf({ codeLanguage: 'css', code: '@page {}', category: 'visualforce', title: 'Print' })).toBe(
      'staticresources/Print.css',
    );
    expect(
      nameOf({ codeLanguage: 'visualforce', code: '<messaging:emailTemplate subject="s"/>', title: 'Quote' }),
    ).toBe('email/unfiled$public/Quote.email');
    expect(nameOf({ codeLanguage: 'visualforce', code: '<apex:component/>', title: 'Header' })).toBe(
      'Header.component',
    );
    expect(nameOf({ codeLanguage: 'aura', code: '<aura:application/>', title: 'Main app' })).toBe(
      'aura/mainApp/mainApp.app',
    );
  });
});

describe('apiNameOf', () => {
  it('makes a metadata API name: letters, digits, single underscores, a letter first, at most 40', () => {
    expect(apiNameOf('Account list — with paging!', 'X')).toBe('Account_List_With_Paging');
    expect(apiNameOf('2024 renewals page', 'X')).toBe('Renewals_Page');
    expect(apiNameOf('!!!', 'Fallback')).toBe('Fallback');
    expect(
      apiNameOf('A very long title that goes on and on beyond the limit', 'X').length,
    ).toBeLessThanOrEqual(40);
  });
});

describe('projectTree', () => {
  it('makes an Apex class a Salesforce DX project with its -meta.xml and the API version', () => {
    expect(paths({})).toEqual([
      'sfdx-project.json',
      '.forceignore',
      'force-app/main/default/classes/AccountTriggerHandler.cls',
      'force-app/main/default/classes/AccountTriggerHandler.cls-meta.xml',
      'README.md',
    ]);
    const project = JSON.parse(fileOf({}, 'sfdx-project.json')!);
    expect(project).toEqual({
      packageDirectories: [{ path: 'force-app', default: true }],
      name: 'bulk-safe-account-trigger',
      namespace: '',
      sfdcLoginUrl: 'https://login.salesforce.com',
      sourceApiVersion: SALESFORCE_API_VERSION,
    });
    expect(fileOf({}, 'force-app/main/default/classes/AccountTriggerHandler.cls-meta.xml')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<ApexClass xmlns="http://soap.sforce.com/2006/04/metadata">\n' +
        `    <apiVersion>${SALESFORCE_API_VERSION}</apiVersion>\n    <status>Active</status>\n</ApexClass>\n`,
    );
    expect(fileOf({}, 'README.md')).toContain('sf project deploy start --source-dir force-app');
  });

  it('puts triggers, pages, Aura bundles, anonymous Apex and SOQL where the CLI looks for them', () => {
    expect(paths({ code: 'trigger AccountTrigger on Account (before insert) {}' })).toContain(
      'force-app/main/default/triggers/AccountTrigger.trigger-meta.xml',
    );
    expect(
      paths({ codeLanguage: 'visualforce', code: '<apex:page/>', title: 'Renewals & <b>Page</b>' }),
    ).toEqual([
      'sfdx-project.json',
      '.forceignore',
      'force-app/main/default/pages/Renewals_B_Page_B.page',
      'force-app/main/default/pages/Renewals_B_Page_B.page-meta.xml',
      'README.md',
    ]);
    expect(
      fileOf(
        { codeLanguage: 'visualforce', code: '<apex:page/>', title: 'Renewals & <b>Page</b>' },
        'force-app/main/default/pages/Renewals_B_Page_B.page-meta.xml',
      ),
    ).toContain('<label>Renewals &amp; &lt;b&gt;Page&lt;/b&gt;</label>');
    expect(paths({ codeLanguage: 'aura', code: '<aura:component/>', title: 'Record banner' })).toContain(
      'force-app/main/default/aura/recordBanner/recordBanner.cmp',
    );
    expect(paths({ code: "System.debug('hi');" })).toContain('scripts/apex/bulk-safe-account-trigger.apex');
    expect(paths({ codeLanguage: 'soql', code: 'SELECT Id FROM Account' })).toContain(
      'scripts/soql/bulk-safe-account-trigger.soql',
    );
  });

  it('keeps the force-app package directory when every file is a script, so the tools still open the project', () => {
    expect(paths({ codeLanguage: 'soql', code: 'SELECT Id FROM Account' })).toEqual([
      'sfdx-project.json',
      '.forceignore',
      'scripts/soql/bulk-safe-account-trigger.soql',
      'force-app/main/default/.gitkeep',
      'README.md',
    ]);
    expect(fileOf({}, '.forceignore')).toContain('**/__tests__/**');
  });

  it('makes Marketing Cloud code a folder of its file with a README that says where it runs', () => {
    const input = {
      platform: 'sfmc' as const,
      codeLanguage: 'ssjs',
      code: 'Platform.Load("Core", "1.1.1");',
    };
    expect(paths(input)).toEqual(['bulk-safe-account-trigger.ssjs', 'README.md']);
    expect(fileOf(input, 'README.md')).toContain('Script Activity in Automation Studio');
    expect(fileOf(input, 'README.md')).not.toContain('sfdx');
  });
});
