import { clsx } from 'clsx';
import { Heart, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Notification } from '@cloud-snippets/contract';
import { Avatar } from '../../../components/ui/avatar';
import { useReaderTime } from '../../../lib/reader-time';
import { notificationHref, notificationQuote, notificationText } from '../utils/notification-text';

/**
 * Who did it: the newest actor's avatar, with the next one's small at its corner for a group (every row keeps the
 * same width, so the sentences line up); a heart for a like milestone, a shield for a moderator.
 */
function NotificationAvatars({ notification }: { notification: Notification }) {
  const icon = (children: ReactNode, tone: string) => (
    <span className={clsx('inline-flex size-9 shrink-0 items-center justify-center rounded-full', tone)}>
      {children}
    </span>
  );
  if (notification.kind === 'milestone') {
    return icon(<Heart aria-hidden="true" className="size-4.5 fill-current" />, 'bg-rose-50 text-rose-600');
  }
  const [newest, next] = notification.actors;
  if (notification.kind === 'moderation' || !newest) {
    return icon(<ShieldAlert aria-hidden="true" className="size-4.5" />, 'bg-amber-50 text-amber-700');
  }
  return (
    <span className="relative size-9 shrink-0">
      <Avatar src={newest.avatar} name={newest.username} size={36} className="size-9 text-sm" />
      {next && notification.actorCount > 1 && (
        <Avatar
          src={next.avatar}
          name={next.username}
          size={20}
          className="absolute -right-1.5 -bottom-1.5 size-5 text-[9px] ring-2 ring-white"
        />
      )}
    </span>
  );
}

/**
 * One notification: avatars, the sentence, what was said, when, and a dot while unread. Choosing it marks it read
 * (`onOpen`) and goes to its snippet; one about a deleted snippet is a button that only marks it read.
 */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const time = useReaderTime();
  const { actors, action, title, after } = notificationText(notification);
  const quote = notificationQuote(notification);
  const href = notificationHref(notification);
  const isUnread = !notification.read;

  const body = (
    <>
      <NotificationAvatars notification={notification} />
      <span className="min-w-0 flex-1">
        {/* The spaces between the parts keep the link's accessible name readable. */}
        {isUnread && <span className="sr-only">Unread:</span>}{' '}
        <span className="block text-[15px] leading-snug text-slate-800" data-testid="notification-text">
          {actors && <strong className="font-semibold text-slate-900">{actors}</strong>}
          {action && ` ${action} `}
          <strong
            className={clsx('font-semibold', notification.snippet ? 'text-slate-900' : 'text-slate-600')}
          >
            {title}
          </strong>
          {after}
        </span>
        {quote && ' '}
        {quote && (
          <span className="mt-1 line-clamp-2 block text-sm text-slate-600 [overflow-wrap:anywhere]">
            “{quote}”
          </span>
        )}{' '}
        <time
          dateTime={notification.updatedAt}
          title={time.full(notification.updatedAt)}
          className="mt-1 block text-xs text-slate-500"
        >
          {time.relative(notification.updatedAt)}
        </time>
      </span>
      <span
        aria-hidden="true"
        className={clsx(
          'mt-1.5 size-2.5 shrink-0 rounded-full',
          isUnread ? 'bg-brand-600' : 'bg-transparent',
        )}
        data-testid={isUnread ? 'notification-unread-dot' : undefined}
      />
    </>
  );

  const classes = clsx(
    'flex w-full items-start gap-3 px-4 py-3.5 text-left transition-colors sm:px-5',
    'hover:bg-slate-50 focus-visible:outline-offset-[-2px]',
    isUnread && 'bg-brand-50/60',
  );
  return (
    <li data-testid="notification" data-read={notification.read} data-kind={notification.kind}>
      {href ? (
        <Link to={href} className={classes} onClick={() => onOpen(notification)}>
          {body}
        </Link>
      ) : isUnread ? (
        <button type="button" className={classes} title="Mark as read" onClick={() => onOpen(notification)}>
          {body}
        </button>
      ) : (
        <div className={classes}>{body}</div>
      )}
    </li>
  );
}
