/**
 * Data extensions and their fields, from each way a snippet names them, and names that are no data extension: a
 * variable, a system data view, a comment, the FROM of a function's arguments.
 */
import { describe, expect, it } from 'vitest';
import { foundPrerequisites } from './test-support.js';

const cases: { what: string; language: string; code: string; expected: string[] }[] = [
  {
    what: 'LookupRows: the fields matched on',
    language: 'ampscript',
    code: '%%[ SET @rows = LookupRows("Orders", "EmailAddress", @e) ]%%',
    expected: ['data-extension Orders [Fields: EmailAddress]'],
  },
  {
    what: 'UpsertData: key and value fields, not values or the key count',
    language: 'ampscript',
    code: '%%[ UpsertData("Preferences", 1, "SubscriberKey", @k, "Status", "x") ]%%',
    expected: ['data-extension Preferences [Fields: SubscriberKey, Status]'],
  },
  {
    what: 'Lookup: the returned field and the field matched on',
    language: 'ampscript',
    code: '%%[ SET @p = Lookup("Loyalty", "Points", "SubscriberKey", _subscriberkey) ]%%',
    expected: ['data-extension Loyalty [Fields: Points, SubscriberKey]'],
  },
  {
    what: "LookupOrderedRows: the order's field without its direction",
    language: 'ampscript',
    code: '%%[ SET @r = LookupOrderedRows("Orders", 3, "OrderDate DESC", "Email", @e) ]%%',
    expected: ['data-extension Orders [Fields: OrderDate, Email]'],
  },
  {
    what: 'InsertData and DeleteData: every other argument',
    language: 'ampscript',
    code: '%%[\nInsertData("Log", "Email", @e, "At", Now())\nDeleteData("Cart", "Id", @id)\n]%%',
    expected: ['data-extension Log [Fields: Email, At]', 'data-extension Cart [Fields: Id]'],
  },
  {
    what: 'a data extension used twice: one entry, fields merged, the first spelling kept',
    language: 'ampscript',
    code: '%%[\nUpsertData("Preferences", 1, "SubscriberKey", @k, "Offers", @o)\nSET @n = Lookup("preferences", "Newsletter", "SubscriberKey", @k)\n]%%',
    expected: ['data-extension Preferences [Fields: SubscriberKey, Offers, Newsletter]'],
  },
  {
    what: "SSJS's array form: the name arrays, not the value arrays",
    language: 'ssjs',
    code: 'Platform.Function.UpsertData("Scores", ["SubscriberKey"], [sk], ["Score", "At"], [score, now]);\nPlatform.Function.InsertData("Log", ["Step", "Message"], ["clear", msg]);',
    expected: [
      'data-extension Scores [Fields: SubscriberKey, Score, At]',
      'data-extension Log [Fields: Step, Message]',
    ],
  },
  {
    what: "Core's DataExtension.Init and the Rows calls on its variable",
    language: 'ssjs',
    code: 'var de = DataExtension.Init("Signups");\nde.Rows.Add({ Email: email, "Signed Up": now });\nvar rows = de.Rows.Lookup(["Email"], [email]);\nde.Rows.Retrieve({ Property: "Status", SimpleOperator: "equals", Value: "new" });',
    expected: ['data-extension Signups [Fields: Email, Signed Up, Status]'],
  },
  {
    what: 'a chained Rows call on DataExtension.Init',
    language: 'ssjs',
    code: 'DataExtension.Init("Cart").Rows.Remove(["Id"], [id]);',
    expected: ['data-extension Cart [Fields: Id]'],
  },
  {
    what: "WSProxy's DataExtensionObject[Key] with the retrieved columns and filter property",
    language: 'ssjs',
    code: 'var api = new Script.Util.WSProxy();\nvar res = api.retrieve("DataExtensionObject[Orders]", ["Email", "Total"], { Property: "Status", SimpleOperator: "equals", Value: "open" });',
    expected: ['data-extension Orders [Fields: Email, Total, Status]'],
  },
  {
    what: 'a REST row resource written with its key',
    language: 'javascript',
    code: "await sfmcFetch('/hub/v1/dataevents/key:Web_Signups/rowset', { method: 'POST' });",
    expected: [
      'data-extension Web_Signups []',
      'api-scope data_extensions_write [Resources: /hub/v1/dataevents]',
    ],
  },
  {
    what: 'SQL: bracketed and bare names, the fields written through aliases, no data views',
    language: 'sql',
    code: 'SELECT d.Email, s.Tier, j.JobID\nFROM [My Signups] d\nINNER JOIN ENT.Shared_Tiers AS s ON s.Email = d.Email\nLEFT JOIN _Sent j ON j.SubscriberKey = d.SubscriberKey\nJOIN ENT._Subscribers sub ON sub.SubscriberKey = d.SubscriberKey',
    expected: [
      'data-extension My Signups [Fields: Email, SubscriberKey]',
      'data-extension Shared_Tiers [Fields: Tier, Email]',
    ],
  },
  {
    what: 'SQL: a subquery, and the FROM of a function that names no table',
    language: 'sql',
    code: "SELECT x.Email, TRIM(BOTH ' ' FROM x.Name) AS Name\nFROM (\n  SELECT c.Email, c.Name FROM Contacts_Import c\n) x",
    expected: ['data-extension Contacts_Import [Fields: Email, Name]'],
  },
  {
    what: 'a variable, a personalization string and a comment name no data extension',
    language: 'ampscript',
    code: '%%[\n/* LookupRows("Ghost", "Id", 1) */\nSET @rows = LookupRows(@de, "Email", @e)\nSET @x = Lookup("%%=v(@de)=%%", "A", "B", 1)\n]%%',
    expected: [],
  },
];

describe('data extension prerequisites', () => {
  it.each(cases.map((c) => [c.what, c] as const))('%s', (_what, c) => {
    expect(foundPrerequisites(c.language, c.code)).toEqual(c.expected);
  });
});
