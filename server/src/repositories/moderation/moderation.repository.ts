import {
  MODERATION_LIMITS,
  type ModerationAction,
  type ModerationLogAction,
  type ReportInput,
  type ReportTarget,
} from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cursorTimestamp, type CreatedCursor } from '../../db/keyset.js';
import { selectRows } from '../../db/rows.js';
import { commentsRepository } from '../comments/comments.repository.js';
import { snippetsRepository } from '../snippets/snippets.repository.js';
import { autoHidden, moderationQueue } from './moderation-queue.js';
import { lockTarget, setRowHidden, type ModerationTarget } from './targets.js';

/** 'hidden': reported, and the reports now hide the item until a moderator reviews it. */
export type ReportOutcome = 'reported' | 'hidden' | 'already' | 'own' | 'missing';

export type ActionOutcome =
  | { kind: 'done'; recorded: RecordedAction }
  | { kind: 'missing' }
  | { kind: 'not-hidden' }
  | { kind: 'refused'; target: ModerationTarget };

/** What a moderator's input names: the item, the action, why, and for a suspension how many days (none: until lifted). */
export interface ModerationInput {
  targetKind: ReportTarget;
  targetId: string;
  action: ModerationAction;
  reason: string;
  days?: number | null;
}

/** A line just written to the moderation log: what was done to what, whose it is, and why (notifyModerated). */
export interface RecordedAction {
  actionId: string;
  recipientId: string;
  action: ModerationLogAction;
  target: ReportTarget;
  subject: string;
  snippetId: string | null;
  reason: string;
}

export interface LogRow {
  id: string;
  moderator: string | null;
  action: ModerationLogAction;
  targetKind: ReportTarget;
  targetId: string;
  targetTitle: string;
  author: string | null;
  reason: string;
  suspendedUntil: Date | null;
  createdAt: Date;
  cursorAt: string;
}

/**
 * Reports, the moderation queue, actions and their log (decision 053). A report and an action on one
 * item lock the item's row first, so they take their turns: two reports at once count each other, and an action
 * answers the reports open when it ran.
 */
export function moderationRepository(db: Database) {
  const snippets = snippetsRepository(db);
  const comments = commentsRepository(db);

  /** Records an action in the log: the line, which the command that acted announces to the author. */
  const record = async (
    tx: Database,
    target: ModerationTarget,
    action: ModerationLogAction,
    moderatorId: string | null,
    reason: string,
    suspendedUntil: Date | null = null,
  ): Promise<RecordedAction> => {
    const [line] = await selectRows<{ id: string }>(
      tx,
      sql`insert into moderation_actions
            (moderator_id, action, target_kind, target_id, target_title, target_author_id, reason, suspended_until)
          values (${moderatorId}::uuid, ${action}, ${target.kind}, ${target.id}::uuid, ${target.title},
            ${target.authorId}::uuid, ${reason}, ${suspendedUntil?.toISOString() ?? null}::timestamptz)
          returning id`,
    );
    return {
      actionId: line!.id,
      recipientId: target.authorId,
      action,
      target: target.kind,
      subject: target.title,
      snippetId: action === 'delete' && target.kind === 'snippet' ? null : target.snippetId,
      reason,
    };
  };

  const resolveReports = (tx: Database, target: Pick<ModerationTarget, 'kind' | 'id'>) =>
    tx.execute(sql`update reports set resolved_at = now()
      where target_kind = ${target.kind} and target_id = ${target.id}::uuid and resolved_at is null`);

  const setHidden = async (tx: Database, target: ModerationTarget, hidden: boolean): Promise<boolean> =>
    target.kind === 'snippet'
      ? (await snippets.setHidden(target.id, hidden, tx)) !== null
      : setRowHidden(tx, target.kind, target.id, hidden);

  /**
   * Reports from MODERATION_LIMITS.autoHideReports distinct members in good standing hide the item until a moderator
   * reviews it: members of a week or more, with a confirmed address, not suspended.
   */
  const hideWhenReportedEnough = async (
    tx: Database,
    target: ModerationTarget,
  ): Promise<RecordedAction | null> => {
    if (target.hidden) return null;
    const [row] = await selectRows<{ n: number }>(
      tx,
      sql`select count(distinct r.reporter_id)::int as n from reports r join users u on u.id = r.reporter_id
          where r.target_kind = ${target.kind} and r.target_id = ${target.id}::uuid and r.resolved_at is null
            and u.created_at <= now() - make_interval(days => ${MODERATION_LIMITS.standingMinAgeDays})
            and u.email_verified_at is not null
            and (u.suspended_at is null or u.suspended_until <= now())`,
    );
    if ((row?.n ?? 0) < MODERATION_LIMITS.autoHideReports || !(await setHidden(tx, target, true)))
      return null;
    return record(tx, target, 'auto-hide', null, 'Reported by several members');
  };

  return {
    /** The reason of a member's latest suspension ('' when none was given): what their sign-in is told. */
    suspensionReason: async (userId: string): Promise<string> => {
      const [line] = await selectRows<{ reason: string }>(
        db,
        sql`select reason from moderation_actions where action = 'suspend' and target_author_id = ${userId}::uuid
            order by created_at desc, id desc limit 1`,
      );
      return line?.reason ?? '';
    },

    /**
     * A member's report: one open report per member per item, never of their own. `recorded` is the reports'
     * automatic hide when this report was the one that hid the item.
     */
    report: async (
      reporterId: string,
      input: Required<ReportInput>,
      outer: Database = db,
    ): Promise<{ outcome: ReportOutcome; recorded: RecordedAction | null }> =>
      outer.transaction(async (tx) => {
        const target = await lockTarget(tx, input.targetKind, input.target, reporterId);
        if (!target) return { outcome: 'missing', recorded: null };
        if (target.authorId === reporterId) return { outcome: 'own', recorded: null };
        const inserted = await selectRows<{ id: string }>(
          tx,
          sql`insert into reports (reporter_id, target_kind, target_id, target_author_id, reason, details)
              values (${reporterId}::uuid, ${target.kind}, ${target.id}::uuid, ${target.authorId}::uuid,
                ${input.reason}, ${input.details})
              on conflict (reporter_id, target_kind, target_id) where resolved_at is null do nothing
              returning id`,
        );
        if (inserted.length === 0) return { outcome: 'already', recorded: null };
        const recorded = await hideWhenReportedEnough(tx, target);
        return { outcome: recorded ? 'hidden' : 'reported', recorded };
      }),

    /** The item as a moderator sees it (hidden or not), for the checks an action makes. */
    findTarget: (kind: ReportTarget, id: string) =>
      db.transaction(async (tx) => lockTarget(tx, kind, id, null)),

    /**
     * A moderator's action on an item: it answers every open report on it and goes in the log (the command that acts
     * tells its author). `allowed` says whether this moderator may act on this author (checked on the locked row).
     */
    act: async (
      moderatorId: string,
      input: ModerationInput,
      allowed: (target: ModerationTarget) => boolean,
      outer: Database = db,
    ): Promise<ActionOutcome> =>
      outer.transaction(async (tx) => {
        const target = await lockTarget(tx, input.targetKind, input.targetId, null);
        if (!target) return { kind: 'missing' };
        if (input.action !== 'dismiss' && !allowed(target)) return { kind: 'refused', target };
        switch (input.action) {
          case 'dismiss': {
            const [row] = await selectRows<{ auto: boolean }>(
              tx,
              sql`select ${autoHidden(sql.raw(`'${target.kind}'`), sql`${target.id}::uuid`)} as auto`,
            );
            if (target.hidden && row?.auto) await setHidden(tx, target, false);
            break;
          }
          case 'hide':
            await setHidden(tx, target, true);
            break;
          case 'restore':
            if (!target.hidden) return { kind: 'not-hidden' };
            await setHidden(tx, target, false);
            break;
          case 'delete':
            if (target.kind === 'snippet') await snippets.delete(target.id, tx);
            else if (target.kind === 'comment')
              await comments.delete(
                {
                  id: target.id,
                  snippetId: target.snippetId!,
                  parentId: target.parentId,
                  authorId: target.authorId,
                  replyCount: target.replyCount,
                },
                tx,
              );
            else if (target.kind === 'collection') {
              await tx.execute(
                sql`delete from follows where target_kind = 'collection' and target = ${target.id}`,
              );
              await tx.execute(sql`delete from collections where id = ${target.id}::uuid`);
            }
            break;
          case 'suspend': {
            // Suspending hides what was reported too, and ends every session and access token of the member (the
            // caller announces it; each deleted row is announced to every process by its trigger).
            await setHidden(tx, target, true);
            const until = input.days ? new Date(Date.now() + input.days * 86_400_000) : null;
            await tx.execute(sql`update users set suspended_at = now(), suspended_until = ${until?.toISOString() ?? null}::timestamptz
              where id = ${target.authorId}::uuid`);
            await tx.execute(sql`delete from sessions where user_id = ${target.authorId}::uuid`);
            await tx.execute(sql`delete from access_tokens where user_id = ${target.authorId}::uuid`);
            await resolveReports(tx, target);
            return {
              kind: 'done',
              recorded: await record(tx, target, 'suspend', moderatorId, input.reason, until),
            };
          }
        }
        await resolveReports(tx, target);
        return { kind: 'done', recorded: await record(tx, target, input.action, moderatorId, input.reason) };
      }),

    /** Lifts a member's suspension: the log's line, or why not. */
    unsuspend: async (
      moderatorId: string,
      username: string,
      outer: Database = db,
    ): Promise<{ recorded: RecordedAction } | 'missing' | 'not-suspended'> =>
      outer.transaction(async (tx) => {
        const target = await lockTarget(tx, 'profile', username, null);
        if (!target) return 'missing';
        const lifted = await selectRows<{ id: string }>(
          tx,
          sql`update users set suspended_at = null, suspended_until = null
              where id = ${target.id}::uuid and suspended_at is not null returning id`,
        );
        if (lifted.length === 0) return 'not-suspended';
        return { recorded: await record(tx, target, 'unsuspend', moderatorId, '') };
      }),

    ...moderationQueue(db),

    /** The moderation log, newest first, by keyset. */
    log: async (
      before: CreatedCursor | null,
      limit: number,
    ): Promise<{ rows: LogRow[]; hasMore: boolean }> => {
      const rows = await selectRows<LogRow>(
        db,
        sql`select m.id, mu.username as moderator, m.action, m.target_kind as "targetKind", m.target_id as "targetId",
              m.target_title as "targetTitle", au.username as author, m.reason, m.suspended_until as "suspendedUntil",
              m.created_at as "createdAt", ${cursorTimestamp(sql`m.created_at`)} as "cursorAt"
            from moderation_actions m
            left join users mu on mu.id = m.moderator_id
            left join users au on au.id = m.target_author_id
            ${before ? sql`where (m.created_at, m.id) < (${before.createdAt}::timestamptz, ${before.id}::uuid)` : sql``}
            order by m.created_at desc, m.id desc limit ${limit + 1}`,
      );
      return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
    },
  };
}

export type ModerationRepository = ReturnType<typeof moderationRepository>;
