/**
 * Salesforce Platform rules (rules/salesforce-tokens.ts, rules/connected-app.ts): real-shaped fakes found on the line
 * they sit on, look-alikes and placeholders not found.
 */
import { describe, expect, it } from 'vitest';
import { fakeGenerator } from './fake-credentials.js';
import { foundAt, onLine } from './test-support.js';

const fake = fakeGenerator(101);
const accessToken = fake.salesforceAccessToken();
const refreshToken = fake.salesforceRefreshToken();
const consumerKey = fake.consumerKey();
const secretHex = fake.consumerSecretHex();
const secretDecimal = fake.consumerSecretDecimal();

describe('Salesforce access and session tokens (00D…!…)', () => {
  it.each([
    ['JS string', 1, `const sessionId = '${accessToken}';`],
    ['Bearer header', 2, `req.setHeader('Authorization', 'Bearer ${accessToken}');`],
    [
      '18-character org id',
      3,
      `token = "00D${fake.mixed(15, 'ABC', '0123')}!${fake.mixed(100, 'abcXYZ', '0123456789', '._')}"`,
    ],
    ['sfdx output', 4, `Access Token     ${accessToken}`],
    [
      'Bearer header, org id of zeros',
      2,
      `req.setHeader('Authorization', 'Bearer 00D5e0000001${fake.mixed(3, 'aBc', '19')}!${fake.mixed(100, 'abcXYZ', '0123456789', '._')}');`,
    ],
    [
      'assignment, 18-character org id of zeros',
      3,
      `String token = '00DA0000000${fake.mixed(4, 'XyZ', '1')}EAB!${fake.mixed(100, 'abcXYZ', '0123456789', '._')}';`,
    ],
    ['JSON response', 2, `{"access_token":"${accessToken}","instance_url":"https://acme.my.salesforce.com"}`],
  ])('finds it in a %s', async (_, line, text) => {
    expect(await foundAt(onLine(line, text))).toEqual([`${line}:secret/salesforce-access-token`]);
  });

  it.each([
    ['an org id alone', `String orgId = '00D5g000004SxYzEAK';`],
    ['a truncated token', `// token looks like 00D5g000004SxYz!AQ4AQ...`],
    ['an X-ed out token', `sessionId = '00DXXXXXXXXXXXX!${'X'.repeat(90)}'`],
    [
      'a placeholder after the org id',
      `sessionId = '00D5g000004SxYz!YOUR_SESSION_ID_GOES_HERE_${'x'.repeat(40)}'`,
    ],
    ['a session id call', `String sessionId = UserInfo.getSessionId();`],
    [
      'a documentation example (00Dxx…)',
      `sessionId = '00Dxx0000001gPL!${fake.mixed(100, 'abcXYZ', '0123456789', '._')}'`,
    ],
    ['an org id of zeros alone', `Id orgId = '00D000000000000';`],
  ])('ignores %s', async (_, text) => {
    expect(await foundAt(text)).toEqual([]);
  });
});

describe('Salesforce refresh tokens (5Aep861…)', () => {
  it.each([
    ['JSON', 1, `{ "refresh_token": "${refreshToken}" }`],
    ['an SFDX auth URL', 3, `SFDX_AUTH_URL=force://PlatformCLI::${refreshToken}@acme.my.salesforce.com`],
  ])('finds it in %s', async (_, line, text) => {
    expect(await foundAt(onLine(line, text))).toEqual([`${line}:secret/salesforce-refresh-token`]);
  });

  it.each([
    ['a truncated one', `refresh_token: '5Aep861...'`],
    ['a placeholder', `refresh_token: '5Aep861${'x'.repeat(60)}'`],
    ['a variable', `const refreshToken = body.refresh_token;`],
  ])('ignores %s', async (_, text) => {
    expect(await foundAt(text)).toEqual([]);
  });
});

describe('connected app consumer keys (3MVG9…) and secrets', () => {
  it.each([
    ['a JS constant', 1, `const CLIENT_ID = '${consumerKey}';`, 'connected-app-consumer-key'],
    [
      'a form body',
      2,
      `grant_type=password&client_id=${consumerKey}&username=me`,
      'connected-app-consumer-key',
    ],
    ['an env file', 3, `SF_CONSUMER_KEY=${consumerKey}`, 'connected-app-consumer-key'],
    ['hex secret in JS', 1, `consumerSecret: '${secretHex}',`, 'connected-app-consumer-secret'],
    ['hex secret in env', 2, `SF_CLIENT_SECRET=${secretHex}`, 'connected-app-consumer-secret'],
    [
      'decimal secret in Apex',
      3,
      `private static final String CONSUMER_SECRET = '${secretDecimal}';`,
      'connected-app-consumer-secret',
    ],
    [
      'decimal secret in a form body',
      4,
      `&client_secret=${secretDecimal}&username=x`,
      'connected-app-consumer-secret',
    ],
    [
      'secret in a Python call',
      1,
      `sf = OAuth(consumer_secret="${secretHex}")`,
      'connected-app-consumer-secret',
    ],
  ])('finds %s', async (_, line, text, rule) => {
    expect(await foundAt(onLine(line, text))).toEqual([`${line}:secret/${rule}`]);
  });

  it.each([
    ['a truncated consumer key', `client_id: '3MVG9...'`],
    ['a consumer key placeholder', `client_id: '3MVG9YOUR_CONSUMER_KEY'`],
    ['an X-ed consumer key', `client_id: '3MVG9${'X'.repeat(80)}'`],
    ['64 hex digits not named as a secret', `const sha256 = '${secretHex}';`],
    ['19 digits not named as a secret', `Long big = ${secretDecimal}L;`],
    ['a sequential decimal secret', `consumer_secret: '1234567890123456789'`],
    ['a repeated hex secret', `consumer_secret: '${'0'.repeat(64)}'`],
    [
      'a secret from custom metadata',
      `String secret = Connected_App__mdt.getInstance('Main').Consumer_Secret__c;`,
    ],
  ])('ignores %s', async (_, text) => {
    expect(await foundAt(text)).toEqual([]);
  });
});
