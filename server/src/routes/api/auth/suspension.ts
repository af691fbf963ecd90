import { MODERATION_MESSAGES } from '@cloud-snippets/contract';
import type { UserRow } from '../../../db/schema/index.js';
import { forbidden } from '../../../plugins/app/errors.js';
import { isSuspended } from '../../../policies/users.policy.js';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * Refuses to sign in a suspended member (issue 14 §3), saying until when: every way of signing in calls it once the
 * member has proved who they are, so the answer tells a suspension only to its member.
 */
export function refuseSuspended(user: Pick<UserRow, 'suspendedAt' | 'suspendedUntil'>): void {
  if (!isSuspended(user)) return;
  const until = user.suspendedUntil ? `${day.format(user.suspendedUntil)} UTC` : null;
  throw forbidden(MODERATION_MESSAGES.suspended(until));
}
