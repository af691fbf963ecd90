/** The installed package scopes of Marketing Cloud REST calls, one case per row of the table, and calls needing none. */
import { describe, expect, it } from 'vitest';
import { foundPrerequisites } from './test-support.js';

const scopesOf = (language: string, code: string): string[] =>
  foundPrerequisites(language, code).filter((entry) => entry.startsWith('api-scope '));

const cases: { what: string; language: string; code: string; expected: string[] }[] = [
  {
    what: 'synchronous row upserts',
    language: 'javascript',
    code: 'await sfmcFetch(`/hub/v1/dataevents/key:${key}/rowset`, { method: "POST" });',
    expected: ['api-scope data_extensions_write [Resources: /hub/v1/dataevents]'],
  },
  {
    what: 'asynchronous row inserts',
    language: 'javascript',
    code: 'await sfmcFetch(`/data/v1/async/dataextensions/key:${key}/rows`, { method: "POST" });',
    expected: ['api-scope data_extensions_write [Resources: /data/v1/async/dataextensions]'],
  },
  {
    what: 'reading rows',
    language: 'python',
    code: 'rows = requests.get(f"{base}/data/v1/customobjectdata/key/{key}/rowset").json()',
    expected: ['api-scope data_extensions_read [Resources: /data/v1/customobjectdata]'],
  },
  {
    what: 'a transactional email and an SMS',
    language: 'javascript',
    code: "await sfmcFetch(`/messaging/v1/email/messages/${id}`, { method: 'POST' });\nawait sfmcFetch(`/messaging/v1/sms/messages/${id}`, { method: 'POST' });",
    expected: [
      'api-scope email_send [Resources: /messaging/v1]',
      'api-scope sms_send [Resources: /messaging/v1/sms]',
    ],
  },
  {
    what: 'a journey entry event, from SSJS without a leading slash',
    language: 'ssjs',
    code: 'var req = new Script.Util.HttpRequest(restBase + "interaction/v1/events");\nreq.method = "POST";',
    expected: ['api-scope journeys_execute [Resources: /interaction/v1/events]'],
  },
  {
    what: 'Content Builder: reading, and creating with POST',
    language: 'javascript',
    code: "const list = await sfmcFetch('/asset/v1/content/assets?$page=1');\n\n\n\n\n\n\n\nawait sfmcFetch('/asset/v1/content/assets', {\n  method: 'POST',\n});",
    expected: [
      'api-scope saved_content_read [Resources: /asset/v1]',
      'api-scope saved_content_write [Resources: /asset/v1]',
    ],
  },
  {
    what: 'the Contacts API',
    language: 'javascript',
    code: "await sfmcFetch('/contacts/v1/attributeSetDefinitions');",
    expected: ['api-scope list_and_subscribers_read [Resources: /contacts/v1]'],
  },
  {
    what: 'the token endpoint, domain verification and a commented-out call need no scope',
    language: 'javascript',
    code: "await fetch(`${auth}/v2/token`, { method: 'POST' });\nawait sfmcFetch('/messaging/v1/domainverification');\n// await sfmcFetch('/hub/v1/dataevents/key:X/rowset');",
    expected: [],
  },
];

describe('API scope prerequisites', () => {
  it.each(cases.map((c) => [c.what, c] as const))('%s', (_what, c) => {
    expect(scopesOf(c.language, c.code)).toEqual(c.expected);
  });
});
