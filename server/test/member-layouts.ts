/**
 * Layouts members write for a CRM snippet's files — the SFDX paths, flat files, and the mistakes (wrong folders, a
 * missing -meta.xml, a Jest test at the top, duplicate names, a .cls named other than its class) — each with the
 * components its download must deploy. The corpus of the test that opens each download with Salesforce's libraries.
 */

const xml = (type: string, body = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${type} xmlns="http://soap.sforce.com/2006/04/metadata">${body}</${type}>\n`;
const classMeta = xml('ApexClass', '<apiVersion>68.0</apiVersion><status>Active</status>');
const lwcMeta = xml('LightningComponentBundle', '<apiVersion>68.0</apiVersion><isExposed>true</isExposed>');
const lwcJs = (name: string) =>
  `import { LightningElement } from 'lwc';\nexport default class ${name} extends LightningElement {}\n`;
const template = '<template><p>Hello</p></template>\n';
const jestTest = (bundle: string) =>
  `import { createElement } from 'lwc';\nimport Hello from 'c/${bundle}';\n` +
  `describe('c-${bundle}', () => { it('renders', () => { document.body.appendChild(createElement('c-${bundle}', { is: Hello })); }); });\n`;
const field = (name: string) =>
  xml(
    'CustomField',
    `<fullName>${name}</fullName><label>${name}</label><type>Number</type><precision>18</precision><scale>2</scale>`,
  );
const object = (label: string) =>
  xml(
    'CustomObject',
    `<label>${label}</label><pluralLabel>${label}s</pluralLabel><nameField><label>Name</label><type>Text</type></nameField><deploymentStatus>Deployed</deploymentStatus><sharingModel>ReadWrite</sharingModel>`,
  );
const emailTemplate =
  '<messaging:emailTemplate subject="Your quote" recipientType="Contact" relatedToType="Quote">\n' +
  '  <messaging:plainTextEmailBody>Hello {!recipient.Name}</messaging:plainTextEmailBody>\n</messaging:emailTemplate>\n';

export interface MemberLayout {
  name: string;
  files: { name: string; code: string }[];
  /** `Type:name`, sorted, as SDR lists the components. */
  components: string[];
  /** Components of those components (an object's fields), which package.xml lists too. */
  children?: string[];
  /** Paths (from the project's root) the download must hold. */
  paths?: string[];
}

export const MEMBER_LAYOUTS: MemberLayout[] = [
  {
    name: 'a class and its -meta.xml in classes/',
    files: [
      { name: 'classes/Foo.cls', code: 'public class Foo {}' },
      { name: 'classes/Foo.cls-meta.xml', code: classMeta },
    ],
    components: ['ApexClass:Foo'],
  },
  {
    name: 'the full force-app path, no -meta.xml',
    files: [{ name: 'force-app/main/default/classes/Foo.cls', code: 'public class Foo {}' }],
    components: ['ApexClass:Foo'],
    paths: ['force-app/main/default/classes/Foo.cls-meta.xml'],
  },
  {
    name: 'a trigger without its -meta.xml',
    files: [
      {
        name: 'triggers/AccountTrigger.trigger',
        code: 'trigger AccountTrigger on Account (before insert) {}',
      },
    ],
    components: ['ApexTrigger:AccountTrigger'],
  },
  {
    name: 'an LWC bundle in lwc/',
    files: [
      { name: 'lwc/hello/hello.js', code: lwcJs('Hello') },
      { name: 'lwc/hello/hello.html', code: template },
      { name: 'lwc/hello/hello.js-meta.xml', code: lwcMeta },
    ],
    components: ['LightningComponentBundle:hello'],
  },
  {
    name: 'an LWC bundle in c/, without -meta.xml',
    files: [
      { name: 'c/hello/hello.js', code: lwcJs('Hello') },
      { name: 'c/hello/hello.html', code: template },
    ],
    components: ['LightningComponentBundle:hello'],
    paths: ['force-app/main/default/lwc/hello/hello.js-meta.xml'],
  },
  {
    name: 'a flat LWC: no folder',
    files: [
      { name: 'hello.js', code: lwcJs('Hello') },
      { name: 'hello.html', code: template },
      { name: 'hello.js-meta.xml', code: lwcMeta },
    ],
    components: ['LightningComponentBundle:hello'],
    paths: ['force-app/main/default/lwc/hello/hello.html'],
  },
  {
    name: 'a flat LWC named in PascalCase',
    files: [
      { name: 'AccountCard.js', code: lwcJs('AccountCard') },
      { name: 'AccountCard.html', code: template },
    ],
    components: ['LightningComponentBundle:accountCard'],
    paths: ['force-app/main/default/lwc/accountCard/accountCard.html'],
  },
  {
    name: 'an LWC with a helper module, CSS and an SVG icon',
    files: [
      { name: 'lwc/hello/hello.js', code: lwcJs('Hello') },
      { name: 'lwc/hello/utils.js', code: 'export const twice = (n) => n * 2;\n' },
      { name: 'lwc/hello/hello.css', code: ':host { display: block; }\n' },
      { name: 'lwc/hello/hello.svg', code: '<svg xmlns="http://www.w3.org/2000/svg"></svg>\n' },
    ],
    components: ['LightningComponentBundle:hello'],
  },
  {
    name: 'an LWC in the classes folder by mistake',
    files: [
      { name: 'classes/hello/hello.js', code: lwcJs('Hello') },
      { name: 'classes/hello/hello.html', code: template },
    ],
    components: ['LightningComponentBundle:hello'],
  },
  {
    name: 'a Jest test in its bundle',
    files: [
      { name: 'c/hello/hello.js', code: lwcJs('Hello') },
      { name: 'c/hello/__tests__/hello.test.js', code: jestTest('hello') },
    ],
    components: ['LightningComponentBundle:hello'],
    paths: ['force-app/main/default/lwc/hello/__tests__/hello.test.js'],
  },
  {
    name: 'a Jest test at the top, beside a flat LWC',
    files: [
      { name: 'hello.js', code: lwcJs('Hello') },
      { name: 'hello.html', code: template },
      { name: '__tests__/hello.test.js', code: jestTest('hello') },
    ],
    components: ['LightningComponentBundle:hello'],
    paths: ['force-app/main/default/lwc/hello/__tests__/hello.test.js'],
  },
  {
    name: 'a Jest test named .test.js with no folder',
    files: [
      { name: 'lwc/hello/hello.js', code: lwcJs('Hello') },
      { name: 'hello.test.js', code: jestTest('hello') },
    ],
    components: ['LightningComponentBundle:hello'],
    paths: ['force-app/main/default/lwc/hello/__tests__/hello.test.js'],
  },
  {
    name: 'a Jest test of a component the snippet does not hold',
    files: [{ name: 'c/other/__tests__/other.test.js', code: jestTest('other') }],
    components: [],
    paths: ['not-deployed/lwc/other/__tests__/other.test.js', 'force-app/main/default/.gitkeep'],
  },
  {
    name: 'an Aura bundle in aura/',
    files: [
      { name: 'aura/banner/banner.cmp', code: '<aura:component></aura:component>' },
      { name: 'aura/banner/bannerController.js', code: '({ init: function () {} })' },
      { name: 'aura/banner/bannerHelper.js', code: '({})' },
      { name: 'aura/banner/banner.css', code: '.THIS {}' },
    ],
    components: ['AuraDefinitionBundle:banner'],
    paths: ['force-app/main/default/aura/banner/banner.cmp-meta.xml'],
  },
  {
    name: 'a flat Aura component with its controller',
    files: [
      { name: 'banner.cmp', code: '<aura:component></aura:component>' },
      { name: 'bannerController.js', code: '({ init: function () {} })' },
    ],
    components: ['AuraDefinitionBundle:banner'],
    paths: ['force-app/main/default/aura/banner/bannerController.js'],
  },
  {
    name: 'an Aura application with its -meta.xml',
    files: [
      { name: 'aura/Main/Main.app', code: '<aura:application></aura:application>' },
      {
        name: 'aura/Main/Main.app-meta.xml',
        code: xml('AuraDefinitionBundle', '<apiVersion>68.0</apiVersion>'),
      },
    ],
    components: ['AuraDefinitionBundle:Main'],
  },
  {
    name: 'a Lightning app (CustomApplication), not Aura',
    files: [
      { name: 'applications/Sales.app-meta.xml', code: xml('CustomApplication', '<label>Sales</label>') },
    ],
    components: ['CustomApplication:Sales'],
  },
  {
    name: 'a message channel in messageChannels/',
    files: [
      {
        name: 'messageChannels/RecordSelected.messageChannel-meta.xml',
        code: xml(
          'LightningMessageChannel',
          '<masterLabel>RecordSelected</masterLabel><isExposed>true</isExposed>',
        ),
      },
    ],
    components: ['LightningMessageChannel:RecordSelected'],
  },
  {
    name: 'a message channel with no folder, beside the LWC that uses it',
    files: [
      {
        name: 'RecordSelected.messageChannel-meta.xml',
        code: xml('LightningMessageChannel', '<masterLabel>R</masterLabel>'),
      },
      { name: 'c/publisher/publisher.js', code: lwcJs('Publisher') },
    ],
    components: ['LightningComponentBundle:publisher', 'LightningMessageChannel:RecordSelected'],
  },
  {
    name: 'a custom object with a field',
    files: [
      { name: 'objects/Invoice__c/Invoice__c.object-meta.xml', code: object('Invoice') },
      { name: 'objects/Invoice__c/fields/Amount__c.field-meta.xml', code: field('Amount__c') },
    ],
    // SDR lists an object with its fields as the object: the fields are its children, in package.xml too.
    components: ['CustomObject:Invoice__c'],
    children: ['CustomField:Invoice__c.Amount__c'],
  },
  {
    name: 'a field in its object folder, no objects/ folder',
    files: [{ name: 'Invoice__c/fields/Amount__c.field-meta.xml', code: field('Amount__c') }],
    components: ['CustomField:Invoice__c.Amount__c'],
  },
  {
    name: 'a flat object and field',
    files: [
      { name: 'Invoice__c.object-meta.xml', code: object('Invoice') },
      { name: 'Amount__c.field-meta.xml', code: field('Amount__c') },
    ],
    // SDR lists an object with its fields as the object: the fields are its children, in its converted XML.
    components: ['CustomObject:Invoice__c'],
    children: ['CustomField:Invoice__c.Amount__c'],
  },
  {
    name: 'a field that says no object',
    files: [{ name: 'Amount__c.field-meta.xml', code: field('Amount__c') }],
    components: [],
    paths: ['not-deployed/Amount__c.field-meta.xml'],
  },
  {
    name: 'a custom metadata type with a record',
    files: [
      { name: 'objects/Setting__mdt/Setting__mdt.object-meta.xml', code: object('Setting') },
      { name: 'objects/Setting__mdt/fields/Value__c.field-meta.xml', code: field('Value__c') },
      {
        name: 'customMetadata/Setting.Default.md-meta.xml',
        code: xml('CustomMetadata', '<label>Default</label><protected>false</protected>'),
      },
    ],
    components: ['CustomMetadata:Setting.Default', 'CustomObject:Setting__mdt'],
    children: ['CustomField:Setting__mdt.Value__c'],
  },
  {
    name: 'a flow and a permission set',
    files: [
      { name: 'flows/Welcome.flow-meta.xml', code: xml('Flow', '<label>Welcome</label>') },
      {
        name: 'Admin_Extras.permissionset-meta.xml',
        code: xml('PermissionSet', '<label>Admin extras</label>'),
      },
    ],
    components: ['Flow:Welcome', 'PermissionSet:Admin_Extras'],
  },
  {
    name: 'a Visualforce email template named as a page',
    files: [{ name: 'QuoteReady.page', code: emailTemplate }],
    components: ['EmailTemplate:unfiled$public/QuoteReady'],
    paths: ['force-app/main/default/email/unfiled$public/QuoteReady.email-meta.xml'],
  },
  {
    name: 'a Visualforce email template in a folder of its own',
    files: [{ name: 'email/Quotes/QuoteReady.email', code: emailTemplate }],
    components: ['EmailFolder:Quotes', 'EmailTemplate:Quotes/QuoteReady'],
  },
  {
    name: 'a Visualforce page, its controller and a component',
    files: [
      { name: 'pages/Invoice.page', code: '<apex:page controller="InvoiceController"></apex:page>' },
      {
        name: 'pages/Invoice.page-meta.xml',
        code: xml('ApexPage', '<apiVersion>68.0</apiVersion><label>Invoice</label>'),
      },
      { name: 'InvoiceController.cls', code: 'public with sharing class InvoiceController {}' },
      { name: 'components/Header.component', code: '<apex:component></apex:component>' },
    ],
    components: ['ApexClass:InvoiceController', 'ApexComponent:Header', 'ApexPage:Invoice'],
  },
  {
    name: 'a static resource for a page',
    files: [
      { name: 'staticresources/remoting.js', code: 'window.call = () => Visualforce.remoting.Manager;\n' },
    ],
    components: ['StaticResource:remoting'],
  },
  {
    name: 'a static resource with its own -meta.xml, flat',
    files: [
      { name: 'charts.js', code: 'export const draw = () => 1;\n' },
      {
        name: 'charts.resource-meta.xml',
        code: xml(
          'StaticResource',
          '<cacheControl>Private</cacheControl><contentType>application/javascript</contentType>',
        ),
      },
    ],
    components: ['StaticResource:charts'],
    paths: ['force-app/main/default/staticresources/charts.resource-meta.xml'],
  },
  {
    name: 'a .cls named other than its class',
    files: [
      { name: 'Util.cls', code: 'public class StringUtils {}' },
      { name: 'Util.cls-meta.xml', code: classMeta },
    ],
    components: ['ApexClass:StringUtils'],
    paths: ['force-app/main/default/classes/StringUtils.cls-meta.xml'],
  },
  {
    name: 'a trigger saved as .cls, with a class -meta.xml',
    files: [
      { name: 'AccountTrigger.cls', code: 'trigger AccountTrigger on Account (after update) {}' },
      { name: 'AccountTrigger.cls-meta.xml', code: classMeta },
    ],
    components: ['ApexTrigger:AccountTrigger'],
    paths: ['not-deployed/AccountTrigger.cls-meta.xml'],
  },
  {
    name: 'a class in the triggers folder',
    files: [{ name: 'triggers/TriggerHelper.cls', code: 'public class TriggerHelper {}' }],
    components: ['ApexClass:TriggerHelper'],
  },
  {
    name: 'a class, its test class, an interface and an enum',
    files: [
      { name: 'Foo.cls', code: 'public class Foo implements Greeter { public Season s; }' },
      { name: 'FooTest.cls', code: '@IsTest\nprivate class FooTest { @IsTest static void go() {} }' },
      { name: 'Greeter.cls', code: 'public interface Greeter {}' },
      { name: 'Season.cls', code: 'public enum Season { WINTER, SUMMER }' },
    ],
    components: ['ApexClass:Foo', 'ApexClass:FooTest', 'ApexClass:Greeter', 'ApexClass:Season'],
  },
  {
    name: 'two files declaring the same class',
    files: [
      { name: 'classes/Foo.cls', code: 'public class Foo {}' },
      { name: 'src/Foo.cls', code: 'public class Foo { Integer n; }' },
    ],
    components: ['ApexClass:Foo'],
    paths: ['not-deployed/src/Foo.cls'],
  },
  {
    name: 'anonymous Apex, SOQL, a shell script and data: scripts only',
    files: [
      { name: 'setup.apex', code: "insert new Account(Name = 'Acme');" },
      { name: 'Run.cls', code: "System.debug('not a class');" },
      { name: 'accounts.soql', code: 'SELECT Id FROM Account' },
      { name: 'deploy.sh', code: 'sf project deploy start\n' },
      { name: 'accounts.json', code: '{"records": []}' },
      {
        name: 'sync.js',
        code: "import { readFile } from 'node:fs/promises';\nconsole.log(process.env.SF_TOKEN);\n",
      },
    ],
    components: [],
    paths: [
      'scripts/apex/setup.apex',
      'scripts/apex/Run.apex',
      'scripts/soql/accounts.soql',
      'scripts/shell/deploy.sh',
      'scripts/data/accounts.json',
      'scripts/js/sync.js',
      'force-app/main/default/.gitkeep',
    ],
  },
  {
    name: 'a -meta.xml without its class, and a package.xml',
    files: [
      { name: 'Missing.cls-meta.xml', code: classMeta },
      { name: 'package.xml', code: xml('Package', '<version>68.0</version>') },
      { name: 'Present.cls', code: 'public class Present {}' },
    ],
    components: ['ApexClass:Present'],
    paths: ['not-deployed/Missing.cls-meta.xml', 'manifest/package.xml'],
  },
];
