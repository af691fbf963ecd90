import { snippetInputSchema, type SnippetFile } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, validSnippetInput } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import type { Database } from '../db/client.js';
import { checksColumns, type ChecksFile } from '../lib/code-checks/checks-columns.js';
import type { CodeChecker } from '../lib/code-checks/code-checker.js';
import { commentsRepository } from '../repositories/comments/comments.repository.js';
import { snippetRevisionsRepository } from '../repositories/snippets/revisions.repository.js';
import { snippetsRepository } from '../repositories/snippets/snippets.repository.js';
import { snippetVerificationsRepository } from '../repositories/snippets/verifications.repository.js';
import { editSnippet } from './edit-snippet.js';
import { forkSnippet } from './fork-snippet.js';
import { publishSnippet } from './publish-snippet.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * The commands on a database that counts its open transactions, and a checker (the Apex and SOQL parse, a worker
 * process in the app) that notes how many were open at each check and which files it checked.
 */
function watchedCommands() {
  let open = 0;
  const checks: { openTransactions: number; files: string[] }[] = [];
  const db = new Proxy(t.db, {
    get(target, key) {
      if (key === 'transaction')
        return (run: (tx: Database) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            open += 1;
            try {
              return await run(tx);
            } finally {
              open -= 1;
            }
          });
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const checker: CodeChecker = {
    check: async (files: readonly ChecksFile[]) => {
      checks.push({ openTransactions: open, files: files.map((file) => `${file.name}: ${file.code}`) });
      return checksColumns(files);
    },
    warm: async () => undefined,
    close: async () => undefined,
  };
  const app = {
    db,
    snippetsRepository: snippetsRepository(t.db, undefined, checker),
    snippetVerificationsRepository: snippetVerificationsRepository(t.db),
    snippetRevisionsRepository: snippetRevisionsRepository(t.db),
    commentsRepository: commentsRepository(t.db),
  };
  return { app, checks };
}

const handler = { name: 'AccountHandler.cls', language: 'apex', code: 'public class AccountHandler {}\n' };
const input = (overrides: Record<string, unknown> = {}) =>
  snippetInputSchema.parse(validSnippetInput(overrides));

describe('the code checks of a snippet write', () => {
  it('run before publishSnippet opens its transaction', async () => {
    const { app, checks } = watchedCommands();
    const author = await buildUser(t.db);
    const row = await publishSnippet(app, author.id, input());
    expect(checks.map((check) => check.openTransactions)).toEqual([0]);
    expect(row.apexSyntaxErrors).toBe(0);
  });

  it('run before forkSnippet opens its transaction', async () => {
    const { app, checks } = watchedCommands();
    const author = await buildUser(t.db);
    const original = await publishSnippet(app, author.id, input());
    const forker = await buildUser(t.db);
    await forkSnippet(app, forker.id, original.id, input({ title: `Fork of ${original.title}` }));
    expect(checks.map((check) => check.openTransactions)).toEqual([0, 0]);
  });

  it('run before editSnippet opens its transaction', async () => {
    const { app, checks } = watchedCommands();
    const author = await buildUser(t.db);
    const current = await publishSnippet(app, author.id, input());
    const row = await editSnippet(app, current, input({ code: 'trigger B on Account (after insert) {}\n' }));
    expect(checks.map((check) => check.openTransactions)).toEqual([0, 0]);
    expect(row.code).toBe('trigger B on Account (after insert) {}\n');
  });

  it('run again, outside a transaction, when a concurrent edit changed the files an edit keeps', async () => {
    const { app, checks } = watchedCommands();
    const author = await buildUser(t.db);
    const trigger: SnippetFile = {
      name: 'AccountTrigger.trigger',
      language: 'apex',
      code: 'trigger A on Account (before insert) {}\n',
    };
    const stale = await publishSnippet(app, author.id, input({ files: [trigger, handler] }));
    const changed = { ...handler, code: 'public class AccountHandler { void run() {} }\n' };
    await editSnippet(app, stale, input({ files: [trigger, changed] }));
    // An edit of the first file's code only, begun from the snippet as it was before that edit.
    const row = await editSnippet(app, stale, input({ code: 'trigger C on Account (after update) {}\n' }));
    expect(checks.map((check) => check.openTransactions)).toEqual([0, 0, 0, 0]);
    expect(checks[2]?.files[1]).toBe(`${handler.name}: ${handler.code}`);
    expect(checks[3]?.files[1]).toBe(`${changed.name}: ${changed.code}`);
    expect(row.extraFiles).toEqual([changed]);
    expect(row.code).toBe('trigger C on Account (after update) {}\n');
  });
});
