import type { Database } from '../db/client.js';
import { notifyModerated } from '../notifications/announce.js';
import type { ModerationRepository } from '../repositories/moderation/moderation.repository.js';

/** A moderator lifts a member's suspension: the log records it and the member is told, in one transaction. */
export async function liftSuspension(
  app: { db: Database; moderationRepository: ModerationRepository },
  moderatorId: string,
  username: string,
): Promise<'done' | 'missing' | 'not-suspended'> {
  return app.db.transaction(async (tx) => {
    const outcome = await app.moderationRepository.unsuspend(moderatorId, username, tx);
    if (typeof outcome === 'string') return outcome;
    await notifyModerated(tx, outcome.recorded);
    return 'done';
  });
}
