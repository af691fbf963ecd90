/**
 * scanSecrets() as the API and the editor use it: the sentence of a finding, positions across lines, one finding per
 * secret, fingerprints, and the author's bypass (blockingSecrets).
 */
import { describe, expect, it } from 'vitest';
import { describeFinding } from '../finding.js';
import { fakeGenerator } from './fake-credentials.js';
import { fingerprint } from './fingerprint.js';
import { blockingSecrets, scanSecrets } from './index.js';

const fake = fakeGenerator(707);

describe('scanSecrets', () => {
  it("names the line and the kind: 'Line 12 looks like a Marketing Cloud client secret'", async () => {
    const lines = Array.from({ length: 14 }, (_, i) => `var step${i} = ${i};`);
    lines[11] = `  "client_secret": "${fake.mcClientSecret()}",`;
    const [finding] = await scanSecrets(lines.join('\n'));
    expect(finding).toBeDefined();
    expect(describeFinding(finding!)).toBe('Line 12 looks like a Marketing Cloud client secret');
    expect(finding).toMatchObject({
      rule: 'secret/marketing-cloud-client-secret',
      severity: 'error',
      kind: 'a Marketing Cloud client secret',
      message: 'looks like a Marketing Cloud client secret',
      line: 12,
      column: 21,
      endLine: 12,
      endColumn: 45,
    });
    expect(finding?.fix).toContain('placeholder');
  });

  it.each([
    [fake.awsAccessKeyId(), 'Line 1 looks like an AWS access key'],
    [fake.salesforceAccessToken(), 'Line 1 looks like a Salesforce access token'],
    [fake.consumerKey(), 'Line 1 looks like a connected app consumer key'],
    [fake.jwt(), 'Line 1 looks like a JSON Web Token'],
  ])('writes the sentence with the right article (%#)', async (value, sentence) => {
    const [finding] = await scanSecrets(`x = "${value}"`);
    expect(finding && describeFinding(finding)).toBe(sentence);
  });

  it('reports positions across lines, sorted, with CRLF line ends and a BOM', async () => {
    const token = fake.salesforceAccessToken();
    const secret = fake.mcClientSecret();
    const key = fake.githubToken();
    const text = `\uFEFF// setup\r\nconst gh = '${key}';\r\n\r\n  SET @clientSecret = "${secret}"\r\nBearer ${token}\r\n`;
    const findings = await scanSecrets(text);
    expect(findings.map((f) => [f.rule, f.line, f.column, f.endLine, f.endColumn])).toEqual([
      ['secret/github-token', 2, 13, 2, 13 + key.length],
      ['secret/marketing-cloud-client-secret', 4, 24, 4, 24 + secret.length],
      ['secret/salesforce-access-token', 5, 8, 5, 8 + token.length],
    ]);
  });

  it('reports one finding where several rules flag the same value, keeping the most specific', async () => {
    const jwt = fake.jwt();
    const token = fake.salesforceAccessToken();
    const secret = fake.consumerSecretHex();
    const findings = await scanSecrets(
      [`accessToken: '${jwt}',`, `Authorization: Bearer ${token}`, `client_secret=${secret}`].join('\n'),
    );
    expect(findings.map((f) => f.rule)).toEqual([
      'secret/jwt',
      'secret/salesforce-access-token',
      'secret/connected-app-consumer-secret',
    ]);
  });

  it('suggests a placeholder that itself scans clean', async () => {
    const [finding] = await scanSecrets(`"client_secret": "${fake.mcClientSecret()}"`);
    const placeholder = /YOUR_[A-Z_]+/.exec(finding?.fix ?? '')?.[0];
    expect(placeholder).toBe('YOUR_MARKETING_CLOUD_CLIENT_SECRET');
    expect(await scanSecrets(`"client_secret": "${placeholder}"`)).toEqual([]);
  });

  it('finds nothing in an empty text or in ordinary code', async () => {
    expect(await scanSecrets('')).toEqual([]);
    expect(
      await scanSecrets(
        'SET @name = AttributeValue("FirstName")\nIF EMPTY(@name) THEN SET @name = "friend" ENDIF',
      ),
    ).toEqual([]);
  });
});

describe('fingerprints', () => {
  it('are 64-bit FNV-1a of the matched value, as 16 hex digits', () => {
    expect(fingerprint('')).toBe('cbf29ce484222325');
    expect(fingerprint('a')).toBe('af63dc4c8601ec8c');
    expect(fingerprint('foobar')).toBe('85944171f73967e8');
    expect(fingerprint('é')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('are stable across scans and positions, and differ between values', async () => {
    const a = fake.mcClientSecret();
    const b = fake.mcClientSecret();
    const [first] = await scanSecrets(`"client_secret": "${a}"`);
    const [again] = await scanSecrets(`\n\n   SET @clientSecret = '${a}'`);
    const [other] = await scanSecrets(`"client_secret": "${b}"`);
    expect(first?.fingerprint).toBe(fingerprint(a));
    expect(again?.fingerprint).toBe(first?.fingerprint);
    expect(other?.fingerprint).not.toBe(first?.fingerprint);
  });

  it('never put the secret itself in a finding', async () => {
    const secret = fake.mcClientSecret();
    const [finding] = await scanSecrets(`"client_secret": "${secret}"`);
    expect(JSON.stringify(finding)).not.toContain(secret);
  });
});

describe('blockingSecrets', () => {
  it('drops the findings the author marked as placeholders and keeps the rest', async () => {
    const marked = fake.mcClientSecret();
    const real = fake.githubToken();
    const findings = await scanSecrets(`"client_secret": "${marked}"\nconst gh = '${real}';`);
    expect(findings).toHaveLength(2);
    expect(blockingSecrets(findings, [fingerprint(marked)]).map((f) => f.rule)).toEqual([
      'secret/github-token',
    ]);
    expect(blockingSecrets(findings, [])).toEqual(findings);
    expect(
      blockingSecrets(
        findings,
        findings.map((f) => f.fingerprint),
      ),
    ).toEqual([]);
  });

  it('covers every occurrence of a marked value', async () => {
    const value = fake.mcClientSecret();
    const findings = await scanSecrets(`"client_secret": "${value}"\nSET @clientSecret = "${value}"`);
    expect(findings).toHaveLength(2);
    expect(blockingSecrets(findings, [fingerprint(value)])).toEqual([]);
  });
});

describe('the gate before secretlint', () => {
  it('answers a text with no long token and no secret word at once, with nothing', async () => {
    const comment =
      'Thanks, this worked for me after I changed the DE name. Does it handle the All Subscribers list?';
    expect(await scanSecrets(comment)).toEqual([]);
  });

  it('still scans short secrets that come with their word', async () => {
    const findings = await scanSecrets("conn.login('admin@acme.com', 'Pa55w0rd!');");
    expect(findings.map((finding) => finding.kind)).toEqual(['a password in a login call']);
  });
});
