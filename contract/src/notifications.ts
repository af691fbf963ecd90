import type { ModerationLogAction, ReportTarget } from './schemas/moderation.js';

/**
 * Notifications (decision 049): what a member is told, and how. A module of its own, carried by the
 * bell, the notifications page and the settings.
 */

/** What a member can be told of, in the order the settings list them. */
export const NOTIFICATION_KINDS = [
  { value: 'comment', label: 'Comments on my snippets' },
  { value: 'reply', label: 'Replies to my comments' },
  { value: 'mention', label: 'Mentions of me (@username)' },
  { value: 'fork', label: 'Forks of my snippets' },
  { value: 'suggestion', label: 'My suggested changes applied' },
  { value: 'outdated', label: 'My snippets reported out of date' },
  { value: 'milestone', label: 'Like milestones of my snippets' },
  { value: 'moderation', label: 'Moderation of what I posted' },
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]['value'];
export const NOTIFICATION_KIND_VALUES = NOTIFICATION_KINDS.map((k) => k.value) as [
  NotificationKind,
  ...NotificationKind[],
];

/** Where a kind goes: the bell and the page; the bell and an email; nowhere. */
export const NOTIFICATION_CHANNELS = [
  { value: 'in-app', label: 'In the app' },
  { value: 'email', label: 'In the app and by email' },
  { value: 'off', label: 'Off' },
] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]['value'];
export const NOTIFICATION_CHANNEL_VALUES = NOTIFICATION_CHANNELS.map((c) => c.value) as [
  NotificationChannel,
  ...NotificationChannel[],
];
/** Every kind is in the app until its member chooses otherwise; email is opt-in. */
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'in-app';

/** The like counts a snippet's author is told of: 10, 50, 100, then 250, 500, 1000 and on. */
export const LIKE_MILESTONES = [
  10, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 25000, 50000, 100000,
] as const;

/** How many actors a grouped notification names before "and N others". */
export const NOTIFICATION_ACTORS_SHOWN = 3;
export const NOTIFICATION_PAGE_SIZE = 20;

/** `@username` in a comment: a mention, linked and notified. Usernames are letters, digits, `_` and `-`. */
export const MENTION_PATTERN = /(^|[^A-Za-z0-9_@./-])@([A-Za-z0-9_-]{3,30})(?![A-Za-z0-9_-])/g;

/** Fenced code blocks and inline code of a comment's Markdown: an `@variable` there is code, not a mention. */
const CODE_IN_MARKDOWN = /```[\s\S]*?(?:```|$)|~~~[\s\S]*?(?:~~~|$)|`[^`\n]*`/g;

/** The distinct usernames a text mentions outside its code, lowercased, in order, at most `max`. */
export function mentionedUsernames(text: string, max = 10): string[] {
  const names: string[] = [];
  for (const match of text.replace(CODE_IN_MARKDOWN, ' ').matchAll(MENTION_PATTERN)) {
    const name = match[2]!.toLowerCase();
    if (!names.includes(name)) names.push(name);
    if (names.length >= max) break;
  }
  return names;
}

/** The server-sent events stream's event names. */
export const NOTIFICATION_STREAM = { unread: 'unread', heartbeatMs: 25_000 } as const;

/** What a deleted (or no longer readable) snippet is called in a notification about it. */
export const DELETED_SNIPPET = 'a deleted snippet';

/** What a moderation notification says was done, to what (decision 053). */
export interface ModerationNotice {
  action: ModerationLogAction;
  target: ReportTarget;
}

/** What a notification's sentence is made of. */
export interface NotificationTextInput {
  kind: NotificationKind;
  /** The newest actors' usernames (at most NOTIFICATION_ACTORS_SHOWN), and how many there are in all. */
  actors: readonly string[];
  actorCount: number;
  /** The snippet's title; null when it is gone or no longer readable. */
  title: string | null;
  milestone: number | null;
  /** The out-of-date reason or the moderator's reason; a comment's words are not part of the sentence. */
  excerpt: string | null;
  /** For a moderation notification: what was done to what. */
  moderation?: ModerationNotice | null;
}

/**
 * A notification's sentence in parts, so a page can set names and titles in bold: `{actors} {action} {title}{after}`
 * ("ampscript_amy and 2 others" "commented on" "Send an email" ""), or without actors for the kinds nobody in
 * particular did ("" "" "Send an email" " reached 50 likes"). The bell, the page and the mail all say it this way.
 */
export interface NotificationParts {
  actors: string;
  action: string;
  title: string;
  after: string;
}

/** "amy", "amy and bob", "amy, bob and carl", "amy, bob, carl and 2 others"; the named ones are the newest. */
export function actorNames(actors: readonly string[], actorCount: number): string {
  const named = actors.slice(0, NOTIFICATION_ACTORS_SHOWN);
  const others = Math.max(0, actorCount - named.length);
  if (named.length === 0) return others > 1 ? `${others} members` : 'Someone';
  if (others > 0) return `${named.join(', ')} and ${others} ${others === 1 ? 'other' : 'others'}`;
  if (named.length === 1) return named[0]!;
  return `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

export function notificationParts(n: NotificationTextInput): NotificationParts {
  const title = n.title ?? DELETED_SNIPPET;
  const actors = actorNames(n.actors, n.actorCount);
  const excerpt = n.excerpt ? `: ${n.excerpt}` : '';
  switch (n.kind) {
    case 'comment':
      return { actors, action: 'commented on', title, after: '' };
    case 'reply':
      return { actors, action: 'replied to your comment on', title, after: '' };
    case 'mention':
      return { actors, action: 'mentioned you on', title, after: '' };
    case 'fork':
      return { actors, action: 'forked', title, after: '' };
    case 'suggestion':
      return { actors, action: 'applied your suggested change to', title, after: '' };
    case 'outdated':
      return { actors, action: 'reported', title, after: ` out of date${excerpt}` };
    case 'milestone':
      return { actors: '', action: '', title, after: ` reached ${n.milestone ?? 0} likes` };
    case 'moderation':
      return moderationParts(n.moderation ?? { action: 'hide', target: 'snippet' }, title, excerpt);
  }
}

/** The subject of "… was hidden after reports from members". */
const AUTO_HIDDEN_SUBJECT: Record<ReportTarget, string> = {
  snippet: 'Your snippet',
  comment: 'Your comment on',
  profile: 'Your profile',
  collection: 'Your collection',
};

const MODERATION_VERBS: Record<ModerationLogAction, string> = {
  hide: 'hid',
  'auto-hide': 'hid',
  delete: 'deleted',
  restore: 'restored',
  suspend: 'suspended your account over',
  unsuspend: 'lifted the suspension of your account',
  dismiss: 'dismissed the reports on',
};

/** "A moderator hid your comment on Send an email: spam", "Your snippet X was hidden after reports…". */
function moderationParts(
  { action, target }: ModerationNotice,
  title: string,
  excerpt: string,
): NotificationParts {
  const what =
    target === 'comment'
      ? 'your comment on'
      : target === 'profile'
        ? 'your profile'
        : target === 'collection'
          ? 'your collection'
          : '';
  if (action === 'auto-hide')
    return {
      actors: '',
      action: AUTO_HIDDEN_SUBJECT[target],
      title: target === 'profile' ? '' : title,
      after: ' was hidden after reports from members, until a moderator reviews it',
    };
  if (action === 'unsuspend')
    return { actors: 'A moderator', action: MODERATION_VERBS[action], title: '', after: '' };
  return {
    actors: 'A moderator',
    action: [MODERATION_VERBS[action], action === 'suspend' ? '' : what].filter(Boolean).join(' '),
    title: target === 'profile' && action !== 'suspend' ? '' : title,
    after: excerpt,
  };
}

/** The sentence as plain text: "ampscript_amy commented on Send an email". */
export function notificationSentence(n: NotificationTextInput): string {
  const { actors, action, title, after } = notificationParts(n);
  return `${[actors, action, title].filter(Boolean).join(' ')}${after}`;
}

/** The kinds whose sentence does not quote what was said: their mail and page show the comment's words under it. */
export const QUOTED_KINDS: readonly NotificationKind[] = ['comment', 'reply', 'mention'];

export const NOTIFICATION_MESSAGES = {
  unsubscribed: (label: string) => `Done: no more mails for “${label}”. You still see them by the bell.`,
  unsubscribeInvalid: 'This unsubscribe link is not valid. Choose what you get on your profile.',
  settingsSaved: 'Notification settings saved',
} as const;
