import { z } from './zod.js';
import {
  NOTIFICATION_CHANNEL_VALUES,
  NOTIFICATION_KIND_VALUES,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PAGE_SIZE,
} from '../notifications.js';
import { MODERATION_ACTIONS, REPORT_TARGETS } from './moderation.js';

/**
 * One notification (decision 049): a kind, who did it (the newest few of a group: "ampscript_amy and 2 others
 * commented on …"), on what, and whether its member has read it.
 */
export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KIND_VALUES),
  /** The newest actors first; `actorCount` counts them all (a group). Empty for a milestone. */
  actors: z.array(z.object({ username: z.string(), avatar: z.string() })),
  actorCount: z.number().int(),
  /** The snippet it is about, while it exists. */
  snippet: z.object({ slug: z.string(), title: z.string() }).nullable(),
  /** The comment it is about (a comment, reply or mention), for the link's anchor. */
  commentId: z.string().nullable(),
  /** A few words of what was said: the comment, the out-of-date reason, the moderator's reason. */
  excerpt: z.string().nullable(),
  /** A like milestone's number. */
  milestone: z.number().int().nullable(),
  /** A moderation notification's action and what it was done to (decision 053); absent for other kinds. */
  moderation: z
    .object({
      action: z.enum([...MODERATION_ACTIONS, 'auto-hide', 'unsuspend']),
      target: z.enum(REPORT_TARGETS),
      /** What it was called, for what no longer exists. */
      subject: z.string(),
    })
    .optional(),
  read: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  filter: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['all', 'unread']).default('all')),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
});

export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  hasNextPage: z.boolean(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const unreadCountResponseSchema = z.object({ unreadCount: z.number().int() });

/** POST /api/notifications/read: these (or every one, with `all`) are read. */
export const markNotificationsReadSchema = z.union([
  z.object({
    ids: z
      .array(z.uuid({ error: 'Each id must be a notification id' }))
      .min(1)
      .max(100),
  }),
  z.object({ all: z.literal(true) }),
]);

/** Per kind, where it goes (in-app, email, off). */
export const notificationSettingsSchema = z.object({
  settings: z.record(z.enum(NOTIFICATION_KIND_VALUES), z.enum(NOTIFICATION_CHANNEL_VALUES)),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>['settings'];
export const notificationSettingsInputSchema = z.object({
  settings: z.partialRecord(z.enum(NOTIFICATION_KIND_VALUES), z.enum(NOTIFICATION_CHANNEL_VALUES), {
    error: 'Settings name a kind and its channel: in-app, email or off',
  }),
});

/** GET /api/users/mentions?q=: the comment box's @mention suggestions, usernames starting with `q`. */
export const mentionQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(30)
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'Usernames use letters, digits, _ and -' }),
});
export const mentionSuggestionsResponseSchema = z.object({
  users: z.array(z.object({ username: z.string(), avatar: z.string() })),
});

/** The one-click unsubscribe link of a notification mail: member, kind, signature. */
export const unsubscribeQuerySchema = z.object({
  u: z.uuid({ error: NOTIFICATION_MESSAGES.unsubscribeInvalid }),
  k: z.enum(NOTIFICATION_KIND_VALUES, { error: NOTIFICATION_MESSAGES.unsubscribeInvalid }),
  t: z.string({ error: NOTIFICATION_MESSAGES.unsubscribeInvalid }).min(1).max(100),
});

/** GET /api/mail/outbox (admins): the latest mails, newest first, with how each went. */
export const outboxQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
export const outboxResponseSchema = z.object({
  mails: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      status: z.enum(['pending', 'sending', 'sent', 'logged', 'failed']),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
