import { recentReleases, releasedBy } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { recountDerived } from '../db/counters.js';
import { selectRows } from '../db/rows.js';
import type { UserRow } from '../db/schema/index.js';
import { notifyCommentPosted, notifyReportedOutdated } from '../notifications/announce.js';
import { seededRandom } from './snippets.js';

/** Why a demo snippet was reported out of date: what members say when a release breaks something. */
const REPORT_REASONS = [
  'The endpoint now answers 401 unless the installed package has the new scope.',
  'Since the last release this throws "Unsupported function" in a Script Activity.',
  'The describe call was renamed; the LWC no longer loads on a record page.',
] as const;

/** How many days of demo comments fill the members' bells. */
const NOTIFIED_DAYS = 60;

/**
 * The demo's "is it still true" (decision 048) and its members' notifications (decision 049): members confirm the
 * snippets they found useful on recent releases, report a few out of date, and each author finds the comments of the
 * last two months in their bell, grouped as the app groups them.
 */
export async function seedDemoTrust(tx: Database, members: UserRow[], now = new Date()): Promise<void> {
  const random = seededRandom(20_261_126);
  const releases = releasedBy(now).slice(0, 5);
  const snippets = await selectRows<{ id: string; authorId: string; likeCount: number }>(
    tx,
    sql`select id, author_id as "authorId", like_count as "likeCount" from snippets order by created_at, id`,
  );
  const confirmations: string[] = [];
  for (const snippet of snippets) {
    // The liked ones get confirmed, mostly on the latest releases.
    if (random() > Math.min(0.8, 0.15 + snippet.likeCount / 10)) continue;
    const release = releases[Math.min(releases.length - 1, Math.floor(random() ** 2 * releases.length))]!;
    for (const member of members) {
      if (member.id === snippet.authorId || random() > 0.35) continue;
      confirmations.push(`('${snippet.id}', '${member.id}', ${release.api})`);
    }
  }
  if (confirmations.length)
    await tx.execute(
      sql.raw(`insert into snippet_verifications (snippet_id, user_id, release_api) values ${confirmations.join(',')}
               on conflict do nothing`),
    );

  // A few reports, each on a snippet someone else wrote, each telling its author.
  const current = recentReleases(now)[0]!;
  for (const [index, reason] of REPORT_REASONS.entries()) {
    const snippet = snippets[Math.floor(snippets.length * (0.2 + 0.25 * index))];
    const reporter = members.find((member) => member.id !== snippet?.authorId);
    if (!snippet || !reporter) continue;
    const [report] = await selectRows<{ id: string }>(
      tx,
      sql`insert into snippet_outdated_reports (snippet_id, user_id, reason, release_api)
          values (${snippet.id}::uuid, ${reporter.id}::uuid, ${reason}, ${current.api}) returning id`,
    );
    if (report)
      await notifyReportedOutdated(tx, {
        id: report.id,
        snippetId: snippet.id,
        reporterId: reporter.id,
        reason,
      });
  }

  const recent = await selectRows<{
    id: string;
    snippetId: string;
    authorId: string;
    parentId: string | null;
    content: string;
  }>(
    tx,
    sql`select id, snippet_id as "snippetId", author_id as "authorId", parent_id as "parentId", content from comments
        where created_at > ${new Date(now.getTime() - NOTIFIED_DAYS * 86_400_000)} order by created_at, id`,
  );
  for (const comment of recent) await notifyCommentPosted(tx, comment);
  // Dated as their comments (the last event of each group), not as the seed's run.
  await tx.execute(sql`
    update notifications n set created_at = c.created_at, updated_at = c.created_at
    from comments c where c.id = n.comment_id`);
  await recountDerived(tx);
}
