/**
 * Marketing Cloud installed-package credentials (rules/marketing-cloud.ts) in every syntax a snippet writes them in,
 * and the stand-ins and variables that must not trigger.
 */
import { describe, expect, it } from 'vitest';
import { fakeGenerator } from './fake-credentials.js';
import { foundAt, onLine } from './test-support.js';

const fake = fakeGenerator(202);
const id = fake.mcClientId();
const secret = fake.mcClientSecret();

describe('Marketing Cloud installed-package client ids and secrets', () => {
  it.each([
    ['JSON', 1, `{ "client_id": "${id}", "grant_type": "client_credentials" }`, 'marketing-cloud-client-id'],
    ['JSON', 2, `  "client_secret": "${secret}",`, 'marketing-cloud-client-secret'],
    ['legacy camelCase JSON', 3, `{"clientId":"${id}"}`, 'marketing-cloud-client-id'],
    ['legacy camelCase JSON', 4, `{"clientSecret":"${secret}"}`, 'marketing-cloud-client-secret'],
    ['JS object', 1, `  clientSecret: '${secret}',`, 'marketing-cloud-client-secret'],
    ['JS const', 2, `const SFMC_CLIENT_ID = "${id}";`, 'marketing-cloud-client-id'],
    ['TypeScript', 3, `const clientSecret: string = '${secret}';`, 'marketing-cloud-client-secret'],
    ['AMPscript SET', 1, `SET @clientSecret = "${secret}"`, 'marketing-cloud-client-secret'],
    ['AMPscript SET', 2, `set @client_id = '${id}'`, 'marketing-cloud-client-id'],
    ['Apex', 3, `String clientSecret = '${secret}';`, 'marketing-cloud-client-secret'],
    ['Apex map', 4, `body.put('client_secret', '${secret}');`, 'marketing-cloud-client-secret'],
    [
      'Apex map literal',
      1,
      `new Map<String, String>{ 'client_secret' => '${secret}' }`,
      'marketing-cloud-client-secret',
    ],
    ['SSJS header', 2, `req.setHeader("client_id", "${id}");`, 'marketing-cloud-client-id'],
    [
      'form body',
      3,
      `grant_type=client_credentials&client_secret=${secret}&account_id=514009341`,
      'marketing-cloud-client-secret',
    ],
    ['HTTP header line', 4, `client_secret: ${secret}`, 'marketing-cloud-client-secret'],
    ['env file', 1, `SFMC_CLIENT_SECRET=${secret}`, 'marketing-cloud-client-secret'],
    [
      'JSON inside a string',
      2,
      `var payload = "{\\"client_secret\\":\\"${secret}\\"}";`,
      'marketing-cloud-client-secret',
    ],
    ['JSON inside AMPscript', 3, `SET @body = '{"client_id":"${id}"}'`, 'marketing-cloud-client-id'],
  ])('finds it in %s (line %i)', async (_, line, text, rule) => {
    expect(await foundAt(onLine(line, text))).toEqual([`${line}:secret/${rule}`]);
  });

  it('finds both in one request body, each on its line', async () => {
    const text = [
      '{',
      '  "grant_type": "client_credentials",',
      `  "client_id": "${id}",`,
      `  "client_secret": "${secret}"`,
      '}',
    ].join('\n');
    expect(await foundAt(text)).toEqual([
      '3:secret/marketing-cloud-client-id',
      '4:secret/marketing-cloud-client-secret',
    ]);
  });

  it.each([
    ['YOUR_CLIENT_SECRET', `"client_secret": "YOUR_CLIENT_SECRET"`],
    ['<client_secret>', `"client_secret": "<client_secret>"`],
    ['{{secret}}', `"client_secret": "{{secret}}"`],
    ['${SECRET}', 'clientSecret: `${SECRET}`'],
    ['an AMPscript output', `"client_secret": "%%=v(@secret)=%%"`],
    ['an AMPscript variable', `SET @payload = Concat('{"client_secret":"', @clientSecret, '"}')`],
    ['a variable in a call pair', `setHeader("client_secret", clientSecret)`],
    ['xxxx', `"client_secret": "xxxxxxxxxxxxxxxxxxxxxxxx"`],
    ['XXXXXXXX', `"client_id": "XXXXXXXXXXXXXXXXXXXXXXXX"`],
    ['****', `"client_secret": "************************"`],
    ['your-secret-here', `clientSecret: 'your-secret-here'`],
    ['process.env', `client_secret: process.env.SFMC_CLIENT_SECRET,`],
    [
      'Platform.Function.Lookup',
      `var clientSecret = Platform.Function.Lookup("Creds", "Value", "Name", "secret");`,
    ],
    ['a DE lookup in AMPscript', `SET @clientSecret = Lookup("Creds", "Value", "Name", "secret")`],
    ['sequential characters', `"client_id": "abcdef123456abcdef123456"`],
    ['a word-built id', `"client_id": "myinstalledpackageclient"`],
    ['a camelCase variable', `client_secret: installedPackageSecret,`],
    ['a function parameter list', `function getAccessToken(subdomain, clientId, clientSecret, mid) {`],
    ['a MID next to a client id', `client_id: 'abc', account_id: 514009341`],
    ['a client id of another shape', `clientId: 'my-connected-app'`],
    ['a Google OAuth client id', `client_id: '123456789012-abcdefghijklmnop.apps.googleusercontent.com'`],
    ['WSProxy setClientId', `api.setClientId({ ID: childMid });`],
    ['changeme', `"client_secret": "changeme"`],
    ['dummy', `"client_secret": "dummyClientSecret123456"`],
    ['REDACTED', `"client_secret": "REDACTED"`],
    ['a comparison', `if (client_secret === expected) {}`],
  ])('ignores %s', async (_, text) => {
    expect(await foundAt(text)).toEqual([]);
  });
});
