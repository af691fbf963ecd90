import type { UserRow } from '../db/schema/index.js';
import { isAdmin } from './users.policy.js';

type Actor = Pick<UserRow, 'id' | 'role'>;

/** SPEC §6: only the author edits or deletes a snippet — an admin who is not the author does not. */
export const canChangeSnippet = (actor: Actor | null, snippet: { authorId: string }): boolean =>
  actor !== null && actor.id === snippet.authorId;

/** Featuring is the one snippet power admins have. */
export const canFeatureSnippet = (actor: Actor | null): boolean => isAdmin(actor);
