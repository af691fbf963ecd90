import { COMMENT } from '@cloud-snippets/contract';

/** Who edits or deletes a comment is the contract's rule, shared with the web. */
export { canDeleteComment, canEditComment } from '@cloud-snippets/contract';

/** The comment a reply names, as far as the reply rules care. */
export interface ReplyTarget {
  snippetId: string;
  parentId: string | null;
}

/**
 * Why a reply to `parent` on `snippetId` is refused, or null when it is allowed: replies are one level deep and stay
 * on their snippet (SPEC §3 Comment).
 */
export function replyRefusal(parent: ReplyTarget | null, snippetId: string): string | null {
  if (!parent) return COMMENT.parentNotFound;
  if (parent.parentId !== null) return COMMENT.replyToReply;
  if (parent.snippetId !== snippetId) return COMMENT.parentOfOtherSnippet;
  return null;
}
