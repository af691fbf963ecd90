/**
 * Every effect rule: code as snippets write it, with the line of the evidence, and look-alikes that must not count
 * (a word in a comment or a string, a method that only shares a name, JavaScript's `delete`).
 */
import { EFFECTS, type Effect } from '@cloud-snippets/contract';
import { describe, expect, it } from 'vitest';
import { foundValues } from './test-support.js';

interface Case {
  effect: Effect;
  language: string;
  code: string;
  /** The line of the evidence reported. */
  line: number;
  name?: string;
}

const positives: Case[] = [
  // reads
  {
    effect: 'reads',
    language: 'ampscript',
    code: '%%[\nSET @rows = LookupRows("Orders", "Email", @email)\n]%%',
    line: 2,
  },
  {
    effect: 'reads',
    language: 'ampscript',
    code: '%%[ SET @tier = Lookup("Loyalty", "Tier", "SubscriberKey", _subscriberkey) ]%%',
    line: 1,
  },
  {
    effect: 'reads',
    language: 'ampscript',
    code: '%%[\nSET @rows = LookupOrderedRows("Orders", 3, "OrderDate DESC", "Email", @e)\n]%%',
    line: 2,
  },
  {
    effect: 'reads',
    language: 'ampscript',
    code: '%%[\nSET @c = RetrieveSalesforceObjects("Contact", "Id,Email", "Id", "=", @id)\n]%%',
    line: 2,
  },
  {
    effect: 'reads',
    language: 'ssjs',
    code: '<script runat="server">\nvar rows = Platform.Function.LookupRows("Orders", "Email", email);\n</script>',
    line: 2,
  },
  {
    effect: 'reads',
    language: 'ssjs',
    code: 'var de = DataExtension.Init("Orders");\nvar rows = de.Rows.Lookup(["Email"], [email]);',
    line: 2,
  },
  {
    effect: 'reads',
    language: 'ssjs',
    code: 'var de = DataExtension.Init("Orders");\nvar rows = de.Rows.Retrieve(filter);',
    line: 2,
  },
  {
    effect: 'reads',
    language: 'ssjs',
    code: 'var api = new Script.Util.WSProxy();\nvar res = api.retrieve("DataExtensionObject[Orders]", ["Email"]);',
    line: 2,
  },
  {
    effect: 'reads',
    language: 'apex',
    code: 'public class A {\n  List<Account> a = [SELECT Id FROM Account];\n}',
    line: 2,
  },
  {
    effect: 'reads',
    language: 'apex',
    code: "String q = 'x';\nList<SObject> rows = Database.query(q);",
    line: 2,
  },
  {
    effect: 'reads',
    language: 'apex',
    code: 'Map<String, Setting__mdt> all = Setting__mdt.getAll();',
    line: 1,
  },
  { effect: 'reads', language: 'soql', code: 'SELECT Id, Name\nFROM Contact', line: 1 },
  {
    effect: 'reads',
    language: 'sql',
    code: '/* audience */\nSELECT s.SubscriberKey\nFROM Signups s',
    line: 2,
  },
  {
    effect: 'reads',
    language: 'javascript',
    code: "import jsforce from 'jsforce';\nconst res = await conn.query('SELECT Id FROM Account');",
    line: 2,
  },
  {
    effect: 'reads',
    language: 'javascript',
    code: "import { LightningElement, wire } from 'lwc';\nimport { getRecord } from 'lightning/uiRecordApi';",
    line: 2,
  },

  // writes
  {
    effect: 'writes',
    language: 'ampscript',
    code: '%%[\nUpsertData("Preferences", 1, "SubscriberKey", @sk, "Status", "active")\n]%%',
    line: 2,
  },
  { effect: 'writes', language: 'ampscript', code: '%%[ InsertDE("Log", "Email", emailaddr) ]%%', line: 1 },
  {
    effect: 'writes',
    language: 'ampscript',
    code: '%%[\n\nUpdateData("Log", 1, "Id", @id, "Seen", 1)\n]%%',
    line: 3,
  },
  {
    effect: 'writes',
    language: 'ampscript',
    code: '%%[\nSET @id = CreateSalesforceObject("Lead", 2, "LastName", @n, "Company", @c)\n]%%',
    line: 2,
  },
  {
    effect: 'writes',
    language: 'ampscript',
    code: '%%[\nSET @ok = UpdateSingleSalesforceObject("Contact", @id, "HasOptedOutOfEmail", "true")\n]%%',
    line: 2,
  },
  {
    effect: 'writes',
    language: 'ssjs',
    code: 'Platform.Load("core", "1.1.1");\nPlatform.Function.UpsertData("Log", ["Id"], [id], ["Status"], ["ok"]);',
    line: 2,
  },
  {
    effect: 'writes',
    language: 'ssjs',
    code: 'var de = DataExtension.Init("Log");\nde.Rows.Add({ Email: email });',
    line: 2,
  },
  {
    effect: 'writes',
    language: 'ssjs',
    code: 'var de = DataExtension.Init("Log");\nde.Rows.Update({ Status: "x" }, ["Id"], [id]);',
    line: 2,
  },
  {
    effect: 'writes',
    language: 'ssjs',
    code: 'var api = new Script.Util.WSProxy();\nvar res = api.createItem("DataExtensionObject", row);',
    line: 2,
  },
  {
    effect: 'writes',
    language: 'ssjs',
    code: 'var api = new Script.Util.WSProxy();\napi.updateItem("Subscriber", sub);',
    line: 2,
  },
  { effect: 'writes', language: 'apex', code: "Account a = new Account(Name = 'Acme');\ninsert a;", line: 2 },
  { effect: 'writes', language: 'apex', code: 'List<Case> cases = load();\nupdate as user cases;', line: 2 },
  {
    effect: 'writes',
    language: 'apex',
    code: 'List<Account> accs = load();\nupsert accs Account.External_Id__c;',
    line: 2,
  },
  { effect: 'writes', language: 'apex', code: 'if (doInsert) insert accs;', line: 1 },
  { effect: 'writes', language: 'apex', code: 'UPDATE accs;', line: 1 },
  {
    effect: 'writes',
    language: 'apex',
    code: 'Database.DMLOptions o = new Database.DMLOptions();\nDatabase.insert(leads, o);',
    line: 2,
  },
  {
    effect: 'writes',
    language: 'apex',
    code: 'List<Database.SaveResult> r =\n  EventBus.publish(events);',
    line: 2,
  },
  {
    effect: 'writes',
    language: 'sql',
    code: 'INSERT INTO Target (Email)\nSELECT Email FROM Source',
    line: 1,
  },
  { effect: 'writes', language: 'sql', code: 'UPDATE t\nSET t.Flag = 1\nFROM Target t', line: 1 },
  {
    effect: 'writes',
    language: 'sql',
    code: 'MERGE INTO Target AS t\nUSING Source AS s ON t.Id = s.Id',
    line: 1,
  },
  // A Query Activity writes its result into its target data extension.
  {
    effect: 'writes',
    language: 'sql',
    code: '-- target: Audience (overwrite)\nSELECT Email FROM Signups',
    line: 2,
  },
  {
    effect: 'writes',
    language: 'javascript',
    code: "import { sfmcFetch } from './auth.js';\nawait sfmcFetch('/hub/v1/dataevents/key:Log/rowset', { method: 'POST' });",
    line: 2,
  },
  {
    effect: 'writes',
    language: 'javascript',
    code: "const res = await fetch(url, {\n  method: 'PATCH',\n  body,\n});",
    line: 2,
  },
  {
    effect: 'writes',
    language: 'javascript',
    code: "await sfmcFetch('/asset/v1/content/assets', {\n  method: 'POST',\n  body: JSON.stringify(asset),\n});",
    line: 1,
  },
  {
    effect: 'writes',
    language: 'javascript',
    code: "import { updateRecord } from 'lightning/uiRecordApi';\n\nawait updateRecord({ fields });",
    line: 3,
  },
  {
    effect: 'writes',
    language: 'ssjs',
    code: 'var req = new Script.Util.HttpRequest(base + "interaction/v1/events");',
    line: 1,
  },

  // sends
  {
    effect: 'sends',
    language: 'apex',
    code: 'Messaging.SingleEmailMessage m = new Messaging.SingleEmailMessage();\nMessaging.sendEmail(mails);',
    line: 1,
  },
  {
    effect: 'sends',
    language: 'apex',
    code: 'void go() {\n  Messaging.sendEmail(mails, false);\n}',
    line: 2,
  },
  {
    effect: 'sends',
    language: 'ssjs',
    code: 'var tsd = TriggeredSend.Init("welcome");\nvar status = tsd.Send(email, attributes);',
    line: 1,
  },
  {
    effect: 'sends',
    language: 'ssjs',
    code: 'var api = new Script.Util.WSProxy();\nvar res = api.createItem("TriggeredSend", ts);',
    line: 2,
  },
  {
    effect: 'sends',
    language: 'ampscript',
    code: '%%[\nSET @ts = CreateObject("TriggeredSend")\nSET @tsd = CreateObject("TriggeredSendDefinition")\nSET @status = InvokeCreate(@ts, @msg, @err)\n]%%',
    line: 4,
  },
  {
    effect: 'sends',
    language: 'ampscript',
    code: '%%[\nCreateSMSConversation(@from, @to, "Keyword", "MobileConnect")\n]%%',
    line: 2,
  },
  {
    effect: 'sends',
    language: 'javascript',
    code: "await sfmcFetch(`/messaging/v1/email/messages/${key}`, { method: 'POST', body });",
    line: 1,
  },
  {
    effect: 'sends',
    language: 'python',
    code: 'import requests\nrequests.post(base + "/messaging/v1/sms/messages/" + key, json=body)',
    line: 2,
  },

  // callouts
  {
    effect: 'callouts',
    language: 'ampscript',
    code: '%%[\nSET @html = HTTPGet(@url, true, 0, @status)\n]%%',
    line: 2,
  },
  {
    effect: 'callouts',
    language: 'ampscript',
    code: '%%[\nSET @r = HTTPPost2(@url, "application/json", @body, true, @out, @headers)\n]%%',
    line: 2,
  },
  {
    effect: 'callouts',
    language: 'ssjs',
    code: 'var r = HTTP.Post(url, "application/json", body);',
    line: 1,
  },
  { effect: 'callouts', language: 'ssjs', code: 'var r = HTTP.Get(url);', line: 1 },
  {
    effect: 'callouts',
    language: 'ssjs',
    code: 'Platform.Load("core", "1.1.1");\nvar req = new Script.Util.HttpRequest(url);',
    line: 2,
  },
  {
    effect: 'callouts',
    language: 'ssjs',
    code: 'var r = Platform.Function.HTTPPost(url, "text/plain", "x");',
    line: 1,
  },
  {
    effect: 'callouts',
    language: 'apex',
    code: "HttpRequest req = new HttpRequest();\nreq.setEndpoint('callout:ERP/x');\nHttpResponse res = new Http().send(req);",
    line: 1,
  },
  {
    effect: 'callouts',
    language: 'apex',
    code: 'public class A {\n  @future(callout=true)\n  static void go() {}\n}',
    line: 2,
  },
  {
    effect: 'callouts',
    language: 'javascript',
    code: "const res = await fetch('https://api.example.com');",
    line: 1,
  },
  {
    effect: 'callouts',
    language: 'javascript',
    code: "import axios from 'axios';\nawait axios.get(url);",
    line: 1,
  },
  { effect: 'callouts', language: 'javascript', code: 'window.fetch(url).then((r) => r.json());', line: 1 },
  {
    effect: 'callouts',
    language: 'python',
    code: 'import requests\n\nr = requests.get(url, timeout=10)',
    line: 3,
  },
  {
    effect: 'callouts',
    language: 'html',
    code: '<form id="f"></form>\n<script>\n  fetch(endpoint, { method: "POST" });\n</script>',
    line: 3,
  },

  // deletes
  {
    effect: 'deletes',
    language: 'ampscript',
    code: '%%[\nDeleteData("Cart", "SubscriberKey", @sk)\n]%%',
    line: 2,
  },
  {
    effect: 'deletes',
    language: 'ampscript',
    code: '%%[ DeleteDE("Cart", "SubscriberKey", _subscriberkey) ]%%',
    line: 1,
  },
  {
    effect: 'deletes',
    language: 'ssjs',
    code: 'Platform.Load("core", "1.1.1");\nPlatform.Function.DeleteData("Cart", ["Id"], [id]);',
    line: 2,
  },
  {
    effect: 'deletes',
    language: 'ssjs',
    code: 'var de = DataExtension.Init("Cart");\nde.Rows.Remove(["Id"], [id]);',
    line: 2,
  },
  {
    effect: 'deletes',
    language: 'ssjs',
    code: 'var api = new Script.Util.WSProxy();\napi.deleteBatch("DataExtensionObject", rows);',
    line: 2,
  },
  {
    effect: 'deletes',
    language: 'ssjs',
    code: 'var api = new Script.Util.WSProxy();\napi.performItem("DataExtension", { CustomerKey: key }, "ClearData");',
    line: 2,
  },
  { effect: 'deletes', language: 'apex', code: 'List<Task> old = load();\ndelete old;', line: 2 },
  {
    effect: 'deletes',
    language: 'apex',
    code: 'delete [SELECT Id FROM Task WHERE IsClosed = true];',
    line: 1,
  },
  {
    effect: 'deletes',
    language: 'apex',
    code: 'Database.DeleteResult[] r =\n  Database.delete(ids, false);',
    line: 2,
  },
  { effect: 'deletes', language: 'sql', code: 'DELETE FROM Staging\nWHERE Loaded = 1', line: 1 },
  { effect: 'deletes', language: 'sql', code: 'TRUNCATE TABLE Staging', line: 1 },
  {
    effect: 'deletes',
    language: 'javascript',
    code: "await fetch(url, {\n  method: 'DELETE',\n});",
    line: 2,
  },
  {
    effect: 'deletes',
    language: 'javascript',
    code: "import axios from 'axios';\nawait axios.delete(url);",
    line: 2,
  },
  {
    effect: 'deletes',
    language: 'javascript',
    code: "import { deleteRecord } from 'lightning/uiRecordApi';\nawait deleteRecord(this.recordId);",
    line: 2,
  },
];

interface LookAlike {
  effect: Effect;
  why: string;
  language: string;
  code: string;
}

const lookAlikes: LookAlike[] = [
  {
    effect: 'reads',
    why: 'an AMPscript comment',
    language: 'ampscript',
    code: '%%[ /* LookupRows("Orders") */ ]%%',
  },
  {
    effect: 'reads',
    why: 'a function name in an AMPscript string',
    language: 'ampscript',
    code: '%%[ SET @help = "call Lookup(de, field)" ]%%',
  },
  {
    effect: 'reads',
    why: 'an Apex comment',
    language: 'apex',
    code: '// [SELECT Id FROM Account]\nInteger i = 0;',
  },
  {
    effect: 'reads',
    why: 'a <select> element and the word in text',
    language: 'html',
    code: '<label>Select from the list</label>\n<select name="x"></select>',
  },
  {
    effect: 'reads',
    why: 'getRecord without the LWC record API',
    language: 'javascript',
    code: 'function getRecord(id) { return cache[id]; }',
  },
  {
    effect: 'reads',
    why: "JavaScript's querySelector",
    language: 'javascript',
    code: "document.querySelector('select');",
  },

  {
    effect: 'writes',
    why: 'updateDisplay( is not UpdateData(',
    language: 'ampscript',
    code: '%%[ SET @x = updateDisplay(@y) ]%%',
  },
  {
    effect: 'writes',
    why: 'a chart library method in SSJS',
    language: 'ssjs',
    code: 'chart.updateData(points);\nlist.insertData(row);',
  },
  {
    effect: 'writes',
    why: "the DOM's insertAdjacentHTML",
    language: 'javascript',
    code: "el.insertAdjacentHTML('beforeend', html);",
  },
  {
    effect: 'writes',
    why: "a trigger's header",
    language: 'apex',
    code: 'trigger T on Account (before insert, after update, after undelete) {\n  Handler.run();\n}',
  },
  {
    effect: 'writes',
    why: 'Apex DML in a comment and a string',
    language: 'apex',
    code: "// update accounts;\nString s = 'insert into x';\nSystem.debug(s);",
  },
  {
    effect: 'writes',
    why: 'trigger context and describe calls',
    language: 'apex',
    code: 'if (Trigger.isInsert || Trigger.operationType == TriggerOperation.AFTER_UPDATE) {}\nBoolean ok = Schema.sObjectType.Account.isUpdateable();',
  },
  {
    effect: 'writes',
    why: "SOQL's FOR UPDATE",
    language: 'apex',
    code: 'Account a = [SELECT Id FROM Account WHERE Id = :id FOR UPDATE];',
  },
  {
    effect: 'writes',
    why: 'an enum and a switch',
    language: 'apex',
    code: 'enum Op { INSERT, UPDATE }\nswitch on op { when INSERT { go(); } }',
  },
  {
    effect: 'writes',
    why: 'updateRecord without the LWC record API',
    language: 'javascript',
    code: 'function updateRecord(r) { return r; }\nupdateRecord(x);',
  },
  {
    effect: 'writes',
    why: 'a SOQL file (no Query Activity)',
    language: 'soql',
    code: 'SELECT Id FROM Account WHERE CreatedDate = LAST_N_DAYS:30',
  },

  {
    effect: 'deletes',
    why: "JavaScript's delete operator",
    language: 'javascript',
    code: 'delete obj.prop;\ndelete cache[key];',
  },
  { effect: 'deletes', why: "SSJS's delete operator", language: 'ssjs', code: 'var o = {};\ndelete o.prop;' },
  {
    effect: 'deletes',
    why: "a trigger's header and Trigger.isDelete",
    language: 'apex',
    code: 'trigger T on Account (before delete, after delete) {\n  if (Trigger.isDelete) {}\n}',
  },
  { effect: 'deletes', why: 'an Apex comment', language: 'apex', code: '// delete old;\nInteger i = 0;' },
  { effect: 'deletes', why: 'a Map method', language: 'apex', code: 'byId.remove(key);' },
  {
    effect: 'deletes',
    why: 'an AMPscript comment',
    language: 'ampscript',
    code: '%%[ /* DeleteData("Cart") */ ]%%',
  },

  {
    effect: 'sends',
    why: 'InvokeCreate of a Subscriber',
    language: 'ampscript',
    code: '%%[\nSET @sub = CreateObject("Subscriber")\nSET @s = InvokeCreate(@sub, @msg, @err)\n]%%',
  },
  {
    effect: 'sends',
    why: 'a sendEmail method of a component',
    language: 'javascript',
    code: 'this.sendEmail();',
  },
  {
    effect: 'sends',
    why: 'an Apex comment',
    language: 'apex',
    code: '// Messaging.sendEmail(mails);\nInteger i;',
  },
  {
    effect: 'sends',
    why: 'the domain verification resource',
    language: 'javascript',
    code: "await sfmcFetch('/messaging/v1/domainverification');",
  },

  {
    effect: 'callouts',
    why: 'a method named like fetch',
    language: 'javascript',
    code: 'this.fetchData();\nrefetch();',
  },
  {
    effect: 'callouts',
    why: 'a callout mock',
    language: 'apex',
    code: '@IsTest\npublic class M implements HttpCalloutMock {\n  public HttpResponse respond(HttpRequest req) { return new HttpResponse(); }\n}',
  },
  {
    effect: 'callouts',
    why: 'an AMPscript comment',
    language: 'ampscript',
    code: '%%[ /* HTTPGet(@url) */ ]%%',
  },
];

describe('effect rules', () => {
  it.each(
    positives.map((c) => [`${c.effect} ← ${c.code.split('\n')[c.line - 1]?.trim() ?? ''}`, c] as const),
  )('%s', (_label, c) => {
    expect(foundValues('effects', c.language, c.code, c.name)).toContain(`${c.effect}@${c.line}`);
  });

  it.each(lookAlikes.map((c) => [`no ${c.effect}: ${c.why}`, c] as const))('%s', (_label, c) => {
    const found = foundValues('effects', c.language, c.code).map((entry) => entry.split('@')[0]);
    expect(found).not.toContain(c.effect);
  });

  it('has a positive case for every effect', () => {
    expect(new Set(positives.map((c) => c.effect))).toEqual(new Set(EFFECTS.map((e) => e.value)));
  });

  it('reports a Query Activity write at its SELECT, not at a statement in a comment', () => {
    const code = '-- UPDATE Audience SET Flag = 1\nSELECT Email\nFROM Signups';
    expect(foundValues('effects', 'sql', code)).toEqual(['reads@2', 'writes@2']);
  });
});
