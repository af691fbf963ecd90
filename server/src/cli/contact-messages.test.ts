import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { contactRepository } from '../repositories/contact/contact.repository.js';
import { recentContactMessages } from './contact-messages.js';

const SERVER_ROOT = join(import.meta.dirname, '..', '..');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('manage contact', () => {
  it('lists the latest messages newest first, with the sender and the member when signed in', async () => {
    expect(await recentContactMessages(t.db, 5)).toEqual(['No messages yet.']);
    const member = await buildUser(t.db);
    const contact = contactRepository(t.db);
    await contact.insert({
      name: 'First Sender',
      email: 'first@example.com',
      subject: 'Older',
      message: 'line one\nline two',
      userId: null,
    });
    await contact.insert({
      name: 'Second Sender',
      email: 'second@example.com',
      subject: 'Newer',
      message: 'hello there, admins',
      userId: member.id,
    });
    const blocks = await recentContactMessages(t.db, 1);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toContain('Second Sender <second@example.com>');
    expect(blocks[0]).toContain(`(member ${member.id})`);
    expect(blocks[0]).toContain('Subject: Newer');
    expect(blocks[1]).toBe('1 of 2 messages, newest first.');
    const all = (await recentContactMessages(t.db, 10)).join('\n\n');
    expect(all.indexOf('Newer')).toBeLessThan(all.indexOf('Older'));
    expect(all).toContain('  line one\n  line two');
  });

  it('refuses a bad count with the usage and exit code 2', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cs-contact-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/manage.ts', 'contact', 'lots'], {
        cwd: SERVER_ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('contact [count]');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
