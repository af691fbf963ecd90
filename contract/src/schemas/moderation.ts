import { z } from './zod.js';

/**
 * Moderation (decision 053): members report a snippet, a comment, a profile or a collection; moderators and admins
 * work the queue at /admin/reports; every action is recorded and its author told why.
 */

/** What can be reported, named by its id (a snippet, a comment, a collection) or its username (a profile). */
export const REPORT_TARGETS = ['snippet', 'comment', 'profile', 'collection'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'offensive', label: 'Rude, abusive or offensive' },
  { value: 'credentials', label: 'Leaks credentials or personal data' },
  { value: 'plagiarism', label: 'Copied without credit' },
  { value: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];
export const REPORT_REASON_VALUES = REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]];

/** What a moderator does with a reported item. `suspend` suspends its author; `restore` undoes a hide. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'restore', 'delete', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** What the log records: the actions above, the automatic hide, and a suspension lifted. */
export type ModerationLogAction = ModerationAction | 'auto-hide' | 'unsuspend';

/** How long a suspension lasts, in days; null is for good. */
export const SUSPENSION_DAYS = [1, 7, 30, 365] as const;

export const MODERATION_LIMITS = {
  detailsMax: 1000,
  reasonMax: 500,
  /** Reports from this many distinct members in good standing hide the item until a moderator reviews it. */
  autoHideReports: 3,
  /** Good standing: a member this old, with a confirmed address, not suspended. */
  standingMinAgeDays: 7,
  queuePageSize: 20,
  logPageSize: 50,
} as const;

export const MODERATION_MESSAGES = {
  reported: 'Thanks: a moderator will look at it',
  alreadyReported: 'You have already reported this; a moderator will look at it',
  tooManyReports: 'You have sent many reports in a short time: try again later',
  cannotReportOwn: 'You cannot report your own content',
  detailsRequired: 'Tell the moderators what is wrong',
  detailsTooLong: `Keep it under ${MODERATION_LIMITS.detailsMax} characters`,
  reasonRequired: 'Give the author a reason',
  reasonTooLong: `Keep the reason under ${MODERATION_LIMITS.reasonMax} characters`,
  notFound: 'Nothing to moderate here: it may already have been deleted',
  notStaff: 'Only moderators can do this',
  cannotModerateStaff: 'Moderators and admins are not moderated from the queue',
  deleteProfile: 'A profile is hidden or its member suspended, not deleted',
  notHidden: 'It is not hidden',
  notSuspended: 'This member is not suspended',
  done: {
    dismiss: 'Reports dismissed',
    hide: 'Hidden',
    restore: 'Shown again',
    delete: 'Deleted',
    suspend: 'Member suspended',
  } satisfies Record<ModerationAction, string>,
  unsuspended: 'Suspension lifted',
  /** What a suspended member is told when they try to sign in: until when, and why when the moderator said. */
  suspended: (until: string | null, reason = '') =>
    `${until ? `Your account is suspended until ${until}` : 'Your account is suspended'}${
      reason ? `. Reason: ${reason}` : ''
    }`,
  hiddenBanner: 'Hidden by a moderator: only you and the moderators can see it',
} as const;

export const reportInputSchema = z
  .object({
    targetKind: z.enum(REPORT_TARGETS),
    /** A snippet's, a comment's or a collection's id, or a profile's username. */
    target: z.string().trim().min(1).max(200),
    reason: z.enum(REPORT_REASON_VALUES),
    details: z
      .string()
      .trim()
      .max(MODERATION_LIMITS.detailsMax, { error: MODERATION_MESSAGES.detailsTooLong })
      .default(''),
  })
  .refine((r) => r.reason !== 'other' || r.details.length > 0, {
    error: MODERATION_MESSAGES.detailsRequired,
    path: ['details'],
  });
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportResponseSchema = z.object({ message: z.string() });

/** One member's report, as the queue shows it. */
export const reportSchema = z.object({
  _id: z.string(),
  reporter: z.string(),
  reason: z.enum(REPORT_REASON_VALUES),
  details: z.string(),
  createdAt: z.string(),
});

/** The reported item in context: what the moderator needs to judge it without leaving the queue. */
export const reportedItemSchema = z.object({
  targetKind: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  /** Where it lives on the site: a snippet's, a profile's or a collection's page, a comment's snippet. */
  href: z.string(),
  title: z.string(),
  /** A snippet's description and code's start, a comment's words, a profile's bio, a collection's description. */
  excerpt: z.string(),
  author: z.object({
    _id: z.string(),
    username: z.string(),
    createdAt: z.string(),
    suspendedUntil: z.string().nullable(),
    suspended: z.boolean(),
  }),
  hidden: z.boolean(),
  /** Hidden without a moderator: by reports, waiting for review. */
  autoHidden: z.boolean(),
  reports: z.array(reportSchema),
  firstReportedAt: z.string(),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

export const reportQueueQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export const reportQueueSchema = z.object({
  items: z.array(reportedItemSchema),
  openCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ReportQueue = z.infer<typeof reportQueueSchema>;

export const moderationActionInputSchema = z
  .object({
    targetKind: z.enum(REPORT_TARGETS),
    targetId: z.string().uuid(),
    action: z.enum(MODERATION_ACTIONS),
    /** Told to the author (but for a dismissal, which only the log keeps). */
    reason: z
      .string()
      .trim()
      .max(MODERATION_LIMITS.reasonMax, { error: MODERATION_MESSAGES.reasonTooLong })
      .default(''),
    /** For `suspend`: how many days, or null for good. */
    days: z.union([z.literal(SUSPENSION_DAYS), z.null()]).optional(),
  })
  .refine((a) => a.action === 'dismiss' || a.reason.length > 0, {
    error: MODERATION_MESSAGES.reasonRequired,
    path: ['reason'],
  })
  .refine((a) => a.action !== 'suspend' || a.days !== undefined, {
    error: 'Choose how long the suspension lasts',
    path: ['days'],
  });
export type ModerationActionInput = z.input<typeof moderationActionInputSchema>;

export const moderationActionResponseSchema = z.object({ message: z.string() });

/** One line of the moderation log: who did what to what, when and why. */
export const moderationLogEntrySchema = z.object({
  _id: z.string(),
  /** Null for what the reports did on their own (the automatic hide). */
  moderator: z.string().nullable(),
  action: z.enum([...MODERATION_ACTIONS, 'auto-hide', 'unsuspend']),
  targetKind: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  targetTitle: z.string(),
  author: z.string().nullable(),
  reason: z.string(),
  suspendedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;
export const moderationLogSchema = z.object({
  entries: z.array(moderationLogEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ModerationLog = z.infer<typeof moderationLogSchema>;

export const unsuspendParamsSchema = z.object({ username: z.string().min(1).max(100) });

/** GET /api/moderation/suspensions: the members suspended now, newest first, each to lift from the screen. */
export const suspendedMembersSchema = z
  .object({
    members: z.array(
      z.object({
        username: z.string(),
        suspendedAt: z.string(),
        /** Null: for good. */
        suspendedUntil: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'SuspendedMembers' });
export type SuspendedMembers = z.infer<typeof suspendedMembersSchema>;

/** GET /api/moderation/hidden: what moderators (or reports) hid, newest first, each to show again. */
export const hiddenItemsSchema = z
  .object({
    items: z.array(
      z.object({
        targetKind: z.enum(REPORT_TARGETS),
        targetId: z.string(),
        /** A snippet's title, a comment's first words, a member's username, a collection's title. */
        label: z.string(),
        hiddenAt: z.string(),
        /**
         * The snippet's (or the comment's snippet's) slug; the member's username for a profile; for a collection
         * its page's path (a collection's address is its owner's and its own slug).
         */
        address: z.string(),
      }),
    ),
  })
  .meta({ id: 'HiddenItems' });
export type HiddenItems = z.infer<typeof hiddenItemsSchema>;

/** The reason a moderator's Unhide on the hidden list gives the author. */
export const UNHIDE_REASON = 'A moderator looked again: it is shown again';
