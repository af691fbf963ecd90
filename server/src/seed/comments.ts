import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { recountAll } from '../db/counters.js';
import { commentReactions, comments, type UserRow } from '../db/schema/index.js';
import { selectRows } from '../db/rows.js';
import { seedComments } from './data/index.js';
import { seededRandom } from './snippets.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface SeededComments {
  /** Top-level comments and replies. */
  count: number;
}

/**
 * The demo discussions (seed data matched to the demo snippets by exact title): each thread some hours to weeks
 * after its snippet, each reply after the one before, a few edited; likes and some dislikes from the community;
 * then every counter set from the rows, in the seed's transaction.
 */
export async function seedDemoComments(
  tx: Database,
  members: UserRow[],
  admin: UserRow,
  now = new Date(),
): Promise<SeededComments> {
  const random = seededRandom(20_250_404);
  const snippetRows = await selectRows<{ id: string; title: string; createdAt: Date | string }>(
    tx,
    sql`select id, title, created_at as "createdAt" from snippets`,
  );
  const snippetsByTitle = new Map(snippetRows.map((row) => [row.title, row]));
  const memberAt = (index: number, what: string) => {
    const member = members[index];
    if (!member) throw new Error(`seed ${what} names demo member ${index}, who does not exist`);
    return member;
  };
  // Never in the future, and a little before now so that "newest first" is stable.
  const until = now.getTime() - 5 * MINUTE_MS;
  const clamp = (at: number) => new Date(Math.min(at, until));

  type NewComment = typeof comments.$inferInsert;
  const threads: { row: NewComment; replies: NewComment[] }[] = [];
  // Several threads on one snippet come one after the other.
  const lastThreadAt = new Map<string, number>();
  for (const seed of seedComments) {
    const snippet = snippetsByTitle.get(seed.snippetTitle);
    if (!snippet)
      throw new Error(`seed comment names the snippet "${seed.snippetTitle}", which does not exist`);
    const snippetAt = new Date(snippet.createdAt).getTime();
    const lifetime = Math.max(HOUR_MS, until - snippetAt);
    // Most discussion happens soon after a snippet appears: a skew towards its first days.
    const earliest = Math.max(snippetAt, lastThreadAt.get(snippet.id) ?? snippetAt);
    const threadAt = clamp(
      earliest +
        20 * MINUTE_MS +
        random() ** 2 * Math.min(lifetime * 0.6, 30 * DAY_MS) +
        random() * 6 * HOUR_MS,
    );
    lastThreadAt.set(snippet.id, threadAt.getTime());
    const edited = (at: Date) => (random() < 0.12 ? clamp(at.getTime() + random() * 2 * HOUR_MS) : null);
    const threadEditedAt = edited(threadAt);
    let replyAt = threadAt.getTime();
    const replies = (seed.replies ?? []).map((reply): NewComment => {
      replyAt += 15 * MINUTE_MS + random() * random() * 3 * DAY_MS;
      const at = clamp(replyAt);
      const editedAt = edited(at);
      return {
        snippetId: snippet.id,
        authorId: memberAt(reply.authorIndex, `reply on "${seed.snippetTitle}"`).id,
        content: reply.content,
        isEdited: editedAt !== null,
        createdAt: at,
        updatedAt: editedAt ?? at,
      };
    });
    threads.push({
      row: {
        snippetId: snippet.id,
        authorId: memberAt(seed.authorIndex, `comment on "${seed.snippetTitle}"`).id,
        content: seed.content,
        isEdited: threadEditedAt !== null,
        createdAt: threadAt,
        updatedAt: threadEditedAt ?? threadAt,
      },
      replies,
    });
  }
  if (threads.length === 0) return { count: 0 };

  const inserted = await tx
    .insert(comments)
    .values(threads.map((thread) => thread.row))
    .returning({ id: comments.id });
  const replyRows = threads.flatMap((thread, index) =>
    thread.replies.map((reply) => ({ ...reply, parentId: inserted[index]?.id })),
  );
  const insertedReplies = replyRows.length
    ? await tx.insert(comments).values(replyRows).returning({ id: comments.id })
    : [];

  // Reactions: a helpful answer gathers likes; now and then someone disagrees.
  const all = await tx
    .select({
      id: comments.id,
      authorId: comments.authorId,
      createdAt: comments.createdAt,
      parentId: comments.parentId,
    })
    .from(comments);
  const community = [admin, ...members];
  const reactions: (typeof commentReactions.$inferInsert)[] = [];
  for (const comment of all) {
    const appeal = random() * (comment.parentId ? 0.45 : 0.6);
    for (const member of community) {
      if (member.id === comment.authorId) continue;
      const roll = random();
      const kind = roll < appeal ? 'like' : roll > 0.975 ? 'dislike' : null;
      if (!kind) continue;
      const at = clamp(comment.createdAt.getTime() + random() * 5 * DAY_MS);
      reactions.push({ commentId: comment.id, userId: member.id, kind, createdAt: at });
    }
  }
  if (reactions.length) await tx.insert(commentReactions).values(reactions);

  await recountAll(tx);
  return { count: inserted.length + insertedReplies.length };
}
