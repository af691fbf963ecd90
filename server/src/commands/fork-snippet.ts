import type { SnippetRow } from '../db/schema/index.js';
import { notifyForked } from '../notifications/announce.js';
import type { SnippetWrite } from '../repositories/snippets/snippets.repository.js';
import { publishChecked, type PublishApp } from './publish-snippet.js';

/**
 * A fork: the copy checked before the transaction opens (as publishSnippet does), then published as the member's
 * own, linked to its original (a trigger counts a public fork for it), and the original's author told — one
 * transaction.
 */
export async function forkSnippet(
  app: PublishApp,
  authorId: string,
  originalId: string,
  copy: SnippetWrite,
): Promise<SnippetRow> {
  const checks = await app.snippetsRepository.checkWrite(copy);
  return app.db.transaction(async (tx) => {
    const fork = await publishChecked(app, authorId, copy, checks, tx, { of: originalId });
    await notifyForked(tx, { id: fork.id, authorId, originalId });
    return fork;
  });
}
