/**
 * Every runs-in rule: code as snippets write it, with the line of the evidence, and look-alikes that must not count.
 * `landing-page` has no rule: nothing in the code tells a landing page from a CloudPage.
 */
import { RUNS_IN, type RunsIn } from '@cloud-snippets/contract';
import { describe, expect, it } from 'vitest';
import { foundValues } from './test-support.js';

interface Case {
  runsIn: RunsIn;
  language: string;
  code: string;
  line: number;
  name?: string;
}

const positives: Case[] = [
  {
    runsIn: 'email',
    language: 'ampscript',
    code: '%%[\nSET @first = AttributeValue("FirstName")\n]%%',
    line: 2,
  },
  {
    runsIn: 'email',
    language: 'html',
    code: '<p>Sent to</p>\n<p>%%emailaddr%%</p>\n<a href="%%unsub_center_url%%">Unsubscribe</a>',
    line: 2,
  },
  {
    runsIn: 'email',
    language: 'html',
    code: '<a href="%%=RedirectTo(view_email_url)=%%">View online</a>',
    line: 1,
  },
  { runsIn: 'email', language: 'ampscript', code: '%%[\nSET @sk = _subscriberkey\n]%%', line: 2 },
  { runsIn: 'email', language: 'ssjs', code: 'var sk = Attribute.GetValue("_subscriberkey");', line: 1 },
  { runsIn: 'cloudpage', language: 'ampscript', code: '%%[\nSET @sk = RequestParameter("sk")\n]%%', line: 2 },
  { runsIn: 'cloudpage', language: 'ampscript', code: '%%[ SET @id = QueryParameter("id") ]%%', line: 1 },
  {
    runsIn: 'cloudpage',
    language: 'ampscript',
    code: '%%[\nIF @done THEN Redirect(@next) ENDIF\n]%%',
    line: 2,
  },
  {
    runsIn: 'cloudpage',
    language: 'ssjs',
    code: 'Platform.Load("core", "1.1.1");\nvar sk = Platform.Request.GetQueryStringParameter("sk");',
    line: 2,
  },
  {
    runsIn: 'cloudpage',
    language: 'html',
    code: '<html>\n<body>\n<script runat="server">\n  Platform.Load("core", "1.1.1");\n</script>\n<h1>Thanks</h1>\n</body>\n</html>',
    line: 3,
  },
  {
    runsIn: 'script-activity',
    language: 'ssjs',
    code: '<script runat="server">\nPlatform.Load("core", "1.1.1");\nvar api = new Script.Util.WSProxy();\n</script>',
    line: 2,
  },
  { runsIn: 'script-activity', language: 'ssjs', code: '\nvar api = new Script.Util.WSProxy();', line: 2 },
  {
    runsIn: 'script-activity',
    language: 'html',
    code: '<script runat="server">\n  Platform.Load("core", "1.1.1");\n  Write("done");\n</script>',
    line: 2,
  },
  {
    runsIn: 'query-activity',
    language: 'sql',
    code: '/* Target: Audience */\nSELECT Email\nFROM Signups',
    line: 2,
  },
  {
    runsIn: 'query-activity',
    language: 'sql',
    code: 'SELECT TOP 10 Domain\nFROM [Subscriber Domains]',
    line: 1,
  },
  {
    runsIn: 'journey',
    language: 'javascript',
    code: '{\n  "workflowApiVersion": "1.1",\n  "arguments": { "execute": { "inArguments": [] } }\n}',
    name: 'config.json',
    line: 2,
  },
  {
    runsIn: 'journey',
    language: 'javascript',
    code: "const connection = new Postmonger.Session();\nconnection.trigger('ready');",
    line: 1,
  },
  {
    runsIn: 'journey',
    language: 'javascript',
    code: 'const payload = {};\nconst args = activity.arguments?.execute?.inArguments ?? [];',
    line: 2,
  },
  {
    runsIn: 'journey',
    language: 'ssjs',
    code: 'var body = Platform.Function.ParseJSON(Platform.Request.GetPostData());\nvar args = body.inArguments[0];',
    line: 2,
  },
  {
    runsIn: 'sms-push',
    language: 'ampscript',
    code: '%%[\nSET @keyword = [MSG(0).NOUNS]\n]%%',
    line: 2,
  },
  {
    runsIn: 'sms-push',
    language: 'ampscript',
    code: '%%[ SET @m = AttributeValue("MOBILE_NUMBER") ]%%',
    line: 1,
  },
  {
    runsIn: 'sms-push',
    language: 'ampscript',
    code: '%%[\nCreateSMSConversation(@from, @to, "Keyword", "MobileConnect")\n]%%',
    line: 2,
  },
  {
    runsIn: 'apex-trigger',
    language: 'apex',
    code: '// Routes every event to the handler\ntrigger AccountTrigger on Account (before insert, after update) {\n}',
    line: 2,
  },
  {
    runsIn: 'anonymous-apex',
    language: 'apex',
    code: '// Run in the Developer Console\nList<Account> accs = [SELECT Id FROM Account LIMIT 10];\nupdate accs;',
    line: 2,
  },
  {
    runsIn: 'anonymous-apex',
    language: 'apex',
    code: 'for (Integer i = 0; i < 3; i++) {\n  System.debug(i);\n}',
    line: 1,
  },
  {
    runsIn: 'async-apex',
    language: 'apex',
    code: 'public class Cleanup\n  implements Database.Batchable<SObject>, Database.Stateful {\n}',
    line: 2,
  },
  { runsIn: 'async-apex', language: 'apex', code: 'public class Job implements Queueable {\n}', line: 1 },
  {
    runsIn: 'async-apex',
    language: 'apex',
    code: 'global class Nightly implements Schedulable {\n}',
    line: 1,
  },
  {
    runsIn: 'async-apex',
    language: 'apex',
    code: 'public class Sync {\n  @future(callout=true)\n  public static void go() {}\n}',
    line: 2,
  },
  {
    runsIn: 'lwc-record-page',
    language: 'xml',
    code: '<LightningComponentBundle>\n  <targets>\n    <target>lightning__RecordPage</target>\n  </targets>\n</LightningComponentBundle>',
    line: 3,
  },
  {
    runsIn: 'lwc-record-page',
    language: 'javascript',
    code: "import { LightningElement, api } from 'lwc';\nexport default class Card extends LightningElement {\n  @api recordId;\n}",
    line: 3,
  },
  {
    runsIn: 'aura-callable',
    language: 'apex',
    code: 'public with sharing class Ctrl {\n  @AuraEnabled(cacheable=true)\n  public static List<Contact> find() { return null; }\n}',
    line: 2,
  },
  {
    runsIn: 'flow-action',
    language: 'apex',
    code: "public class Discount {\n  @InvocableMethod(label='Discount')\n  public static List<Decimal> run(List<Id> ids) { return null; }\n}",
    line: 2,
  },
  {
    runsIn: 'visualforce-page',
    language: 'visualforce',
    code: '<apex:page standardController="Account">\n</apex:page>',
    line: 1,
  },
  {
    runsIn: 'visualforce-page',
    language: 'apex',
    code: 'public class Ext {\n  public Ext(ApexPages.StandardController c) {}\n}',
    line: 2,
  },
  {
    runsIn: 'visualforce-page',
    language: 'apex',
    code: 'global class Lookup {\n  @RemoteAction\n  global static List<String> find(String q) { return null; }\n}',
    line: 2,
  },
  {
    runsIn: 'external-client',
    language: 'javascript',
    code: "const fetch = require('node-fetch');\n\nconst res = await fetch(`https://${sub}.auth.marketingcloudapis.com/v2/token`);",
    line: 3,
  },
  {
    runsIn: 'external-client',
    language: 'javascript',
    code: "import { sfmcFetch } from './auth.js';\nawait sfmcFetch('/hub/v1/dataevents/key:Log/rowset', { method: 'POST' });",
    line: 2,
  },
  {
    runsIn: 'external-client',
    language: 'python',
    code: 'import os\nfrom simple_salesforce import Salesforce\nsf = Salesforce(instance_url=os.environ["URL"])',
    line: 2,
  },
  {
    runsIn: 'external-client',
    language: 'javascript',
    code: 'const base = process.env.SF_URL;\nconst res = await fetch(`${base}/services/data/v61.0/query`);',
    line: 2,
  },
];

interface LookAlike {
  runsIn: RunsIn;
  why: string;
  language: string;
  code: string;
  name?: string;
}

const lookAlikes: LookAlike[] = [
  {
    runsIn: 'email',
    why: 'an email address field of a data extension',
    language: 'ampscript',
    code: '%%[ SET @e = Lookup("Subscribers", "EmailAddress", "Id", @id) ]%%',
  },
  {
    runsIn: 'email',
    why: 'a personalization string in an HTML comment',
    language: 'html',
    code: '<!-- %%emailaddr%% -->\n<p>Hello</p>',
  },
  {
    runsIn: 'cloudpage',
    why: "RedirectTo, an email's link function",
    language: 'ampscript',
    code: '<a href="%%=RedirectTo(@url)=%%">Go</a>',
  },
  {
    runsIn: 'cloudpage',
    why: 'a link to a CloudPage, written in an email as often as in a page',
    language: 'ampscript',
    code: '<a href="%%=CloudPagesURL(123, "sk", _subscriberkey)=%%">Preferences</a>',
  },
  {
    runsIn: 'cloudpage',
    why: 'an AMPscript comment',
    language: 'ampscript',
    code: '%%[ /* RequestParameter("x") */ ]%%',
  },
  {
    runsIn: 'script-activity',
    why: 'SSJS answering a request',
    language: 'ssjs',
    code: 'Platform.Load("core", "1.1.1");\nvar id = Platform.Request.GetQueryStringParameter("id");',
  },
  {
    runsIn: 'script-activity',
    why: 'SSJS inside a page',
    language: 'html',
    code: '<h1>Hi</h1>\n<script runat="server">Platform.Load("core", "1.1.1");</script>',
  },
  {
    runsIn: 'script-activity',
    why: 'SSJS next to AMPscript',
    language: 'ssjs',
    code: '%%[ SET @x = 1 ]%%\n<script runat="server">Platform.Load("core", "1.1.1");</script>',
  },
  {
    runsIn: 'query-activity',
    why: 'SOQL filed as SQL',
    language: 'sql',
    code: 'SELECT Id, Name FROM Account WHERE CreatedDate = LAST_N_DAYS:30',
  },
  {
    runsIn: 'query-activity',
    why: 'SOQL with a bind variable',
    language: 'sql',
    code: 'SELECT Id FROM Contact WHERE AccountId IN :accountIds',
  },
  { runsIn: 'query-activity', why: 'a SOQL file', language: 'soql', code: 'SELECT Id FROM Account' },
  {
    runsIn: 'query-activity',
    why: 'T-SQL that is not a SELECT',
    language: 'sql',
    code: 'UPDATE Target SET Flag = 1 WHERE Id = 2',
  },
  {
    runsIn: 'journey',
    why: "a function's arguments",
    language: 'javascript',
    code: 'function f() { return arguments.length; }',
  },
  {
    runsIn: 'sms-push',
    why: 'a longer field name',
    language: 'ampscript',
    code: '%%[ SET @m = AttributeValue("MOBILE_NUMBER_VERIFIED") ]%%',
  },
  {
    runsIn: 'apex-trigger',
    why: 'a trigger in a comment',
    language: 'apex',
    code: '// trigger AccountTrigger on Account (after insert) {}\npublic class AccountTriggerHandler {}',
  },
  {
    runsIn: 'anonymous-apex',
    why: 'a class',
    language: 'apex',
    code: 'public with sharing class Service {\n  public void run() {}\n}',
  },
  {
    runsIn: 'anonymous-apex',
    why: 'a method of a class, shown alone',
    language: 'apex',
    code: 'public static List<Account> load() {\n  return [SELECT Id FROM Account];\n}',
  },
  {
    runsIn: 'anonymous-apex',
    why: 'an annotated test method',
    language: 'apex',
    code: '@IsTest\nstatic void runs() {\n  System.assert(true);\n}',
  },
  {
    runsIn: 'anonymous-apex',
    why: 'a trigger',
    language: 'apex',
    code: 'trigger T on Case (before insert) {\n}',
  },
  {
    runsIn: 'anonymous-apex',
    why: 'an interface',
    language: 'apex',
    code: 'public interface Greeter {\n  String greet();\n}',
  },
  {
    runsIn: 'async-apex',
    why: 'code that enqueues a job',
    language: 'apex',
    code: 'public class Starter {\n  // implements Queueable elsewhere\n  void go() { System.enqueueJob(new Job()); }\n}',
  },
  {
    runsIn: 'lwc-record-page',
    why: 'an app page target',
    language: 'xml',
    code: '<targets>\n  <target>lightning__AppPage</target>\n</targets>',
  },
  {
    runsIn: 'lwc-record-page',
    why: 'other public properties',
    language: 'javascript',
    code: '@api recordIds;\n@api objectApiName;',
  },
  {
    runsIn: 'aura-callable',
    why: 'an Apex comment',
    language: 'apex',
    code: '// @AuraEnabled\npublic class A {}',
  },
  {
    runsIn: 'flow-action',
    why: 'an Apex comment',
    language: 'apex',
    code: '/* @InvocableMethod */\npublic class A {}',
  },
  {
    runsIn: 'visualforce-page',
    why: 'a Visualforce component',
    language: 'visualforce',
    code: '<apex:component>\n</apex:component>',
  },
  {
    runsIn: 'external-client',
    why: 'an LWC',
    language: 'javascript',
    code: "import { LightningElement } from 'lwc';\nexport default class X extends LightningElement {\n  load() { return fetch('/x'); }\n}",
  },
  {
    runsIn: 'external-client',
    why: "a CloudPage's browser script (no module)",
    language: 'javascript',
    code: "document.querySelector('form').addEventListener('submit', () => fetch(endpoint));",
  },
];

describe('runs-in rules', () => {
  it.each(
    positives.map((c) => [`${c.runsIn} ← ${c.code.split('\n')[c.line - 1]?.trim() ?? ''}`, c] as const),
  )('%s', (_label, c) => {
    expect(foundValues('runsIn', c.language, c.code, c.name)).toContain(`${c.runsIn}@${c.line}`);
  });

  it.each(lookAlikes.map((c) => [`not ${c.runsIn}: ${c.why}`, c] as const))('%s', (_label, c) => {
    const found = foundValues('runsIn', c.language, c.code, c.name).map((entry) => entry.split('@')[0]);
    expect(found).not.toContain(c.runsIn);
  });

  it('has a positive case for every value but landing-page', () => {
    const values = RUNS_IN.map((option) => option.value).filter((value) => value !== 'landing-page');
    expect(new Set(positives.map((c) => c.runsIn))).toEqual(new Set(values));
  });
});
