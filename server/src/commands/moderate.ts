import type { Database } from '../db/client.js';
import { notifyModerated } from '../notifications/announce.js';
import type {
  ActionOutcome,
  ModerationInput,
  ModerationRepository,
} from '../repositories/moderation/moderation.repository.js';
import type { ModerationTarget } from '../repositories/moderation/targets.js';

/**
 * A moderator's action on a reported item (dismiss, hide, restore, delete, or suspend its author): the item changes,
 * its open reports are answered, the log records it, and its author is told what was done and why — one transaction.
 * `allowed` says whether this moderator may act on this author (checked on the locked row). A suspension's caller
 * ends the member's sessions in every process (app.revokingAuth).
 */
export async function moderate(
  app: { db: Database; moderationRepository: ModerationRepository },
  moderatorId: string,
  input: ModerationInput,
  allowed: (target: ModerationTarget) => boolean,
): Promise<ActionOutcome> {
  return app.db.transaction(async (tx) => {
    const outcome = await app.moderationRepository.act(moderatorId, input, allowed, tx);
    if (outcome.kind === 'done') await notifyModerated(tx, outcome.recorded);
    return outcome;
  });
}
