/**
 * Tenant subdomains and MIDs: found with their positions, replaced in one click, and never reported as secrets.
 */
import { describe, expect, it } from 'vitest';
import { fakeGenerator } from './fake-credentials.js';
import { findCompanyIdentifiers, replaceCompanyIdentifiers, scanSecrets } from './index.js';

const fake = fakeGenerator(808);
const tenant = fake.tenantSubdomain();

const found = (text: string) => findCompanyIdentifiers(text).map((c) => `${c.line}:${c.kind}:${c.value}`);

describe('findCompanyIdentifiers', () => {
  it.each([
    ['auth', `const AUTH_BASE = 'https://${tenant}.auth.marketingcloudapis.com';`],
    ['rest', `POST https://${tenant}.rest.marketingcloudapis.com/interaction/v1/events`],
    ['soap', `<soap:Address location="https://${tenant}.soap.marketingcloudapis.com/Service.asmx"/>`],
    ['assigned', `subdomain: '${tenant}',`],
  ])('finds the tenant subdomain of a %s URI', (_, text) => {
    expect(found(text)).toEqual([`1:tenant-subdomain:${tenant}`]);
  });

  it('gives the position and the replacement', () => {
    const text = `// auth\nvar url = "https://${tenant}.auth.marketingcloudapis.com/v2/token";`;
    expect(findCompanyIdentifiers(text)).toEqual([
      {
        kind: 'tenant-subdomain',
        value: tenant,
        line: 2,
        column: 20,
        endLine: 2,
        endColumn: 20 + tenant.length,
        replacement: 'YOUR_SUBDOMAIN',
      },
    ]);
  });

  it.each([
    ['JSON account_id', `{ "account_id": 514009341 }`, '514009341'],
    ['quoted JSON account_id', `{ "account_id": "514009341" }`, '514009341'],
    ['AMPscript MID', `SET @mid = 7281934`, '7281934'],
    ['SSJS MID', `var MID = 5140093412;`, '5140093412'],
    ['childMid', `var childMid = 7281934;`, '7281934'],
    ['accountId', `accountId: 514009341,`, '514009341'],
    ['member_id', `member_id=514009341&`, '514009341'],
    ['WSProxy setClientId', `api.setClientId({ ID: 7281934 });`, '7281934'],
    ['WSProxy Client', `Client: { ID: 7281934 },`, '7281934'],
    ['SOAP ClientID', `<ClientID><ID>7281934</ID></ClientID>`, '7281934'],
    ['SOAP MID', `<MID>7281934</MID>`, '7281934'],
  ])('finds a MID in %s', (_, text, mid) => {
    expect(found(text)).toEqual([`1:mid:${mid}`]);
  });

  it('finds every MID of a list', () => {
    expect(found(`var childMids = [7281934, 7281977];`)).toEqual(['1:mid:7281934', '1:mid:7281977']);
  });

  it.each([
    ['a placeholder subdomain', `https://YOUR_SUBDOMAIN.auth.marketingcloudapis.com`],
    ['a concatenated subdomain', `"https://" + subdomain + ".auth.marketingcloudapis.com/v2/token"`],
    ['the generic host', `https://auth.exacttargetapis.com/v1/requestToken`],
    ['a placeholder MID', `"account_id": "YOUR_MID"`],
    ['a sequential MID', `"account_id": 123456789`],
    ['a repeated MID', `SET @mid = 0000000`],
    ['a MID variable', `account_id: mid`],
    ['a short number', `var mid = 42;`],
    ['a long number', `accountId = 12345678901234`],
    ['a word ending in mid', `var pyramid = 5140093;`],
    ['a Salesforce record id', `accountId: '0015g00000ABCdeAAF'`],
  ])('ignores %s', (_, text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('replaceCompanyIdentifiers', () => {
  it('replaces each subdomain and MID, keeping the rest of the URI and the code', () => {
    const text = [
      `const AUTH = 'https://${tenant}.auth.marketingcloudapis.com/v2/token';`,
      `const REST = 'https://${tenant}.rest.marketingcloudapis.com/';`,
      `const body = { client_id: process.env.ID, "account_id": 514009341 };`,
      `api.setClientId({ ID: 7281934 });`,
    ].join('\n');
    expect(replaceCompanyIdentifiers(text)).toBe(
      [
        `const AUTH = 'https://YOUR_SUBDOMAIN.auth.marketingcloudapis.com/v2/token';`,
        `const REST = 'https://YOUR_SUBDOMAIN.rest.marketingcloudapis.com/';`,
        `const body = { client_id: process.env.ID, "account_id": YOUR_MID };`,
        `api.setClientId({ ID: YOUR_MID });`,
      ].join('\n'),
    );
  });

  it('leaves a text without identifiers as it is, and the result has none left', () => {
    const text = `SET @x = "https://${tenant}.auth.marketingcloudapis.com"\nSET @mid = 7281934`;
    expect(replaceCompanyIdentifiers('no identifiers here')).toBe('no identifiers here');
    expect(findCompanyIdentifiers(replaceCompanyIdentifiers(text))).toEqual([]);
  });
});

describe('scanSecrets and company identifiers', () => {
  it('does not report a tenant URI or a MID as a secret', async () => {
    const text = `const AUTH_BASE = 'https://${tenant}.auth.marketingcloudapis.com';\n"account_id": 514009341`;
    expect(await scanSecrets(text)).toEqual([]);
  });
});
