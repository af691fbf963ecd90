/**
 * Passwords in login calls, connection strings, form bodies and assignments (rules/passwords.ts,
 * rules/assigned-secrets.ts), and the inputs, labels and templates that only look like them.
 */
import { describe, expect, it } from 'vitest';
import { fakeGenerator } from './fake-credentials.js';
import { foundAt, onLine } from './test-support.js';

const fake = fakeGenerator(303);
const password = fake.password();
const securityToken = fake.mixed(
  25,
  'abcdefghijklmnopqrstuvwxyz',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '0123456789',
);

describe('passwords in logins, connection strings and form bodies', () => {
  it.each([
    ['jsforce login', 1, `await conn.login('integration@acme.com', '${password}');`, 'login-password'],
    [
      'AJAX toolkit login',
      2,
      `sforce.connection.login("integration@acme.com", "${password}");`,
      'login-password',
    ],
    ['Apex System.setPassword', 3, `System.setPassword(u.Id, '${password}');`, 'login-password'],
    ['Apex setPassword on a request', 4, `req.setPassword('${password}');`, 'login-password'],
    [
      'SQL Server connection string',
      1,
      `"Server=tcp:acme.database.windows.net;Database=crm;User ID=sync;Password=${password};"`,
      'connection-string-password',
    ],
    [
      'ODBC Pwd=',
      2,
      `conn = "Driver={ODBC};Server=db01;Uid=sync;Pwd=${password};"`,
      'connection-string-password',
    ],
    [
      'OAuth password grant body',
      3,
      `body: 'grant_type=password&client_id=x&username=api@acme.com&password=${password}'`,
      'form-password',
    ],
    [
      'body starting with password',
      4,
      `data = "password=${password}&username=api@acme.com"`,
      'form-password',
    ],
    ['JS object', 1, `const creds = { username: 'api@acme.com', password: '${password}' };`, 'password'],
    [
      'Python keyword',
      2,
      `Salesforce(username='api@acme.com', password='${password}', security_token='${securityToken}')`,
      'password',
    ],
    ['AMPscript SET', 3, `SET @pwd = "${password}"`, 'password'],
  ])('finds a password in %s', async (_, line, text, rule) => {
    const found = await foundAt(onLine(line, text));
    expect(found[0]).toBe(`${line}:secret/${rule}`);
  });

  it('finds the security token next to the password', async () => {
    const text = `sf = Salesforce(username='api@acme.com', password='${password}', security_token='${securityToken}')`;
    expect(await foundAt(text)).toEqual(['1:secret/password', '1:secret/salesforce-security-token']);
  });

  it.each([
    ['variables passed to login', `conn.login(username, password);`],
    ['a concatenated login', `conn.login(user, pass + token);`],
    ['a placeholder login', `conn.login('you@example.com', 'YOUR_PASSWORD');`],
    ['a password too short to be real', `sforce.connection.login("user", "pass");`],
    ['a UI label', `login('Sign in', 'Please enter your password');`],
    ['a content type', `login('<login/>', 'application/xml');`],
    ['a list of paths to redact', `paths: ['user.password', 'headers.cookie']`],
    ['a list of autocomplete values', `'current-password', 'one-time-code', 'organization-title'`],
    ['a working directory', `PWD: '/Users/maciej',`],
    [
      'the Named Credential merge field',
      `req.setBody('username={!$Credential.Username}&password={!$Credential.Password}');`,
    ],
    ['a concatenated form body', `req.setBody('grant_type=password&username=' + u + '&password=' + p);`],
    ['a template form body', 'body: `username=${user}&password=${pass}`'],
    ['an input field', `<input type="password" name="password" autocomplete="current-password">`],
    [
      'a Lightning input',
      `<lightning-input type="password" label="Password" value={password}></lightning-input>`,
    ],
    ['an empty password', `const creds = { username: '', password: '' };`],
    ['a masked password', `password: '********'`],
    ['the word password', `password: 'password123'`],
    ['changeme', `password: 'changeme1'`],
    ['an env password', `password: process.env.SF_PASSWORD,`],
    ['a connection string without a password', `"Server=db01;Database=crm;Integrated Security=true;"`],
    ['a connection string placeholder', `"Server=db01;Database=crm;User ID=sync;Password=<password>;"`],
    ['a password= line that is not a connection string', `password=`],
    ['a password policy setting', `passwordMinLength = 12`],
    ['a password regex', `const passwordPattern = '^(?=.*[A-Z])(?=.*[0-9]).{8,}$';`],
    ['a reset link with a placeholder token', `resetUrl: 'https://app.example.com/reset?token=REDACTED'`],
  ])('ignores %s', async (_, text) => {
    expect(await foundAt(text)).toEqual([]);
  });
});
