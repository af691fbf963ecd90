import type { Database } from '../db/client.js';
import { notifyCommentPosted } from '../notifications/announce.js';
import type { CommentsRepository, StoredLineAnchor } from '../repositories/comments/comments.repository.js';

/**
 * A comment, a line comment (decision 076) or a reply: stored and counted (comments repository), then the snippet's author, the parent comment's
 * author and the members it mentions are told, in one transaction. A refused reply stores and tells nothing.
 */
export async function postComment(
  app: { db: Database; commentsRepository: CommentsRepository },
  data: {
    snippetId: string;
    authorId: string;
    content: string;
    parentId: string | null;
    line?: StoredLineAnchor | null;
  },
) {
  return app.db.transaction(async (tx) => {
    const created = await app.commentsRepository.create(data, tx);
    if ('id' in created) await notifyCommentPosted(tx, { ...data, id: created.id });
    return created;
  });
}
