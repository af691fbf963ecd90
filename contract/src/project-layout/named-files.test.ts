import { SALESFORCE_API_VERSION } from '../file-limits.js';
import { describe, expect, it } from 'vitest';
import { isBrowserScript, isJestTest, isLwcTemplate } from './file-kinds.js';
import { metadataPath, placeSourceFiles } from './named-files.js';
import { componentsOf, crmReadme } from './readme.js';

const place = (files: Record<string, string>) =>
  placeSourceFiles(Object.entries(files).map(([name, code]) => ({ name, code })));
const pathsOf = (files: Record<string, string>) => place(files).files.map((file) => file.path);
const D = 'force-app/main/default';

describe('metadataPath', () => {
  it('keeps a path from its metadata folder on, whatever comes before', () => {
    expect(metadataPath('force-app/main/default/classes/A.cls')).toBe('classes/A.cls');
    expect(metadataPath('src/main/default/lwc/x/x.js')).toBe('lwc/x/x.js');
    expect(metadataPath('src/classes/A.cls')).toBe('classes/A.cls');
    expect(metadataPath('c/x/x.js')).toBe('c/x/x.js');
    expect(metadataPath('classes')).toBe('classes');
  });
});

describe('placeSourceFiles', () => {
  it('places Apex by what it declares and writes the -meta.xml with the current API version', () => {
    const placement = place({
      'Util.cls': 'public class StringUtils {}',
      'T.cls': 'trigger T on Case (before insert) {}',
    });
    expect(placement.files.map((file) => file.path)).toEqual([
      `${D}/classes/StringUtils.cls`,
      `${D}/classes/StringUtils.cls-meta.xml`,
      `${D}/triggers/T.trigger`,
      `${D}/triggers/T.trigger-meta.xml`,
    ]);
    expect(placement.files[1]!.content).toContain(`<apiVersion>${SALESFORCE_API_VERSION}</apiVersion>`);
    expect(placement.moved).toEqual([
      { from: 'Util.cls', to: `${D}/classes/StringUtils.cls` },
      { from: 'T.cls', to: `${D}/triggers/T.trigger` },
    ]);
  });

  it('keeps the member’s own -meta.xml rather than generating one', () => {
    const placement = place({ 'classes/A.cls': 'public class A {}', 'classes/A.cls-meta.xml': '<mine/>' });
    expect(placement.files).toEqual([
      { path: `${D}/classes/A.cls`, content: 'public class A {}' },
      { path: `${D}/classes/A.cls-meta.xml`, content: '<mine/>' },
    ]);
    expect(placement.generated).toEqual([]);
  });

  it('never lets two files collide: the second of a name goes to not-deployed/, said in a note', () => {
    const placement = place({ 'classes/A.cls': 'public class A {}', 'other/A.cls': 'public class A { }' });
    expect(placement.files.map((file) => file.path)).toEqual([
      `${D}/classes/A.cls`,
      `${D}/classes/A.cls-meta.xml`,
      'not-deployed/other/A.cls',
    ]);
    expect(placement.notes).toEqual([
      `\`other/A.cls\` is not deployed: another file of the snippet is already \`${D}/classes/A.cls\`.`,
    ]);
  });

  it('makes flat LWC files a bundle, generating its -meta.xml, and puts a Jest test in it', () => {
    expect(
      pathsOf({
        'x.js': "import { LightningElement } from 'lwc';\nexport default class X extends LightningElement {}",
        'x.html': '<template></template>',
        '__tests__/x.test.js': "import X from 'c/x';",
      }),
    ).toEqual([
      `${D}/lwc/x/x.js`,
      `${D}/lwc/x/x.html`,
      `${D}/lwc/x/x.js-meta.xml`,
      `${D}/lwc/x/__tests__/x.test.js`,
    ]);
  });

  it('gives an LWC of a template or stylesheet alone the JavaScript class it needs, and says so', () => {
    const placement = place({ 'lwc/card/card.html': '<template></template>' });
    expect(placement.generated).toEqual([`${D}/lwc/card/card.js`, `${D}/lwc/card/card.js-meta.xml`]);
    expect(placement.files.find((file) => file.path.endsWith('card.js'))!.content).toContain(
      'export default class Card extends LightningElement {}',
    );
  });

  it('packages a Visualforce email template as one, with its subject, and its folder when it names one', () => {
    const template =
      '<messaging:emailTemplate subject="Quote &amp; more" recipientType="Contact"></messaging:emailTemplate>';
    const placement = place({ 'email/Quotes/Ready.email': template, 'Other.page': template });
    expect(placement.files.map((file) => file.path)).toEqual([
      `${D}/email/Quotes/Ready.email`,
      `${D}/email/Quotes/Ready.email-meta.xml`,
      `${D}/email/Quotes.emailFolder-meta.xml`,
      `${D}/email/unfiled$public/Other.email`,
      `${D}/email/unfiled$public/Other.email-meta.xml`,
    ]);
    expect(placement.files[1]!.content).toContain('<subject>Quote &amp; more</subject>');
    expect(placement.files[1]!.content).toContain('<type>visualforce</type>');
  });

  it('sends what is run to scripts/ by kind, and browser JavaScript and stylesheets to static resources', () => {
    expect(
      pathsOf({
        'run.apex': "System.debug('x');",
        'q.soql': 'SELECT Id FROM Account',
        'a.sh': 'echo',
        'd.json': '{}',
        'node.js': "import fs from 'node:fs';",
        'page.js': 'document.title = "x";',
        'print.css': '@page { size: A4; }',
      }),
    ).toEqual([
      'scripts/apex/run.apex',
      'scripts/soql/q.soql',
      'scripts/shell/a.sh',
      'scripts/data/d.json',
      'scripts/js/node.js',
      `${D}/staticresources/page.js`,
      `${D}/staticresources/page.resource-meta.xml`,
      `${D}/staticresources/print.css`,
      `${D}/staticresources/print.resource-meta.xml`,
    ]);
  });

  it('puts an object’s parts under it, from its path or the snippet’s one object, and sets aside the rest', () => {
    const placement = place({
      'Invoice__c.object-meta.xml': '<CustomObject/>',
      'Amount__c.field-meta.xml': '<CustomField/>',
      'Due.validationRule-meta.xml': '<ValidationRule/>',
      'Odd.thing-meta.xml': '<Thing/>',
    });
    expect(placement.files.map((file) => file.path)).toEqual([
      `${D}/objects/Invoice__c/Invoice__c.object-meta.xml`,
      `${D}/objects/Invoice__c/fields/Amount__c.field-meta.xml`,
      `${D}/objects/Invoice__c/validationRules/Due.validationRule-meta.xml`,
      'not-deployed/Odd.thing-meta.xml',
    ]);
    expect(componentsOf(placement.files)).toEqual([
      'CustomField: Invoice__c.Amount__c',
      'CustomObject: Invoice__c',
      'ValidationRule: Invoice__c.Due',
    ]);
  });
});

describe('crmReadme', () => {
  it('names each component, the command that deploys them, and how each script runs', () => {
    const readme = crmReadme(
      place({
        'A.cls': 'public class A {}',
        'go.apex': 'delete [SELECT Id FROM Lead];',
        'q.soql': 'SELECT Id FROM Lead',
      }),
    ).join('\n');
    expect(readme).toContain('sf project deploy start --source-dir force-app');
    expect(readme).toContain('- ApexClass: A\n');
    expect(readme).toContain('`sf apex run --file scripts/apex/go.apex`');
    expect(readme).toContain('`sf data query --file scripts/soql/q.soql`');
    expect(readme).toContain(`- \`${D}/classes/A.cls-meta.xml\``);
  });

  it('says when there is nothing to deploy', () => {
    expect(crmReadme(place({ 'q.soql': 'SELECT Id FROM Lead' })).join('\n')).toContain('nothing to deploy');
  });
});

describe('file kinds', () => {
  it('tells LWC templates, Jest tests and browser scripts by their code', () => {
    expect(isLwcTemplate('<!-- list -->\n<template><p></p></template>')).toBe(true);
    expect(isLwcTemplate('<html><body></body></html>')).toBe(false);
    expect(isJestTest('x.js', "import { createElement } from 'lwc';\ndescribe('x', () => {});")).toBe(true);
    expect(isJestTest('lwc/x/x.js', "import { LightningElement } from 'lwc';")).toBe(false);
    expect(isBrowserScript('Visualforce.remoting.Manager.invokeAction()')).toBe(true);
    expect(isBrowserScript("const fs = require('fs'); document.title;")).toBe(false);
  });
});
