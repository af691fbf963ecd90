/**
 * The events members are notified of, in one place: who is told, of which kind, grouped how. Commands call them as
 * the last step of the transaction of what they tell, so a notification exists exactly when its event does (and the
 * notification stream hears of it at commit). A member is never told of their own act, and an event tells each member
 * once (notificationsRepository.notify).
 */
import { LIKE_MILESTONES, mentionedUsernames } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { selectRows } from '../db/rows.js';
import type { RecordedAction } from '../repositories/moderation/moderation.repository.js';
import { readableBy } from '../repositories/snippets/visibility.js';
import { notificationsRepository } from '../repositories/notifications/notifications.repository.js';

/** How much of a comment or a reason a notification quotes. */
const EXCERPT_CHARS = 140;
const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1)}…` : flat;
};

/**
 * A comment or a reply: the parent comment's author is told of the reply, the snippet's author of the comment, and
 * each member it mentions who may read the snippet — one notification each, in that order of precedence.
 */
export async function notifyCommentPosted(
  tx: Database,
  comment: { id: string; snippetId: string; authorId: string; parentId: string | null; content: string },
): Promise<void> {
  const notify = notificationsRepository(tx).notify;
  const mentioned = mentionedUsernames(comment.content);
  const [target] = await selectRows<{
    snippetAuthorId: string;
    parentAuthorId: string | null;
    mentionedIds: string[];
  }>(
    tx,
    sql`select s.author_id as "snippetAuthorId",
          (select c.author_id from comments c where c.id = ${comment.parentId}::uuid) as "parentAuthorId",
          (select coalesce(array_agg(u.id), '{}') from users u
           where lower(u.username) = any(${`{${mentioned.join(',')}}`}::text[])
             and ${readableBy(sql.raw('u.id'))}) as "mentionedIds"
        from snippets s where s.id = ${comment.snippetId}::uuid`,
  );
  if (!target) return;
  const common = {
    eventKey: `comment:${comment.id}`,
    actorId: comment.authorId,
    snippetId: comment.snippetId,
    commentId: comment.id,
    data: { excerpt: excerptOf(comment.content) },
  };
  if (target.parentAuthorId)
    await notify({
      ...common,
      recipientId: target.parentAuthorId,
      kind: 'reply',
      groupKey: `comment:${comment.parentId}`,
    });
  await notify({
    ...common,
    recipientId: target.snippetAuthorId,
    kind: 'comment',
    groupKey: `snippet:${comment.snippetId}`,
  });
  for (const recipientId of target.mentionedIds)
    await notify({ ...common, recipientId, kind: 'mention', groupKey: `mention:${comment.id}` });
}

/** A fork: the original's author is told, forks of one snippet grouped. */
export async function notifyForked(
  tx: Database,
  fork: { id: string; authorId: string; originalId: string },
): Promise<void> {
  const [original] = await selectRows<{ authorId: string }>(
    tx,
    sql`select author_id as "authorId" from snippets where id = ${fork.originalId}::uuid`,
  );
  if (!original) return;
  await notificationsRepository(tx).notify({
    recipientId: original.authorId,
    kind: 'fork',
    eventKey: `fork:${fork.id}`,
    groupKey: `snippet:${fork.originalId}`,
    actorId: fork.authorId,
    snippetId: fork.originalId,
  });
}

/**
 * Suggested changes applied (decision 077): each suggester is told once per apply, however many of theirs it took;
 * applies to one snippet group while unread.
 */
export async function notifySuggestionsApplied(
  tx: Database,
  applied: { snippetId: string; authorId: string; revision: number; suggesterIds: readonly string[] },
): Promise<void> {
  const notify = notificationsRepository(tx).notify;
  for (const recipientId of new Set(applied.suggesterIds))
    await notify({
      recipientId,
      kind: 'suggestion',
      eventKey: `suggestions:${applied.snippetId}:${applied.revision}`,
      groupKey: `suggestions:${applied.snippetId}`,
      actorId: applied.authorId,
      snippetId: applied.snippetId,
    });
}

/** An out-of-date report: the snippet's author is told, with the reason. */
export async function notifyReportedOutdated(
  tx: Database,
  report: { id: string; snippetId: string; reporterId: string; reason: string },
): Promise<void> {
  const [snippet] = await selectRows<{ authorId: string }>(
    tx,
    sql`select author_id as "authorId" from snippets where id = ${report.snippetId}::uuid`,
  );
  if (!snippet) return;
  await notificationsRepository(tx).notify({
    recipientId: snippet.authorId,
    kind: 'outdated',
    eventKey: `outdated:${report.id}`,
    groupKey: `outdated:${report.id}`,
    actorId: report.reporterId,
    snippetId: report.snippetId,
    data: { excerpt: excerptOf(report.reason) },
  });
}

/** A like that brought the count to a milestone (10, 50, 100…): its author is told, once per milestone. */
export async function notifyLikeMilestone(tx: Database, snippetId: string, likeCount: number): Promise<void> {
  if (!(LIKE_MILESTONES as readonly number[]).includes(likeCount)) return;
  const [snippet] = await selectRows<{ authorId: string }>(
    tx,
    sql`select author_id as "authorId" from snippets where id = ${snippetId}::uuid`,
  );
  if (!snippet) return;
  await notificationsRepository(tx).notify({
    recipientId: snippet.authorId,
    kind: 'milestone',
    eventKey: `likes:${snippetId}:${likeCount}`,
    groupKey: `likes:${snippetId}:${likeCount}`,
    actorId: null,
    snippetId,
    data: { milestone: likeCount },
  });
}

/**
 * A moderator's action, or the reports' automatic hide: the author is told what was done to what, and
 * why. The moderator is not named ("A moderator"); a deleted snippet is named by the title it had.
 */
export async function notifyModerated(tx: Database, event: RecordedAction): Promise<void> {
  // A dismissal changes nothing of the author's: it goes in the log only.
  if (event.action === 'dismiss') return;
  await notificationsRepository(tx).notify({
    recipientId: event.recipientId,
    kind: 'moderation',
    eventKey: `moderation:${event.actionId}`,
    groupKey: `moderation:${event.actionId}`,
    actorId: null,
    snippetId: event.snippetId,
    data: {
      ...(event.reason && { excerpt: excerptOf(event.reason) }),
      moderation: { action: event.action, target: event.target, subject: event.subject },
    },
  });
}
