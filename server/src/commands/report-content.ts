import type { ReportInput } from '@cloud-snippets/contract';
import type { Database } from '../db/client.js';
import { bumpContentVersion } from '../db/content-version.js';
import { notifyModerated } from '../notifications/announce.js';
import type {
  ModerationRepository,
  ReportOutcome,
} from '../repositories/moderation/moderation.repository.js';

/**
 * A member reports a snippet, a comment or a profile; the report that makes enough members in good standing hides the
 * item, and its author is told of the hide, in the same transaction; then the pages that listed it are stale.
 */
export async function reportContent(
  app: { db: Database; moderationRepository: ModerationRepository },
  reporterId: string,
  input: Required<ReportInput>,
): Promise<ReportOutcome> {
  const outcome = await app.db.transaction(async (tx) => {
    const { outcome, recorded } = await app.moderationRepository.report(reporterId, input, tx);
    if (recorded) await notifyModerated(tx, recorded);
    return outcome;
  });
  // A report changes no page, unless it was the one that hid the item (decision 030's content version).
  if (outcome === 'hidden') await bumpContentVersion(app.db);
  return outcome;
}
