/**
 * What secretlint's recommended preset covers for us (AWS, GitHub, Slack, private keys, database URLs), under our
 * kind names, and that its findings obey our placeholders too.
 */
import { describe, expect, it } from 'vitest';
import { fakeGenerator } from './fake-credentials.js';
import { foundAt, onLine } from './test-support.js';
import { scanSecrets } from './scan.js';

const fake = fakeGenerator(505);

describe("the recommended preset's rules", () => {
  it.each([
    ['an AWS access key id', 1, `aws_access_key_id = ${fake.awsAccessKeyId()}`, 'aws-access-key'],
    [
      'an AWS secret access key',
      2,
      `aws_secret_access_key = ${fake.awsSecretAccessKey()}`,
      'aws-secret-access-key',
    ],
    ['a GitHub token', 3, `const gh = '${fake.githubToken()}';`, 'github-token'],
    ['a Slack token', 4, `SLACK_BOT_TOKEN=${fake.slackToken()}`, 'slack-token'],
    [
      'a database URL with a password',
      1,
      `postgres://sync:${fake.password()}@db.acme.io:5432/crm`,
      'database-password',
    ],
  ])('finds %s', async (_, line, text, rule) => {
    expect(await foundAt(onLine(line, text))).toEqual([`${line}:secret/${rule}`]);
  });

  it('finds a private key and spans its lines', async () => {
    const key = fake.privateKey();
    const [finding, ...rest] = await scanSecrets(`// JWT bearer flow\nconst key = \`${key}\`;\n`);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ rule: 'secret/private-key', kind: 'a private key', line: 2, column: 14 });
    expect(finding?.endLine).toBe(2 + key.split('\n').length - 1);
  });

  it('reports the AWS secret itself, not its name (the preset reports from the name on)', async () => {
    const secret = fake.awsSecretAccessKey();
    const [finding] = await scanSecrets(`aws_secret_access_key = ${secret}`);
    expect(finding).toMatchObject({ line: 1, column: 25, endColumn: 25 + secret.length });
  });

  it.each([
    ['the AWS documentation key', `aws_access_key_id = AKIAIOSFODNN7EXAMPLE`],
    ['an AWS account id (names an account, unlocks nothing)', `aws_account_id = 493817260594`],
    ['an X-ed GitHub token', `token: 'ghp_${'x'.repeat(36)}'`],
    ['a zeroed GitHub token', `token: 'ghp_${'0'.repeat(36)}'`],
    ['a PEM placeholder', `-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----`],
    ['a database URL with a templated password', 'postgres://sync:${DB_PASSWORD}@db.acme.io:5432/crm'],
    [
      'a database URL with a placeholder password',
      `postgres://someuser:somepassword@somehost:381/somedatabase`,
    ],
    ['a URL with a placeholder password', `https://integration:changeme@api.acme.io/v1`],
  ])('ignores %s', async (_, text) => {
    expect(await foundAt(text)).toEqual([]);
  });

  it('does not let a secretlint-disable comment hide a secret (the bypass is recorded instead)', async () => {
    const text = `// secretlint-disable\nconst gh = '${fake.githubToken()}';`;
    expect(await foundAt(text)).toEqual(['2:secret/github-token']);
  });
});
