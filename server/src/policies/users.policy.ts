import type { UserRow } from '../db/schema/index.js';

/** The role rules are the contract's, shared with the web; the server's routes import them from here too. */
export { canModerate, isAdmin, isModerator } from '@cloud-snippets/contract';

/** A suspension in force: suspended, for good or until a time still ahead (decision 053). */
export const isSuspended = (
  member: Pick<UserRow, 'suspendedAt' | 'suspendedUntil'>,
  now: Date = new Date(),
): boolean => member.suspendedAt !== null && (member.suspendedUntil === null || member.suspendedUntil > now);
