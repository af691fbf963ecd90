/**
 * A snippet's several files (decision 043), with Salesforce's shapes first-class: what language a file name implies,
 * whether the files hold an Apex class with its test class, and the templates of the editor's "New from template"
 * menu. Pure functions, so the server and the web editor agree on every answer.
 */
import type { Category, CodeLanguage, Platform } from './constants.js';
import { SALESFORCE_API_VERSION } from './file-limits.js';
import type { SnippetFile } from './schemas/snippets.js';

// A Map, not an object literal: a file named `x.constructor` must not find Object.prototype's constructor.
const LANGUAGE_OF_EXTENSION = new Map<string, CodeLanguage>([
  ['cls', 'apex'],
  ['trigger', 'apex'],
  ['js', 'javascript'],
  ['html', 'html'],
  ['css', 'css'],
  ['xml', 'xml'],
  ['page', 'visualforce'],
  ['component', 'visualforce'],
  ['cmp', 'aura'],
  ['app', 'aura'],
  ['evt', 'aura'],
  ['design', 'aura'],
  ['auradoc', 'aura'],
  ['intf', 'aura'],
  ['sql', 'sql'],
  ['soql', 'soql'],
  ['amp', 'ampscript'],
  ['ampscript', 'ampscript'],
  ['ssjs', 'ssjs'],
]);

/**
 * The language a file name implies by its last extension, in any case: `Foo.cls` is Apex, and `Foo.cls-meta.xml`
 * is XML, because a metadata file is XML whatever it describes. Null when the extension is not one we know.
 */
export function languageOfFileName(name: string): CodeLanguage | null {
  const extension = /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return LANGUAGE_OF_EXTENSION.get(extension) ?? null;
}

/**
 * Salesforce's naming conventions for a test class: `FooTest`, `FooTests`, `Foo_Test` or `Foo_test`. The `T` is
 * case-sensitive so that `Footest` or `Contest` do not count. Something must come before the suffix: a class named
 * just `Test` would shadow the System.Test class rather than test another class.
 */
const APEX_TEST_CLASS_BASE_NAME = /^[A-Za-z][A-Za-z0-9_]*(?:Tests?|_tests?)$/;

/**
 * Whether a file is an Apex test class by its name (its last path part): `classes/AccountServiceTest.cls` is,
 * `FooTest.cls-meta.xml` and `FooTest.trigger` are not (a trigger cannot hold tests). Test utilities such as
 * `TestFactory.cls` do not end in a test suffix, so they count as ordinary classes: they test nothing themselves.
 */
export function isApexTestClassName(name: string): boolean {
  const baseName = /(?:^|\/)([^/]+)\.cls$/i.exec(name)?.[1];
  return baseName !== undefined && APEX_TEST_CLASS_BASE_NAME.test(baseName);
}

/**
 * Whether the files' names say an Apex class comes with its test class: at least one `.cls` test class and one that
 * is not. The stored mark also reads the code (checks' hasApexTestClass: the test class names the class, decision 057).
 */
export function hasTestClass(files: readonly { name: string }[]): boolean {
  const classNames = files.map(({ name }) => name).filter((name) => /\.cls$/i.test(name));
  return classNames.some(isApexTestClassName) && classNames.some((name) => !isApexTestClassName(name));
}

/**
 * Apex class names are at most 40 characters; 30 leaves room for the longest suffix a template adds to a name,
 * `Controller`.
 */
const BASE_NAME_MAX = 30;

/**
 * The name a member typed for a template, as an identifier: ASCII letters and digits only (accents dropped, other
 * characters separate words), starting with a letter, at most 30 characters. PascalCase names Apex classes and
 * Visualforce pages; lowerCamelCase names LWC bundles, whose folders must start in lower case, and Aura bundles
 * by the same convention.
 */
export function templateBaseName(raw: string, style: 'pascal' | 'camel'): string {
  const words = raw
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/^[^A-Za-z]+/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const pascal = words
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
    .slice(0, BASE_NAME_MAX);
  if (!pascal) return style === 'pascal' ? 'MyClass' : 'myComponent';
  if (style === 'pascal') return pascal;
  // A leading acronym is lowercased whole, so `URLParser` becomes `urlParser` rather than `uRLParser`.
  return pascal.replace(/^[A-Z]+?(?=[A-Z][a-z]|[^A-Z]|$)/, (head) => head.toLowerCase());
}

export interface SnippetTemplate {
  id: string;
  label: string;
  description: string;
  platform: Platform;
  category: Category;
  /** The template's files for the name a member typed, which it normalises with templateBaseName. */
  files: (name: string) => SnippetFile[];
}

/**
 * A template's file takes the language its name implies, as a file the member names in the editor does; an unknown
 * extension leaves it empty, which snippetFileSchema refuses.
 */
function file(name: string, code: string): SnippetFile {
  return { name, language: languageOfFileName(name) ?? '', code };
}

/** A metadata file as Salesforce's own tools write it: four-space indents and a final newline. */
function metadataXml(type: string, lines: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${type} xmlns="http://soap.sforce.com/2006/04/metadata">`,
    `    <apiVersion>${SALESFORCE_API_VERSION}</apiVersion>`,
    ...lines.map((line) => `    ${line}`),
    `</${type}>`,
    '',
  ].join('\n');
}

const apexClassMetadata = () => metadataXml('ApexClass', ['<status>Active</status>']);

function apexClassWithTest(raw: string): SnippetFile[] {
  const name = templateBaseName(raw, 'pascal');
  return [
    file(
      `${name}.cls`,
      `public with sharing class ${name} {
    /** A greeting for the given name, or for the running user when the name is blank. */
    public static String greet(String name) {
        String who = String.isBlank(name) ? UserInfo.getFirstName() : name;
        return 'Hello, ' + who + '!';
    }
}
`,
    ),
    file(`${name}.cls-meta.xml`, apexClassMetadata()),
    file(
      `${name}Test.cls`,
      `@IsTest
private class ${name}Test {
    @IsTest
    static void greetsByName() {
        Test.startTest();
        String greeting = ${name}.greet('Ada');
        Test.stopTest();

        Assert.areEqual('Hello, Ada!', greeting, 'The greeting names the given person');
    }
}
`,
    ),
    file(`${name}Test.cls-meta.xml`, apexClassMetadata()),
  ];
}

// The JavaScript file comes first: a snippet's language is its first file's, and an LWC is JavaScript.
function lwcBundle(raw: string): SnippetFile[] {
  const name = templateBaseName(raw, 'camel');
  const className = templateBaseName(name, 'pascal');
  const folder = `c/${name}/${name}`;
  return [
    file(
      `${folder}.js`,
      `import { LightningElement, api } from 'lwc';

export default class ${className} extends LightningElement {
    /** Set in Lightning App Builder, or by a parent component. */
    @api title = '${className}';

    /** Set by the record page the component is placed on. */
    @api recordId;
}
`,
    ),
    file(
      `${folder}.html`,
      `<template>
    <lightning-card title={title} icon-name="custom:custom14">
        <p class="slds-p-horizontal_small">
            <template lwc:if={recordId}>Record {recordId}</template>
            <template lwc:else>Place me on a record page to see its id.</template>
        </p>
    </lightning-card>
</template>
`,
    ),
    file(
      `${folder}.css`,
      `:host {
    display: block;
}
`,
    ),
    file(
      `${folder}.js-meta.xml`,
      metadataXml('LightningComponentBundle', [
        '<isExposed>true</isExposed>',
        '<targets>',
        '    <target>lightning__RecordPage</target>',
        '    <target>lightning__AppPage</target>',
        '    <target>lightning__HomePage</target>',
        '</targets>',
      ]),
    ),
  ];
}

function auraBundle(raw: string): SnippetFile[] {
  const name = templateBaseName(raw, 'camel');
  const folder = `c/${name}/${name}`;
  return [
    file(
      `${folder}.cmp`,
      `<aura:component implements="flexipage:availableForAllPageTypes" access="global">
    <aura:attribute name="clicks" type="Integer" default="0" />

    <lightning:card title="${name}" iconName="custom:custom14">
        <p class="slds-p-horizontal_small">
            Clicked <span class="count">{!v.clicks}</span> times.
        </p>
        <lightning:button label="Click me" onclick="{!c.handleClick}" />
    </lightning:card>
</aura:component>
`,
    ),
    file(
      `${folder}Controller.js`,
      `({
    handleClick: function (component, event, helper) {
        helper.increment(component);
    }
})
`,
    ),
    file(
      `${folder}Helper.js`,
      `({
    increment: function (component) {
        component.set('v.clicks', component.get('v.clicks') + 1);
    }
})
`,
    ),
    // Aura scopes a component's styles with the .THIS class.
    file(
      `${folder}.css`,
      `.THIS .count {
    font-weight: bold;
}
`,
    ),
    file(
      `${folder}.cmp-meta.xml`,
      metadataXml('AuraDefinitionBundle', [`<description>${name}: a click counter.</description>`]),
    ),
  ];
}

function visualforcePageWithController(raw: string): SnippetFile[] {
  const name = templateBaseName(raw, 'pascal');
  // The template adds the suffixes itself, so `AccountPage` gives `AccountPage.page`, not `AccountPagePage.page`.
  const stem = name.replace(/(?:Page|Controller)$/, '') || name;
  const controller = `${stem}Controller`;
  return [
    file(
      `${stem}Page.page`,
      `<apex:page controller="${controller}" title="${stem}" lightningStylesheets="true">
    <apex:pageBlock title="Accounts">
        <apex:pageBlockTable value="{!accounts}" var="account">
            <apex:column value="{!account.Name}" />
            <apex:column value="{!account.Industry}" />
        </apex:pageBlockTable>
    </apex:pageBlock>
</apex:page>
`,
    ),
    file(`${stem}Page.page-meta.xml`, metadataXml('ApexPage', [`<label>${stem}Page</label>`])),
    file(
      `${controller}.cls`,
      `public with sharing class ${controller} {
    public List<Account> accounts { get; private set; }

    public ${controller}() {
        // WITH USER_MODE enforces the running user's object and field permissions.
        accounts = [SELECT Id, Name, Industry FROM Account WITH USER_MODE ORDER BY Name LIMIT 10];
    }
}
`,
    ),
    file(`${controller}.cls-meta.xml`, apexClassMetadata()),
  ];
}

// Only languages of LANGUAGES may be a file's, so the page is one HTML file with its scripts inline.
function cloudPage(): SnippetFile[] {
  return [
    file(
      'cloudpage.html',
      `%%[
/* CloudPagesURL() links carry the key encrypted; RequestParameter reads it either way. */
VAR @subscriberKey, @firstName
SET @subscriberKey = RequestParameter("sk")
IF NOT EMPTY(@subscriberKey) THEN
  SET @firstName = Lookup("Subscribers", "FirstName", "SubscriberKey", @subscriberKey)
ENDIF
IF EMPTY(@firstName) THEN
  SET @firstName = "there"
ENDIF
]%%
<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Welcome</title>
</head>
<body>
  <h1>Hello, %%= v(@firstName) =%%!</h1>
  <script runat="server">
    Platform.Load("Core", "1.1.1");
    try {
      var subscriberKey = Variable.GetValue("@subscriberKey");
      if (subscriberKey) {
        var visits = DataExtension.Init("PageVisits");
        visits.Rows.Add({ SubscriberKey: subscriberKey, VisitedAt: new Date() });
      }
    } catch (error) {
      Write("<p>We could not record your visit.</p>");
    }
  </script>
</body>
</html>
`,
    ),
  ];
}

export const SNIPPET_TEMPLATES: readonly SnippetTemplate[] = [
  {
    id: 'apex-class-with-test',
    label: 'Apex class with test class',
    description: 'A class with one method, its test class, and the metadata files of both.',
    platform: 'crm',
    category: 'apex',
    files: apexClassWithTest,
  },
  {
    id: 'lwc-bundle',
    label: 'Lightning web component',
    description: 'An LWC bundle for record, app and home pages: JavaScript, HTML, CSS and metadata.',
    platform: 'crm',
    category: 'lwc',
    files: lwcBundle,
  },
  {
    // No category is Aura's own; "Lightning Web Components" is the nearest, as Aura components are Lightning
    // components too, and the ones people still write live beside their LWC successors.
    id: 'aura-bundle',
    label: 'Aura component',
    description: 'An Aura bundle for Lightning pages: markup, controller, helper, CSS and metadata.',
    platform: 'crm',
    category: 'lwc',
    files: auraBundle,
  },
  {
    id: 'visualforce-page-with-controller',
    label: 'Visualforce page with controller',
    description: 'A page listing accounts, its custom controller, and the metadata files of both.',
    platform: 'crm',
    category: 'visualforce',
    files: visualforcePageWithController,
  },
  {
    id: 'cloudpage',
    label: 'CloudPage',
    description: 'A CloudPage that greets a subscriber with AMPscript and records the visit with SSJS.',
    platform: 'sfmc',
    category: 'scripting',
    files: cloudPage,
  },
];
