/**
 * search, show, open and pull against a real server: what a member reading snippets sees, and the exit code of each
 * kind of failure. The pull's project is opened with Salesforce's own libraries, as `sf project deploy` would.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openProject } from '../../server/test/salesforce-dx.js';
import { EXIT } from '../src/lib/exit-codes.js';
import { accessToken, api, publish, registerMember } from './support/members.js';
import { newShell, type Shell } from './support/run-cli.js';
import { filesOf, generateProject } from './support/sfdx.js';
import { DATABASE, startSite, type Site } from './support/site.js';

const CLASS = `public with sharing class AccountGreeter {
    public static String greet(Account account) {
        // One greeting per account
        return 'Hello, ' + account.Name;
    }
}
`;
const TEST_CLASS = `@IsTest
private class AccountGreeterTest {
    @IsTest static void greets() {
        System.assertEquals('Hello, Acme', AccountGreeter.greet(new Account(Name = 'Acme')));
    }
}
`;

describe(`reading snippets from the CLI (${DATABASE})`, () => {
  let site: Site;
  let shell: Shell;
  let slug: string;
  const folders: string[] = [];

  beforeAll(async () => {
    site = await startSite(DATABASE);
    shell = await newShell();
    const token = await accessToken(site, await registerMember(site));
    const snippet = await publish(site, token, {
      title: 'Account greeter with its test',
      description: 'Greets an account by name.',
      tags: ['greeting', 'accounts'],
      files: [
        { name: 'AccountGreeter.cls', language: 'apex', code: CLASS },
        { name: 'AccountGreeterTest.cls', language: 'apex', code: TEST_CLASS },
      ],
      runsIn: ['anonymous-apex'],
      effects: ['reads'],
    });
    slug = snippet.slug;
    // A second revision, so that --revision 1 has something to tell apart.
    await api(
      site,
      'PUT',
      `/api/snippets/${slug}`,
      {
        ...{ title: snippet.title, description: snippet.description, platform: 'crm', category: 'apex' },
        files: [
          { name: 'AccountGreeter.cls', language: 'apex', code: CLASS.replace('Hello', 'Welcome') },
          { name: 'AccountGreeterTest.cls', language: 'apex', code: TEST_CLASS.replace('Hello', 'Welcome') },
        ],
        tags: ['greeting', 'accounts'],
      },
      token,
    );
  });

  afterAll(async () => {
    await shell?.remove();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
    await site?.stop();
  });

  const at = () => ['--instance-url', site.url];

  it('searches by words and filters, as a table and as JSON', async () => {
    const table = await shell.sf([
      'snippets',
      'search',
      'greeter',
      '--platform',
      'crm',
      '--language',
      'apex',
      ...at(),
    ]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain(slug);
    expect(table.stdout).toContain('Has test class');

    const json = await shell.sf(['snippets', 'search', 'greeter', '--tag', 'greeting', '--json', ...at()]);
    expect(json.code).toBe(0);
    const { status, result } = json.json<{
      status: number;
      result: { total: number; snippets: { slug: string; url: string }[] };
    }>();
    expect(status).toBe(0);
    expect(result.total).toBe(1);
    expect(result.snippets[0]).toMatchObject({ slug, url: `${site.url}/snippets/${slug}` });

    const none = await shell.sf(['snippets', 'search', 'greeter', '--tag', 'nothing-tagged-so', ...at()]);
    expect(none.stdout).toContain('No snippet matches');
  });

  it('shows a snippet by its address: the checks\' marks, "Before you run it" and each file', async () => {
    const shown = await shell.sf(['snippets', 'show', `${site.url}/snippets/${slug}`]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('Account greeter with its test');
    expect(shown.stdout).toContain('Has test class');
    expect(shown.stdout).toContain('Apex: parses');
    expect(shown.stdout).toContain('Before you run it');
    expect(shown.stdout).toContain('Runs in: Anonymous Apex');
    expect(shown.stdout).toContain('AccountGreeterTest.cls');
    expect(shown.stdout).toContain("return 'Welcome, ' + account.Name;");

    const json = await shell.sf(['snippets', 'show', slug, '--json', ...at()]);
    expect(json.json<{ result: { files: unknown[]; revisionCount: number } }>().result).toMatchObject({
      revisionCount: 2,
    });
  });

  it("pulls into the default package directory at the project's API version, which Salesforce's tools open", async () => {
    const project = await generateProject('59.0');
    folders.push(project);
    const pulled = await shell.sf(['snippets', 'pull', slug, ...at()], { cwd: join(project, 'scripts') });
    expect(pulled.code, pulled.stderr).toBe(0);
    for (const path of [
      'other-app/main/default/classes/AccountGreeter.cls',
      'other-app/main/default/classes/AccountGreeter.cls-meta.xml',
      'other-app/main/default/classes/AccountGreeterTest.cls',
      'other-app/main/default/classes/AccountGreeterTest.cls-meta.xml',
    ])
      expect(pulled.stdout).toContain(path);
    const meta = await readFile(
      join(project, 'other-app/main/default/classes/AccountGreeter.cls-meta.xml'),
      'utf8',
    );
    expect(meta).toContain('<apiVersion>59.0</apiVersion>');

    const opened = await openProject(await filesOf(project));
    expect(opened).toMatchObject({
      ok: true,
      components: ['ApexClass:AccountGreeter', 'ApexClass:AccountGreeterTest'],
      unclaimed: [],
    });
  });

  it('refuses to overwrite without --force, and pulls an older revision with it', async () => {
    const project = await generateProject();
    folders.push(project);
    expect((await shell.sf(['snippets', 'pull', slug, ...at()], { cwd: project })).code).toBe(0);
    const mine = join(project, 'other-app/main/default/classes/AccountGreeter.cls');
    await writeFile(mine, '// my edits');

    const refused = await shell.sf(['snippets', 'pull', slug, ...at()], { cwd: project });
    expect(refused.code).toBe(EXIT.refused);
    expect(refused.stderr).toContain('already there');
    expect(refused.stderr).toContain('--force');
    expect(await readFile(mine, 'utf8')).toBe('// my edits');

    const forced = await shell.sf(
      ['snippets', 'pull', slug, '--revision', '1', '--force', '--json', ...at()],
      {
        cwd: project,
      },
    );
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.json<{ result: { revision: number; apiVersion: string } }>().result).toMatchObject({
      revision: 1,
      apiVersion: '59.0',
    });
    expect(await readFile(mine, 'utf8')).toContain("'Hello, '");
  });

  it('writes a folder as the zip would outside a project', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'cs-cli-outside-'));
    folders.push(folder);
    const pulled = await shell.sf(['snippets', 'pull', slug, '--output-dir', folder, '--json', ...at()]);
    expect(pulled.code, pulled.stderr).toBe(0);
    const { result } = pulled.json<{ result: { project: null; files: string[] } }>();
    expect(result.project).toBeNull();
    const zip = await fetch(`${site.url}/snippets/${slug}/download`);
    expect(zip.status).toBe(200);
    expect(result.files).toEqual(
      expect.arrayContaining([
        'sfdx-project.json',
        '.forceignore',
        'README.md',
        'force-app/main/default/classes/AccountGreeter.cls',
      ]),
    );
    const opened = await openProject(await filesOf(join(folder, slug)));
    expect(opened).toMatchObject({
      ok: true,
      components: ['ApexClass:AccountGreeter', 'ApexClass:AccountGreeterTest'],
    });
  });

  it("prints the page's address with open --url-only", async () => {
    const opened = await shell.sf(['snippets', 'open', slug, '--url-only', ...at()]);
    expect(opened.stdout.trim()).toBe(`${site.url}/snippets/${slug}`);
  });

  it("ends with the site's message and an exit code per kind: not found, network, not signed in", async () => {
    const missing = await shell.sf(['snippets', 'show', 'no-such-snippet', '--json', ...at()]);
    expect(missing.code).toBe(EXIT.notFound);
    expect(missing.json()).toMatchObject({
      name: 'NotFoundError',
      message: 'Snippet not found',
      exitCode: EXIT.notFound,
    });

    const offline = await shell.sf(['snippets', 'search', 'x', '--instance-url', 'http://127.0.0.1:9']);
    expect(offline.code).toBe(EXIT.network);
    expect(offline.stderr).toContain('No answer from http://127.0.0.1:9');

    const anonymous = await shell.sf(['snippets', 'fork', slug, ...at()]);
    expect(anonymous.code).toBe(EXIT.auth);
    expect(anonymous.stderr).toContain('You are not signed in');
  });
});
