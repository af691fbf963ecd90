import { ADMIN_ROLE, MODERATOR_ROLE } from '@cloud-snippets/contract';
import type { UserRow } from '../db/schema/index.js';

type Actor = Pick<UserRow, 'id' | 'role'>;

/** Admins may do what SPEC §6 grants them (delete any comment, see troubleshooting). */
export const isAdmin = (actor: Actor | null): boolean => actor?.role === ADMIN_ROLE;

/** Moderators and admins work the moderation queue (decision 053); only `manage` changes roles. */
export const isModerator = (actor: Actor | null): boolean =>
  actor?.role === MODERATOR_ROLE || actor?.role === ADMIN_ROLE;

const RANK: Record<UserRow['role'], number> = { user: 0, moderator: 1, admin: 2 };

/** A moderator acts on members' content and on nobody of their rank or above; an admin also on moderators'. */
export const canModerate = (actor: Actor | null, author: Pick<UserRow, 'role'>): boolean =>
  isModerator(actor) && RANK[actor!.role] > RANK[author.role];

/** A suspension in force: suspended, for good or until a time still ahead (decision 053). */
export const isSuspended = (
  member: Pick<UserRow, 'suspendedAt' | 'suspendedUntil'>,
  now: Date = new Date(),
): boolean => member.suspendedAt !== null && (member.suspendedUntil === null || member.suspendedUntil > now);
