import { releaseById } from '@cloud-snippets/contract';
import type { Database } from '../db/client.js';
import type { SnippetRow } from '../db/schema/index.js';
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
 * A new snippet: stored and counted (snippets repository), and its author's "verified on" recorded as their
 * confirmation, in one transaction. `fork` names the snippet it copies (forkSnippet tells that one's author).
 */
export async function publishSnippet(
  app: PublishApp,
  authorId: string,
  data: SnippetWrite,
  tx: Database = app.db,
  fork?: { of: string },
): Promise<SnippetRow> {
  return tx.transaction(async (inner) => {
    const row = await app.snippetsRepository.create(authorId, data, inner, fork);
    if (data.verifiedOn)
      await app.snippetVerificationsRepository.confirm(row.id, authorId, apiOf(data.verifiedOn), inner);
    return row;
  });
}
