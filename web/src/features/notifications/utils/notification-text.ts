import {
  QUOTED_KINDS,
  notificationParts,
  notificationSentence as contractSentence,
  type Notification,
  type NotificationParts,
  type NotificationTextInput,
} from '@cloud-snippets/contract';
import { paths } from '../../../config/paths';

/** What the contract's sentence is made of, for a notification from the API. */
const textInputOf = (notification: Notification): NotificationTextInput => ({
  kind: notification.kind,
  actors: notification.actors.map((actor) => actor.username),
  actorCount: notification.actorCount,
  title: notification.snippet?.title ?? notification.moderation?.subject ?? null,
  milestone: notification.milestone,
  excerpt: notification.excerpt,
  moderation: notification.moderation ?? null,
});

/** The notification's sentence, in parts (the contract's NotificationParts). */
export const notificationText = (notification: Notification): NotificationParts =>
  notificationParts(textInputOf(notification));

/** The sentence as plain text: "ampscript_amy commented on Send an email". */
export const notificationSentence = (notification: Notification): string =>
  contractSentence(textInputOf(notification));

/** A comment's words under the sentence: the kinds whose sentence does not already quote them. */
export function notificationQuote(notification: Notification): string | null {
  return QUOTED_KINDS.includes(notification.kind) ? notification.excerpt : null;
}

/** Where the notification leads: its snippet, at the comment when there is one; nowhere once it is deleted. */
export function notificationHref(notification: Notification): string | null {
  const { snippet, commentId } = notification;
  if (!snippet) return null;
  const href = paths.snippets.details.getHref({ slug: snippet.slug, _id: snippet.slug });
  return commentId ? `${href}#${paths.snippets.commentAnchor(commentId)}` : href;
}
