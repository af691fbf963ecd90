import type { Visibility } from '@cloud-snippets/contract';
import type { UserRow } from '../db/schema/index.js';
import { isAdmin } from './users.policy.js';

type Actor = Pick<UserRow, 'id' | 'role'>;

/**
 * Issue 12 §6: a public or unlisted snippet is read by anyone who names it, a private one by its author only — not
 * by admins either (moderation goes through `manage`). Everyone else is told it does not exist (404).
 */
export const canReadSnippet = (
  viewerId: string | null,
  snippet: { visibility: Visibility; authorId: string },
): boolean => snippet.visibility !== 'private' || snippet.authorId === viewerId;

/** SPEC §6: only the author edits or deletes a snippet — an admin who is not the author does not. */
export const canChangeSnippet = (actor: Actor | null, snippet: { authorId: string }): boolean =>
  actor !== null && actor.id === snippet.authorId;

/** Featuring is the one snippet power admins have. */
export const canFeatureSnippet = (actor: Actor | null): boolean => isAdmin(actor);
