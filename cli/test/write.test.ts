/**
 * login, whoami, push, fork, save and logout against a real server: a member signing in with a token, publishing a
 * class with its test and an LWC bundle from an SFDX project, read back through the API; the checks refusing a
 * secret before it is sent; the credentials file readable by its owner only.
 */
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeGenerator } from '../../checks/src/secrets/fake-credentials.js';
import { EXIT } from '../src/lib/exit-codes.js';
import { accessToken, registerMember, snippetOf, type Member } from './support/members.js';
import { newShell, type Shell } from './support/run-cli.js';
import { DATABASE, startSite, type Site } from './support/site.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');

describe(`publishing from the CLI (${DATABASE})`, () => {
  let site: Site;
  let shell: Shell;
  let member: Member;
  let token: string;
  let project: string;

  beforeAll(async () => {
    site = await startSite(DATABASE);
    shell = await newShell();
    member = await registerMember(site);
    token = await accessToken(site, member);
    project = await mkdtemp(join(tmpdir(), 'cs-cli-push-'));
    await cp(FIXTURES, join(project, 'force-app/main/default'), { recursive: true });
    await shell.sf(['snippets', 'login', '--instance-url', site.url], { input: token });
  });

  afterAll(async () => {
    await shell?.remove();
    if (project) await rm(project, { recursive: true, force: true });
    await site?.stop();
  });

  const classes = () =>
    ['classes/Greeter.cls', 'classes/GreeterTest.cls'].map((path) => `force-app/main/default/${path}`);

  it('signs in with a token from standard input, saved for its owner only, and says who', async () => {
    const fresh = await newShell();
    try {
      await signsIn(fresh);
    } finally {
      await fresh.remove();
    }
  });

  async function signsIn(shell: Shell) {
    const refused = await shell.sf(['snippets', 'login', '--instance-url', site.url], {
      input: 'csp_not-a-token\n',
    });
    expect(refused.code).toBe(EXIT.auth);

    const login = await shell.sf(['snippets', 'login', '--instance-url', `${site.url}/`, '--json'], {
      input: `${token}\n`,
    });
    expect(login.code, login.stderr).toBe(0);
    const { result } = login.json<{ result: { username: string; credentialsPath: string } }>();
    expect(result.username).toBe(member.username);
    expect(result.credentialsPath).toBe(join(shell.home, '.config/cloud-snippets/credentials.json'));
    expect((await stat(result.credentialsPath)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(result.credentialsPath, 'utf8'))).toMatchObject({
      instanceUrl: site.url,
      token,
    });

    const whoami = await shell.sf(['snippets', 'whoami']);
    expect(whoami.stdout).toContain(`${member.username} on ${site.url}`);
  }

  it('pushes a class with its test and prints the address; the API reads both back', async () => {
    const pushed = await shell.sf(
      [
        'snippets',
        'push',
        ...classes(),
        '--title',
        'Greeter with its test',
        '--tags',
        'greeting,apex',
        '--json',
      ],
      { cwd: project },
    );
    expect(pushed.code, pushed.stderr).toBe(0);
    const { result } = pushed.json<{ result: { slug: string; url: string; revision: number } }>();
    expect(result.url).toBe(`${site.url}/snippets/${result.slug}`);
    expect(result.revision).toBe(1);

    const snippet = await snippetOf(site, result.slug);
    expect(snippet).toMatchObject({
      title: 'Greeter with its test',
      platform: 'crm',
      category: 'apex',
      codeLanguage: 'apex',
      tags: ['greeting', 'apex'],
      hasTestClass: true,
      author: { username: member.username },
    });
    expect(snippet.files.map((file) => file.name)).toEqual(['Greeter.cls', 'GreeterTest.cls']);
    expect(snippet.files[0]!.code).toBe(await readFile(join(project, classes()[0]!), 'utf8'));

    const text = await shell.sf(['snippets', 'push', ...classes(), '--title', 'Greeter again'], {
      cwd: project,
    });
    expect(text.stdout).toMatch(new RegExp(`${site.url}/snippets/greeter-again`));
  });

  it('pushes an LWC bundle folder as one bundle, its Jest test in __tests__', async () => {
    const pushed = await shell.sf(
      ['snippets', 'push', 'force-app/main/default/lwc/accountCard', '--title', 'Account card', '--json'],
      { cwd: project },
    );
    expect(pushed.code, pushed.stderr).toBe(0);
    const snippet = await snippetOf(site, pushed.json<{ result: { slug: string } }>().result.slug);
    expect(snippet.category).toBe('lwc');
    expect(snippet.files.map((file) => file.name).sort()).toEqual([
      'accountCard/__tests__/accountCard.test.js',
      'accountCard/accountCard.html',
      'accountCard/accountCard.js',
      'accountCard/accountCard.js-meta.xml',
    ]);
  });

  it('refuses a secret before sending it, and sends it marked as a placeholder when told to', async () => {
    const secret = fakeGenerator(7).mcClientSecret();
    const path = join(project, 'force-app/main/default/classes/Leaky.cls');
    await writeFile(path, `public class Leaky {\n    // "client_secret": "${secret}"\n}\n`);

    const refused = await shell.sf(['snippets', 'push', path, '--title', 'Leaky', '--json']);
    expect(refused.code).toBe(EXIT.refusedByChecks);
    const error = refused.json<{
      message: string;
      data: { secrets: { where: string; fingerprint: string }[] };
    }>();
    expect(error.message).toContain('This would publish a secret');
    expect(error.data.secrets).toEqual([expect.objectContaining({ where: 'Leaky.cls:2:26' })]);
    expect(await snippetOf(site, 'leaky').catch(() => null)).toBeNull();

    const fingerprint = error.data.secrets[0]!.fingerprint;
    const allowed = await shell.sf([
      'snippets',
      'push',
      path,
      '--title',
      'Leaky',
      '--allow-placeholder',
      fingerprint,
    ]);
    expect(allowed.code, allowed.stderr).toBe(0);
    expect((await snippetOf(site, 'leaky')).files[0]!.code).toContain(secret);

    // A new revision keeps the placeholders the snippet was published with, as the editor does.
    await writeFile(path, `public class Leaky {\n    // "client_secret": "${secret}"\n    // kept\n}\n`);
    const updated = await shell.sf(['snippets', 'push', path, '--update', 'leaky']);
    expect(updated.code, updated.stderr).toBe(0);
    expect((await snippetOf(site, 'leaky')).revisionCount).toBe(2);
  });

  it('makes a new revision with --update, keeping the title', async () => {
    const [greeter] = classes();
    await writeFile(
      join(project, greeter!),
      "public class Greeter {\n    public static String hi() { return 'Hi'; }\n}\n",
    );
    const updated = await shell.sf(
      ['snippets', 'push', ...classes(), '--update', 'greeter-with-its-test', '--note', 'Shorter', '--json'],
      { cwd: project },
    );
    expect(updated.code, updated.stderr).toBe(0);
    expect(updated.json<{ result: { revision: number } }>().result.revision).toBe(2);
    const snippet = await snippetOf(site, 'greeter-with-its-test');
    expect(snippet).toMatchObject({ title: 'Greeter with its test', revisionCount: 2 });
    expect(snippet.code).toContain("return 'Hi'");
  });

  it("forks and saves another member's snippet", async () => {
    const other = await newShell();
    try {
      const otherToken = await accessToken(site, await registerMember(site, 'other'));
      await other.sf(['snippets', 'login', '--instance-url', site.url], { input: otherToken });
      const forked = await other.sf([
        'snippets',
        'fork',
        `${site.url}/snippets/greeter-with-its-test`,
        '--json',
      ]);
      expect(forked.code, forked.stderr).toBe(0);
      const { result } = forked.json<{ result: { slug: string; forkedFrom: string } }>();
      expect(result.forkedFrom).toBe('greeter-with-its-test');
      expect(await snippetOf(site, result.slug)).toMatchObject({ isFork: true });

      const saved = await other.sf(['snippets', 'save', 'greeter-with-its-test', '--json']);
      expect(saved.json<{ result: { isSaved: boolean } }>().result.isSaved).toBe(true);
      const again = await other.sf(['snippets', 'save', 'greeter-with-its-test']);
      expect(again.stdout).toContain('Snippet already saved');

      const notTheirs = await other.sf([
        'snippets',
        'push',
        join(project, classes()[0]!),
        '--update',
        'greeter-with-its-test',
      ]);
      expect(notTheirs.code).toBe(EXIT.forbidden);
    } finally {
      await other.remove();
    }
  });

  it('forgets the token on logout; then a write says to sign in', async () => {
    const logout = await shell.sf(['snippets', 'logout']);
    expect(logout.code).toBe(0);
    await expect(stat(join(shell.home, '.config/cloud-snippets/credentials.json'))).rejects.toThrow();
    const whoami = await shell.sf(['snippets', 'whoami', '--instance-url', site.url]);
    expect(whoami.code).toBe(EXIT.auth);
  });
});
