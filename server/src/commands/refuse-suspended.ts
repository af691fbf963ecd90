import { MODERATION_MESSAGES } from '@cloud-snippets/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema/index.js';
import { forbidden } from '../lib/http-errors.js';
import { isSuspended } from '../policies/users.policy.js';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * Refuses to sign in a suspended member (decision 053), saying until when and the moderator's reason: every way of
 * signing in calls it once the member has proved who they are, so the answer tells a suspension only to its member.
 */
export async function refuseSuspended(
  app: Pick<FastifyInstance, 'moderationRepository'>,
  user: Pick<UserRow, 'id' | 'suspendedAt' | 'suspendedUntil'>,
): Promise<void> {
  if (!isSuspended(user)) return;
  const until = user.suspendedUntil ? `${day.format(user.suspendedUntil)} UTC` : null;
  const reason = await app.moderationRepository.suspensionReason(user.id);
  throw forbidden(MODERATION_MESSAGES.suspended(until, reason));
}
