import { releaseById } from '@cloud-snippets/contract';
import type { Database } from '../db/client.js';
import type { SnippetRow } from '../db/schema/index.js';
import type { ChecksColumns } from '../lib/code-checks/checks-columns.js';
import type { SnippetWrite, SnippetsRepository } from '../repositories/snippets/snippets.repository.js';
import type { SnippetVerificationsRepository } from '../repositories/snippets/verifications.repository.js';

/** The API version of a release a write names (the route checked it is out). */
export const apiOf = (releaseId: string): number => {
  const release = releaseById(releaseId);
  if (!release) throw new Error(`unknown release ${releaseId}`);
  return release.api;
};

export type PublishApp = {
  db: Database;
  snippetsRepository: SnippetsRepository;
  snippetVerificationsRepository: SnippetVerificationsRepository;
};

/**
 * A new snippet: its code checked (the Apex and SOQL parse runs in a worker process, decision 062) before the
 * transaction opens, so no transaction waits on a parse; then stored and counted (snippets repository), and its
 * author's "verified on" recorded as their confirmation, in one transaction.
 */
export async function publishSnippet(
  app: PublishApp,
  authorId: string,
  data: SnippetWrite,
): Promise<SnippetRow> {
  const checks = await app.snippetsRepository.checkWrite(data);
  return app.db.transaction((tx) => publishChecked(app, authorId, data, checks, tx));
}

/**
 * publishSnippet's transaction, for a command that opens its own (forkSnippet): `checks` are checkWrite's of `data`,
 * run before that transaction opened. `fork` names the snippet it copies.
 */
export async function publishChecked(
  app: PublishApp,
  authorId: string,
  data: SnippetWrite,
  checks: ChecksColumns,
  tx: Database,
  fork?: { of: string },
): Promise<SnippetRow> {
  const row = await app.snippetsRepository.create(authorId, data, checks, tx, fork);
  if (data.verifiedOn)
    await app.snippetVerificationsRepository.confirm(row.id, authorId, apiOf(data.verifiedOn), tx);
  return row;
}
