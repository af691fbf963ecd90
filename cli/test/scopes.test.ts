/**
 * Personal access tokens seen from the CLI (decision 073): a read-only token reads but cannot write, a revoked one
 * is refused at once, and a token pasted into code is a secret the checks refuse to publish.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKENS } from '@cloud-snippets/contract';
import { EXIT } from '../src/lib/exit-codes.js';
import { createAccessToken, publish, registerMember, sessionToken, type Member } from './support/members.js';
import { newShell, type Shell } from './support/run-cli.js';
import { DATABASE, startSite, type Site } from './support/site.js';

describe(`access tokens from the CLI (${DATABASE})`, () => {
  let site: Site;
  let member: Member;
  let folder: string;
  const shells: Shell[] = [];

  beforeAll(async () => {
    site = await startSite(DATABASE);
    member = await registerMember(site);
    folder = await mkdtemp(join(tmpdir(), 'cs-cli-scopes-'));
    await writeFile(join(folder, 'Greeter.cls'), 'public class Greeter {}\n');
  });

  afterAll(async () => {
    for (const shell of shells) await shell.remove();
    if (folder) await rm(folder, { recursive: true, force: true });
    await site?.stop();
  });

  async function signedIn(token: string): Promise<Shell> {
    const shell = await newShell();
    shells.push(shell);
    const login = await shell.sf(['snippets', 'login', '--instance-url', site.url], { input: token });
    expect(login.code, login.stderr).toBe(0);
    return shell;
  }

  it('reads with a read-only token, including its own private snippet, and is refused a write (exit 7)', async () => {
    const own = await publish(site, await sessionToken(site, member), {
      title: 'Private greeter',
      visibility: 'private',
    });
    const { token } = await createAccessToken(site, member, ['read']);
    const shell = await signedIn(token);

    expect((await shell.sf(['snippets', 'whoami'])).stdout).toContain(member.username);
    const shown = await shell.sf(['snippets', 'show', own.slug]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('Private greeter');

    const pushed = await shell.sf([
      'snippets',
      'push',
      join(folder, 'Greeter.cls'),
      '--title',
      'Greeter',
      '--json',
    ]);
    expect(pushed.code).toBe(EXIT.forbidden);
    expect(pushed.json()).toMatchObject({
      name: 'ForbiddenError',
      message: ACCESS_TOKENS.lacksScope('write'),
    });
    const saved = await shell.sf(['snippets', 'save', own.slug]);
    expect(saved.code).toBe(EXIT.forbidden);
  });

  it('writes with a read and write token, and a revoked token is refused at once (exit 3)', async () => {
    const created = await createAccessToken(site, member);
    const shell = await signedIn(created.token);
    const pushed = await shell.sf([
      'snippets',
      'push',
      join(folder, 'Greeter.cls'),
      '--title',
      'Token greeter',
    ]);
    expect(pushed.code, pushed.stderr).toBe(0);

    await created.revoke();
    const whoami = await shell.sf(['snippets', 'whoami', '--json']);
    expect(whoami.code).toBe(EXIT.auth);
    expect(whoami.json()).toMatchObject({
      name: 'NotSignedInError',
      message: ACCESS_TOKENS.invalid,
      exitCode: EXIT.auth,
    });
    const again = await shell.sf(['snippets', 'push', join(folder, 'Greeter.cls'), '--title', 'Too late']);
    expect(again.code).toBe(EXIT.auth);
    expect(again.stderr).toContain('sf snippets login');
  });

  it('refuses to publish code that holds an access token (exit 5), before sending it', async () => {
    const { token } = await createAccessToken(site, member);
    const shell = await signedIn(token);
    const leaky = join(folder, 'Client.cls');
    await writeFile(leaky, `public class Client {\n    static final String TOKEN = '${token}';\n}\n`);
    const pushed = await shell.sf(['snippets', 'push', leaky, '--title', 'Client', '--json']);
    expect(pushed.code).toBe(EXIT.refusedByChecks);
    expect(pushed.json<{ data: { secrets: { where: string }[] } }>().data.secrets).toEqual([
      expect.objectContaining({ where: expect.stringMatching(/^Client\.cls:2:/) }),
    ]);
  });
});
