/**
 * Notifications (issue 14 §1, decision 049): what a member is told, and how. A module of its own, carried by the
 * bell, the notifications page and the settings.
 */

/** What a member can be told of, in the order the settings list them. */
export const NOTIFICATION_KINDS = [
  { value: 'comment', label: 'Comments on my snippets' },
  { value: 'reply', label: 'Replies to my comments' },
  { value: 'mention', label: 'Mentions of me (@username)' },
  { value: 'fork', label: 'Forks of my snippets' },
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

/** The distinct usernames a text mentions, lowercased, in order, at most `max`. */
export function mentionedUsernames(text: string, max = 10): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const name = match[2]!.toLowerCase();
    if (!names.includes(name)) names.push(name);
    if (names.length >= max) break;
  }
  return names;
}

/** The server-sent events stream's event names. */
export const NOTIFICATION_STREAM = { unread: 'unread', heartbeatMs: 25_000 } as const;

/** What a notification says, by the bell, on the notifications page and in its mail. */
export interface NotificationTextInput {
  kind: NotificationKind;
  /** The newest actors' usernames (at most NOTIFICATION_ACTORS_SHOWN), and how many there are in all. */
  actors: readonly string[];
  actorCount: number;
  /** The snippet's title; null when it is gone or no longer readable. */
  title: string | null;
  milestone: number | null;
}

/** "ampscript_amy", "ampscript_amy and apex_arjun", "ampscript_amy and 2 others". */
export function actorsText(actors: readonly string[], actorCount: number): string {
  const [first, second] = actors;
  if (!first) return 'Someone';
  if (actorCount <= 1) return first;
  if (actorCount === 2 && second) return `${first} and ${second}`;
  const others = actorCount - 1;
  return `${first} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** One sentence: "ampscript_amy and 2 others commented on Send a triggered email". */
export function notificationText({
  kind,
  actors,
  actorCount,
  title,
  milestone,
}: NotificationTextInput): string {
  const who = actorsText(actors, actorCount);
  const what = title ?? 'a snippet';
  switch (kind) {
    case 'comment':
      return `${who} commented on ${what}`;
    case 'reply':
      return `${who} replied to your comment on ${what}`;
    case 'mention':
      return `${who} mentioned you on ${what}`;
    case 'fork':
      return `${who} forked ${what}`;
    case 'outdated':
      return `${who} reported ${what} out of date`;
    case 'milestone':
      return `${what} reached ${milestone ?? 0} likes`;
    case 'moderation':
      return `A moderator hid ${what}`;
  }
}

export const NOTIFICATION_MESSAGES = {
  unsubscribed: (label: string) => `Done: no more mails for “${label}”. You still see them by the bell.`,
  unsubscribeInvalid: 'This unsubscribe link is not valid. Choose what you get on your profile.',
  settingsSaved: 'Notification settings saved',
} as const;
