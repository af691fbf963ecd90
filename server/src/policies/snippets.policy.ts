import type { UserRow } from '../db/schema/index.js';
import { isAdmin } from './users.policy.js';

type Actor = Pick<UserRow, 'id' | 'role'>;

/** SPEC §6: only the author edits or deletes a snippet — an admin who is not the author does not. */
export const canChangeSnippet = (actor: Actor | null, snippet: { authorId: string }): boolean =>
  actor !== null && actor.id === snippet.authorId;

/** Featuring is the one snippet power admins have. */
export const canFeatureSnippet = (actor: Actor | null): boolean => isAdmin(actor);

/**
 * A member's list of their own snippets holds every one of them, unlisted and private too (decision
 * 042): whether `viewer` is the author the list names (by id, or by username in any case).
 */
export const listsOwnSnippets = (
  viewer: Pick<UserRow, 'id' | 'username'> | null,
  author: { id: string } | { username: string },
): boolean =>
  viewer !== null &&
  ('id' in author
    ? viewer.id === author.id
    : viewer.username.toLowerCase() === author.username.toLowerCase());
