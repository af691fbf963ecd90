import type { SnippetRow } from '../db/schema/index.js';
import { notifyForked } from '../notifications/announce.js';
import type { SnippetWrite } from '../repositories/snippets/snippets.repository.js';
import { publishSnippet, type PublishApp } from './publish-snippet.js';

/**
 * A fork: the copy published as the member's own, linked to its original (a trigger counts a public fork for it),
 * and the original's author told — one transaction.
 */
export async function forkSnippet(
  app: PublishApp,
  authorId: string,
  originalId: string,
  copy: SnippetWrite,
): Promise<SnippetRow> {
  return app.db.transaction(async (tx) => {
    const fork = await publishSnippet(app, authorId, copy, tx, { of: originalId });
    await notifyForked(tx, { id: fork.id, authorId, originalId });
    return fork;
  });
}
