import {
  DEFAULT_AVATAR,
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_ACTORS_SHOWN,
  NOTIFICATION_KIND_VALUES,
  type Notification,
  type NotificationKind,
  type NotificationSettings,
} from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { readableBy } from '../snippets/visibility.js';
import type { NotificationData } from '../../db/schema/index.js';
import { MAIL_CHANNEL } from '../mail/mail.repository.js';

/** The channel every app process listens on: the payload is the recipient's id (decision 049). */
export const NOTIFICATION_CHANNEL = 'cs_notifications';

/** One event for one member. */
export interface NotificationEvent {
  recipientId: string;
  kind: NotificationKind;
  /** Unique per event: the member is told of it once, whoever retries it. */
  eventKey: string;
  /** Events of one kind and group join one unread notification. */
  groupKey: string;
  /** Who did it; null for a milestone. The member is never told of their own act. */
  actorId: string | null;
  snippetId?: string | null;
  commentId?: string | null;
  data?: NotificationData;
}

/** A notification whose member wants it by mail, with what its mail says (notificationMail). */
export interface PendingNotificationMail {
  id: string;
  kind: NotificationKind;
  recipientId: string;
  email: string;
  username: string;
  actors: string[];
  actorCount: number;
  snippet: { slug: string; title: string } | null;
  commentId: string | null;
  data: NotificationData;
}

interface NotificationRow {
  id: string;
  kind: NotificationKind;
  actors: { username: string; avatar: string | null }[];
  actorCount: number;
  slug: string | null;
  title: string | null;
  commentId: string | null;
  data: NotificationData;
  readAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Notifications (decision 049). `notify` runs inside the transaction of what caused it: the row exists
 * exactly when the comment (fork, report…) does, and NOTIFY, which PostgreSQL delivers at commit, tells every app
 * process's open streams only then.
 */
export function notificationsRepository(db: Database) {
  const repository = {
    /**
     * Tells the member of an event, unless they did it, turned the kind off, or were told of this event already;
     * joins the unread group of the same kind and thing when there is one. True when the member was told.
     */
    notify: async (event: NotificationEvent, tx: Database = db): Promise<boolean> => {
      const actor = event.actorId;
      const rows = await selectRows<{ recipientId: string }>(
        tx,
        sql`
        with recipient as (
          select u.id, coalesce(u.notification_settings ->> ${event.kind}, ${DEFAULT_NOTIFICATION_CHANNEL}) as channel,
            -- Mail goes only to a confirmed address (decision 051).
            u.email_verified_at is not null as "canMail"
          from users u
          where u.id = ${event.recipientId}::uuid and u.id is distinct from ${actor}::uuid),
        event as (
          insert into notification_events (event_key, recipient_id)
          select ${event.eventKey}, id from recipient where channel <> 'off'
          on conflict do nothing returning recipient_id),
        told as (
          insert into notifications as n
            (recipient_id, kind, group_key, snippet_id, comment_id, actor_ids, actor_count, data, email_pending)
          select recipient_id, ${event.kind}, ${event.groupKey}, ${event.snippetId ?? null}::uuid,
            ${event.commentId ?? null}::uuid,
            case when ${actor}::uuid is null then '{}'::uuid[] else array[${actor}::uuid] end,
            case when ${actor}::uuid is null then 0 else 1 end, ${JSON.stringify(event.data ?? {})}::jsonb,
            (select channel = 'email' and "canMail" from recipient)
          from event
          on conflict (recipient_id, kind, group_key) where read_at is null do update set
            actor_ids = case when excluded.actor_ids = '{}' then n.actor_ids
              else excluded.actor_ids || array_remove(n.actor_ids, excluded.actor_ids[1]) end,
            actor_count = case when excluded.actor_ids = '{}' then n.actor_count
              else 1 + cardinality(array_remove(n.actor_ids, excluded.actor_ids[1])) end,
            comment_id = coalesce(excluded.comment_id, n.comment_id), data = excluded.data, updated_at = now()
          returning recipient_id, email_pending)
        select recipient_id as "recipientId", pg_notify(${NOTIFICATION_CHANNEL}, recipient_id::text),
          case when email_pending then pg_notify(${MAIL_CHANNEL}, 'notification') end
        from told`,
      );
      return rows.length > 0;
    },

    /** A page of the member's notifications, newest first, with the newest actors and the snippet they may read. */
    page: async (
      recipientId: string,
      { unreadOnly, page, limit }: { unreadOnly: boolean; page: number; limit: number },
      tx: Database = db,
    ): Promise<{ notifications: Notification[]; total: number }> => {
      const unread = unreadOnly ? sql`and n.read_at is null` : sql``;
      const rows = await selectRows<NotificationRow & { total: number }>(
        tx,
        sql`
        select n.id, n.kind, n.actor_count as "actorCount", n.comment_id as "commentId", n.data,
          n.read_at as "readAt", n.created_at as "createdAt", n.updated_at as "updatedAt",
          s.slug, s.title,
          (select coalesce(json_agg(json_build_object('username', u.username, 'avatar', u.avatar) order by a.ord), '[]'::json)
           from unnest(n.actor_ids[1:${NOTIFICATION_ACTORS_SHOWN}]) with ordinality a(id, ord)
           join users u on u.id = a.id) as actors,
          (select count(*)::int from notifications c where c.recipient_id = n.recipient_id ${unreadOnly ? sql`and c.read_at is null` : sql``}) as total
        from notifications n
        left join snippets s on s.id = n.snippet_id and ${readableBy(sql.raw('n.recipient_id'))}
        where n.recipient_id = ${recipientId}::uuid ${unread}
        order by n.updated_at desc, n.id desc
        limit ${limit} offset ${(page - 1) * limit}`,
      );
      const total =
        rows[0]?.total ?? (page === 1 ? 0 : await repository.count(recipientId, { unreadOnly }, tx));
      return {
        total,
        notifications: rows.map((row) => ({
          _id: row.id,
          kind: row.kind,
          actors: row.actors.map((a) => ({ username: a.username, avatar: a.avatar ?? DEFAULT_AVATAR })),
          actorCount: row.actorCount,
          snippet: row.slug !== null && row.title !== null ? { slug: row.slug, title: row.title } : null,
          commentId: row.commentId,
          excerpt: row.data.excerpt ?? null,
          milestone: row.data.milestone ?? null,
          ...(row.data.moderation && { moderation: row.data.moderation }),
          read: row.readAt !== null,
          createdAt: iso(row.createdAt),
          updatedAt: iso(row.updatedAt),
        })),
      };
    },

    count: async (recipientId: string, { unreadOnly }: { unreadOnly: boolean }, tx: Database = db) => {
      const [row] = await selectRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from notifications
            where recipient_id = ${recipientId}::uuid ${unreadOnly ? sql`and read_at is null` : sql``}`,
      );
      return row?.n ?? 0;
    },

    unreadCount: (recipientId: string, tx: Database = db) =>
      repository.count(recipientId, { unreadOnly: true }, tx),

    /** Marks the member's notifications read (these, or all of them) and tells their other tabs. */
    markRead: async (recipientId: string, ids: readonly string[] | 'all', tx: Database = db) => {
      const which = ids === 'all' ? sql`` : sql`and id = any(${`{${ids.join(',')}}`}::uuid[])`;
      await tx.execute(sql`
        with marked as (
          update notifications set read_at = now()
          where recipient_id = ${recipientId}::uuid and read_at is null ${which} returning 1)
        select pg_notify(${NOTIFICATION_CHANNEL}, ${recipientId}) where exists (select 1 from marked)`);
    },

    /**
     * Takes up to `limit` notifications whose mail is not written yet (others' takers skip them), for the mail sender
     * to queue their mails in the same transaction (decision 050).
     */
    takePendingMails: (limit: number, tx: Database = db): Promise<PendingNotificationMail[]> =>
      selectRows<PendingNotificationMail>(
        tx,
        sql`
        update notifications n set email_pending = false
        where n.id in (select id from notifications where email_pending order by created_at limit ${limit}
                       for update skip locked)
        returning n.id, n.kind, n.recipient_id as "recipientId", n.actor_count as "actorCount",
          n.comment_id as "commentId", n.data,
          (select email from users where id = n.recipient_id) as email,
          (select username from users where id = n.recipient_id) as username,
          (select coalesce(json_agg(u.username order by a.ord), '[]'::json)
           from unnest(n.actor_ids[1:${NOTIFICATION_ACTORS_SHOWN}]) with ordinality a(id, ord)
           join users u on u.id = a.id) as actors,
          (select json_build_object('slug', s.slug, 'title', s.title) from snippets s
           where s.id = n.snippet_id and ${readableBy(sql.raw('n.recipient_id'))}) as snippet`,
      ),

    /** Every kind with its channel: the member's choice, or in-app. */
    settings: async (userId: string, tx: Database = db): Promise<NotificationSettings> => {
      const [row] = await selectRows<{ settings: Partial<NotificationSettings> }>(
        tx,
        sql`select notification_settings as settings from users where id = ${userId}::uuid`,
      );
      return Object.fromEntries(
        NOTIFICATION_KIND_VALUES.map((kind) => [kind, row?.settings[kind] ?? DEFAULT_NOTIFICATION_CHANNEL]),
      ) as NotificationSettings;
    },

    updateSettings: async (
      userId: string,
      changes: Partial<NotificationSettings>,
      tx: Database = db,
    ): Promise<NotificationSettings> => {
      await tx.execute(sql`
        update users set notification_settings = notification_settings || ${JSON.stringify(changes)}::jsonb
        where id = ${userId}::uuid`);
      return repository.settings(userId, tx);
    },
  };
  return repository;
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
