import { COMMENT } from '@cloud-snippets/contract';
import type { UserRow } from '../db/schema/index.js';
import { isAdmin } from './users.policy.js';

type Actor = Pick<UserRow, 'id' | 'role'>;

/** SPEC §6: only the author edits a comment — not even an admin edits someone else's words. */
export const canEditComment = (actor: Actor | null, comment: { authorId: string }): boolean =>
  actor !== null && actor.id === comment.authorId;

/** SPEC §6: the author or an admin deletes a comment. */
export const canDeleteComment = (actor: Actor | null, comment: { authorId: string }): boolean =>
  actor !== null && (actor.id === comment.authorId || isAdmin(actor));

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
