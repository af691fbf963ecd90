import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  commentPath,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PATH,
  QUOTED_KINDS,
  notificationSentence,
  SETTINGS_PATH,
  snippetPath,
  UNSUBSCRIBE_PATH,
  type NotificationKind,
} from '@cloud-snippets/contract';
import type { NewMail } from '../repositories/mail/mail.repository.js';
import type { PendingNotificationMail } from '../repositories/notifications/notifications.repository.js';

export interface MailSite {
  /** The site's public address, without a trailing slash. */
  publicUrl: string;
  /** The server secret: unsubscribe links are signed with it. */
  secret: Uint8Array | string;
}

/** The signature of an unsubscribe link: one member, one kind; needs no session (a mail's one click). */
export function unsubscribeToken(secret: MailSite['secret'], userId: string, kind: NotificationKind): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe:${userId}:${kind}`)
    .digest('base64url')
    .slice(0, 32);
}

export function isUnsubscribeToken(
  secret: MailSite['secret'],
  userId: string,
  kind: NotificationKind,
  token: string,
): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, userId, kind));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A notification's mail: its sentence, what was said, the link, and a one-click unsubscribe from this kind (RFC 8058:
 * List-Unsubscribe with List-Unsubscribe-Post, which mail clients show as a button).
 */
export function notificationMail(site: MailSite, n: PendingNotificationMail): NewMail {
  const sentence = notificationSentence({
    kind: n.kind,
    actors: n.actors,
    actorCount: n.actorCount,
    title: n.snippet?.title ?? n.data.moderation?.subject ?? null,
    milestone: n.data.milestone ?? null,
    excerpt: n.data.excerpt ?? null,
    moderation: n.data.moderation ?? null,
  });
  const quote = QUOTED_KINDS.includes(n.kind) ? n.data.excerpt : undefined;
  const query = `u=${n.recipientId}&k=${n.kind}&t=${unsubscribeToken(site.secret, n.recipientId, n.kind)}`;
  const oneClick = `${site.publicUrl}/api/notifications/unsubscribe?${query}`;
  const page = `${site.publicUrl}${UNSUBSCRIBE_PATH}?${query}`;
  const link = n.snippet
    ? `${site.publicUrl}${n.commentId ? commentPath(n.snippet.slug, n.commentId) : snippetPath(n.snippet.slug)}`
    : `${site.publicUrl}${NOTIFICATIONS_PATH}`;
  const label = NOTIFICATION_KINDS.find((k) => k.value === n.kind)?.label ?? n.kind;
  return {
    kind: `notification:${n.kind}`,
    to: n.email,
    // A subject line, not a paragraph: a long reason is in the body.
    subject: sentence.length > 120 ? `${sentence.slice(0, 119)}…` : sentence,
    text: [
      `Hi ${n.username},`,
      '',
      `${sentence}.`,
      ...(quote ? ['', `  “${quote}”`] : []),
      '',
      link,
      '',
      '—',
      `You get these mails for: ${label}. Stop them with one click: ${page}`,
      `Or choose what you get: ${site.publicUrl}${SETTINGS_PATH}`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
