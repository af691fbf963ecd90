/**
 * Custom objects and the custom fields used of each object: from Apex types, SOQL, AMPscript's Salesforce functions,
 * LWC schema imports and Visualforce; and what is no custom object or field.
 */
import { describe, expect, it } from 'vitest';
import { suggestContext } from './suggest-context.js';
import { foundPrerequisites } from './test-support.js';

const cases: { what: string; language: string; code: string; expected: string[] }[] = [
  {
    what: 'new X__c( with the fields it sets',
    language: 'apex',
    code: "Invoice__c inv = new Invoice__c(Amount__c = 10, Status__c = 'Open');\ninsert inv;",
    expected: ['custom-object Invoice__c [Fields: Amount__c, Status__c]'],
  },
  {
    what: 'List<X__c>, and fields read through a typed loop variable',
    language: 'apex',
    code: 'List<Invoice__c> invs = load();\nfor (Invoice__c inv : invs) {\n  total += inv.Amount__c;\n}',
    expected: ['custom-object Invoice__c [Fields: Amount__c]'],
  },
  {
    what: 'FROM X__c in inline SOQL, with the fields it selects and filters on',
    language: 'apex',
    code: "List<Invoice__c> open = [SELECT Id, Amount__c FROM Invoice__c WHERE Status__c = 'Open'];",
    expected: ['custom-object Invoice__c [Fields: Amount__c, Status__c]'],
  },
  {
    what: 'dynamic SOQL in a string',
    language: 'apex',
    code: "List<SObject> rows = Database.query('SELECT Id, Total__c FROM Order_Summary__c');",
    expected: ['custom-object Order_Summary__c [Fields: Total__c]'],
  },
  {
    what: 'custom metadata and its fields',
    language: 'apex',
    code: 'for (Integration_Setting__mdt s : Integration_Setting__mdt.getAll().values()) {\n  if (s.Is_Enabled__c) use(s.Value__c);\n}',
    expected: ['custom-object Integration_Setting__mdt [Fields: Is_Enabled__c, Value__c]'],
  },
  {
    what: 'a platform event and its fields',
    language: 'apex',
    code: 'EventBus.publish(new Log_Event__e(Message__c = msg));',
    expected: ['custom-object Log_Event__e [Fields: Message__c]'],
  },
  {
    what: 'custom fields of a standard object: explicit, a typed variable, a constructor, a collection',
    language: 'apex',
    code: "Account acc = new Account(Name = 'Acme', Region__c = 'EMEA');\nacc.Tier__c = 'Gold';\nMap<Id, Account> byId = new Map<Id, Account>();\nbyId.get(acc.Id).Score__c = 1;\nSchema.SObjectField f = Account.Segment__c;",
    expected: ['custom-object Account [Fields: Region__c, Tier__c, Score__c, Segment__c]'],
  },
  {
    what: 'a trigger on a custom object',
    language: 'apex',
    code: 'trigger InvoiceTrigger on Invoice__c (before insert) {\n  for (Invoice__c i : Trigger.new) i.Total__c = 0;\n}',
    expected: ['custom-object Invoice__c [Fields: Total__c]'],
  },
  {
    what: "a subquery's standard child relationship, and a custom relationship's fields left unowned",
    language: 'soql',
    code: 'SELECT Id, Region__c, Parent_Invoice__r.Number__c,\n  (SELECT Id FROM Contacts WHERE Is_Primary__c = true)\nFROM Account',
    expected: [
      'custom-object Account [Fields: Region__c]',
      'custom-object Custom fields [Fields: Number__c]',
      'custom-object Contact [Fields: Is_Primary__c]',
    ],
  },
  {
    what: "AMPscript's RetrieveSalesforceObjects: fields listed and filtered on",
    language: 'ampscript',
    code: '%%[ SET @rows = RetrieveSalesforceObjects("Invoice__c", "Id,Amount__c", "Status__c", "=", "Open") ]%%',
    expected: ['custom-object Invoice__c [Fields: Amount__c, Status__c]'],
  },
  {
    what: 'fields of an object held in a variable go to "Custom fields"',
    language: 'ampscript',
    code: '%%[ UpdateSingleSalesforceObject(@type, @id, "Unsubscribe_Reason__c", @reason) ]%%',
    expected: ['custom-object Custom fields [Fields: Unsubscribe_Reason__c]'],
  },
  {
    what: "an LWC's schema imports",
    language: 'javascript',
    code: "import REGION from '@salesforce/schema/Account.Region__c';\nimport AMOUNT from '@salesforce/schema/Invoice__c.Amount__c';",
    expected: ['custom-object Account [Fields: Region__c]', 'custom-object Invoice__c [Fields: Amount__c]'],
  },
  {
    what: 'fields of no known object, in a snippet that works with one object, go to it',
    language: 'javascript',
    code: "import { getRecord } from 'lightning/uiRecordApi';\nimport NAME from '@salesforce/schema/Account.Name';\nconst region = this.record.fields.Region__c.value;",
    expected: ['custom-object Account [Fields: Region__c]'],
  },
  {
    what: "a Visualforce standard controller's fields",
    language: 'visualforce',
    code: '<apex:page standardController="Opportunity">\n  <apex:outputField value="{!Opportunity.Invoice_Number__c}"/>\n</apex:page>',
    expected: ['custom-object Opportunity [Fields: Invoice_Number__c]'],
  },
  {
    what: 'a message channel, comments and strings of prose are no custom object or field',
    language: 'javascript',
    code: "import CHANNEL from '@salesforce/messageChannel/Record_Selected__c';\n// uses Legacy_Field__c\nconst label = 'Choose from Account';",
    expected: [],
  },
];

describe('custom object prerequisites', () => {
  it.each(cases.map((c) => [c.what, c] as const))('%s', (_what, c) => {
    expect(foundPrerequisites(c.language, c.code)).toEqual(c.expected);
  });

  it('ties fields to objects across the files of a snippet', () => {
    const suggestions = suggestContext([
      {
        name: 'InvoiceCtrl.cls',
        language: 'apex',
        code: 'public class InvoiceCtrl {\n  static List<Invoice__c> load() { return null; }\n}',
      },
      {
        name: 'invoice.js',
        language: 'javascript',
        code: 'const total = this.invoice.fields.Total__c.value;',
      },
    ]);
    expect(
      suggestions.prerequisites.map((p) => `${p.name} [${p.details}] ${p.reason.file}:${p.reason.line}`),
    ).toEqual(['Invoice__c [Fields: Total__c] 0:2']);
  });
});
