import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { selectRows } from '../db/rows.js';
import type { UserRow } from '../db/schema/index.js';

/** What demo members reported: the queue an admin finds on a first start (decision 053). */
const DEMO_REPORTS = [
  {
    kind: 'snippet',
    reason: 'plagiarism',
    details: 'This is the Trailhead module’s example word for word, without saying where it comes from.',
  },
  {
    kind: 'snippet',
    reason: 'other',
    details: 'The description promises bulk-safety the code does not have.',
  },
  { kind: 'comment', reason: 'spam', details: 'Links to a paid course in every thread.' },
] as const;

/**
 * The demo's moderation queue: a few open reports by members on others' snippets and comments, fewer per item than
 * hide anything on their own, so the admin's first visit to /admin/reports has work to look at.
 */
export async function seedDemoModeration(tx: Database, members: UserRow[]): Promise<void> {
  const snippets = await selectRows<{ id: string; authorId: string }>(
    tx,
    sql`select id, author_id as "authorId" from snippets where listed order by like_count, created_at, id limit 2`,
  );
  const [comment] = await selectRows<{ id: string; authorId: string }>(
    tx,
    sql`select id, author_id as "authorId" from comments order by created_at desc, id limit 1`,
  );
  const targets = [snippets[0], snippets[1], comment];
  for (const [index, report] of DEMO_REPORTS.entries()) {
    const target = targets[index];
    const reporters = members.filter((member) => member.id !== target?.authorId).slice(index, index + 2);
    if (!target) continue;
    for (const reporter of reporters)
      await tx.execute(sql`insert into reports (reporter_id, target_kind, target_id, target_author_id, reason, details)
        values (${reporter.id}::uuid, ${report.kind}, ${target.id}::uuid, ${target.authorId}::uuid, ${report.reason},
          ${report.details})`);
  }
}
