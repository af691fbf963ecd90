import type { Database } from '../db/client.js';
import { notifyReportedOutdated } from '../notifications/announce.js';
import type { SnippetVerificationsRepository } from '../repositories/snippets/verifications.repository.js';

/**
 * A member reports a snippet out of date (or changes the reason of their open report): the snippet's author is told
 * of a new report, with its reason, in the same transaction.
 */
export async function reportOutdated(
  app: { db: Database; snippetVerificationsRepository: SnippetVerificationsRepository },
  report: { snippetId: string; reporterId: string; reason: string; releaseApi: number },
) {
  const { snippetId, reporterId, reason, releaseApi } = report;
  return app.db.transaction(async (tx) => {
    const created = await app.snippetVerificationsRepository.report(
      snippetId,
      reporterId,
      reason,
      releaseApi,
      tx,
    );
    if (created) await notifyReportedOutdated(tx, { id: created.id, snippetId, reporterId, reason });
  });
}
