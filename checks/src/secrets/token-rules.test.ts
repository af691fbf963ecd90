/**
 * JWTs, Google API keys and random values under secret-sounding names (rules/jwt.ts, rules/google-api-key.ts,
 * rules/assigned-secrets.ts), and the words, paths and variables that must not trigger.
 */
import { describe, expect, it } from 'vitest';
import { fakeGenerator } from './fake-credentials.js';
import { scanSecrets } from './scan.js';
import { foundAt, onLine } from './test-support.js';

const fake = fakeGenerator(404);
const jwt = fake.jwt();
const googleKey = fake.googleApiKey();
const random = fake.randomSecret(32);
const hex40 = fake.from('0123456789abcdef', 40);

describe('JSON Web Tokens', () => {
  it('covers every part of a token with more than three', async () => {
    const text = `"access_token": "${jwt}.${fake.from('abcdefghijklmnopqrstuvwxyz0123456789_-', 80)}"`;
    const [finding] = await scanSecrets(text);
    expect(finding).toMatchObject({ rule: 'secret/jwt', column: 18, endColumn: text.length });
  });

  it.each([
    ['a variable', 1, `const accessToken = '${jwt}';`],
    ['a Bearer header', 2, `Authorization: Bearer ${jwt}`],
    ['prose', 3, `my token is ${jwt} if that helps`],
  ])('finds one in %s', async (_, line, text) => {
    expect(await foundAt(onLine(line, text))).toEqual([`${line}:secret/jwt`]);
  });

  it.each([
    ['a shortened one', `"access_token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ..."`],
    [
      'the jwt.io sample',
      `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c`,
    ],
    ['an unsigned one', `eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxMjM0NTY3ODkwIn0.`],
  ])('ignores %s', async (_, text) => {
    expect(await foundAt(text)).toEqual([]);
  });
});

describe('Google API keys', () => {
  it('finds one (the preset only knows service account files)', async () => {
    expect(
      await foundAt(
        onLine(2, `<script src="https://maps.googleapis.com/maps/api/js?key=${googleKey}"></script>`),
      ),
    ).toEqual(['2:secret/google-api-key']);
  });

  it.each([
    ['a placeholder', `key=AIzaSyYOUR_API_KEY_HERE_0000000000000000`],
    ['an X-ed key', `key=AIza${'X'.repeat(35)}`],
    ['a short one', `key=AIzaSyB1234`],
  ])('ignores %s', async (_, text) => {
    expect(await foundAt(text)).toEqual([]);
  });
});

describe('random values assigned to secret-sounding names', () => {
  it.each([
    ['clientSecret', 1, `const clientSecret = '${random}';`, 'client-secret'],
    ['client_secret', 2, `client_secret = "${random}"`, 'client-secret'],
    ['apiKey', 3, `apiKey: '${random}',`, 'api-key'],
    ['api_key', 4, `API_KEY=${random}`, 'api-key'],
    ['x-api-key header', 1, `headers: { 'x-api-key': '${random}' }`, 'api-key'],
    ['secret', 2, `"secret": "${random}"`, 'secret'],
    ['webhook secret', 3, `WEBHOOK_SECRET='${hex40}'`, 'secret'],
    ['token', 4, `SET @token = "${random}"`, 'access-token'],
    ['accessToken', 1, `this.accessToken = '${random}';`, 'access-token'],
    ['access_token', 2, `{"access_token": "${random}"}`, 'access-token'],
    ['refresh_token', 3, `refresh_token: "${random}"`, 'access-token'],
    [
      'privateKey',
      4,
      `privateKey: '${fake.from('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/', 64)}'`,
      'private-key',
    ],
    ['a Bearer header', 1, `'Authorization': 'Bearer ${random}'`, 'access-token'],
    ['an access_token in a link', 2, `https://api.acme.io/v1/me?access_token=${random}`, 'access-token'],
  ])('finds %s', async (_, line, text, rule) => {
    expect(await foundAt(onLine(line, text))).toEqual([`${line}:secret/${rule}`]);
  });

  it.each([
    ['a short value', `apiKey: 'k3Y9x'`],
    ['words', `clientSecret: 'mySuperSecretClientValue'`],
    ['a MIME type', `token: 'application/json'`],
    ['a lowercase word', `secret: 'marketingcloudapis'`],
    ['interleaved runs', `token: 'a1b2c3d4e5f6g7h8i9j0'`],
    ['a repeated unit', `apiKey: 'Ab12Ab12Ab12Ab12Ab12'`],
    ['a pagination token name', `nextPageToken: '${random}'`],
    ['a CSRF token name', `csrfToken: '${random}'`],
    ['a Marketing Cloud paging token', `"requestToken": "${random}",`],
    ['a recipient token in a link', `https://cloud.acme.com/prefs?id=${hex40}&token=${random}`],
    ['a WebDAV lock token', `'Lock-Token': 'urn:uuid:a515cfa4-5da4-22e1-f5b5-00a0451e6bf7'`],
    [
      'a list of paths to redact',
      `redact: ['key', 'path.to.key', 'stuff.thats[*].secret', 'path["with-hyphen"]']`,
    ],
    ['a GUID() call', `SET @token = GUID()`],
    ['an AMPscript variable', `"Token", @token,`],
    ['a property path', `const token = body.access_token;`],
    ['a call', `const secret = crypto.randomUUID();`],
    ['a name that only starts like one', `const tokenEndpoint = 'https://auth.example.com/v2/token/abcdef';`],
    ['a Bearer concatenation', `req.setHeader("Authorization", "Bearer " + token);`],
    ['a Bearer template', 'headers: { Authorization: `Bearer ${accessToken}` }'],
    ['a Bearer property', `// header Authorization: Bearer auth.token`],
    ['a space-separated sentence', `secret: 'keep this out of the code please'`],
  ])('ignores %s', async (_, text) => {
    expect(await foundAt(text)).toEqual([]);
  });
});
