import type { ReactionKind } from '../db/schema/index.js';
import type { Database } from '../db/client.js';
import { notifyLikeMilestone } from '../notifications/announce.js';
import type { SnippetReactionsRepository } from '../repositories/snippets/reactions.repository.js';

/**
 * A like or a dislike, counted on the snippet and its author; a like that brings the count to a milestone tells the
 * author, in the same transaction.
 */
export async function reactToSnippet(
  app: { db: Database; snippetReactionsRepository: SnippetReactionsRepository },
  snippetId: string,
  userId: string,
  kind: ReactionKind,
) {
  return app.db.transaction(async (tx) => {
    const outcome = await app.snippetReactionsRepository.react(snippetId, userId, kind, tx);
    if (kind === 'like' && outcome.changed) await notifyLikeMilestone(tx, snippetId, outcome.state.likeCount);
    return outcome;
  });
}
