import { BellOff, CheckCheck, Eye } from 'lucide-react';
import { clsx } from 'clsx';
import { Link, useSearchParams } from 'react-router';
import type { Notification } from '@cloud-snippets/contract';
import { Button, ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { pageParam } from '../../../lib/page-param';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import type { NotificationFilter } from '../api/keys';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { revealWhenRendered } from '../utils/reveal-element';
import { NotificationItem } from './notification-item';

const hrefOf = (filter: NotificationFilter, page = 1) =>
  paths.notifications.getHref(filter === 'unread' ? filter : undefined, page > 1 ? page : undefined);

/** A refusal the API client does not already show (it has a message for no answer, 401, 403 and 5xx). */
function showMarkReadError(error: unknown) {
  const status = error instanceof ApiError ? error.status : null;
  if (status !== null && status < 500 && status !== 401 && status !== 403)
    notify.error((error as Error).message);
}

function FilterTabs({ filter, unreadCount }: { filter: NotificationFilter; unreadCount: number }) {
  const tab = (value: NotificationFilter, label: string, count?: number) => (
    <Link
      to={hrefOf(value)}
      aria-current={filter === value ? 'page' : undefined}
      className={clsx(
        'inline-flex h-9 items-center gap-1.5 rounded-md px-3.5 text-sm font-medium transition-colors',
        filter === value
          ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200'
          : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {label}
      {count !== undefined && count > 0 && (
        <span className="rounded-full bg-brand-600 px-1.5 py-px text-xs font-semibold text-white tabular-nums">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
  return (
    <nav aria-label="Show" className="inline-flex rounded-lg bg-slate-100 p-1">
      {tab('all', 'All')}
      {tab('unread', 'Unread', unreadCount)}
    </nav>
  );
}

function EmptyState({ filter }: { filter: NotificationFilter }) {
  const isUnread = filter === 'unread';
  // Seen it all. (Eye, beside Heart and lib/reader-time, also keeps this page in the chunk those share with the
  // snippet cards: without it Rollup splits them, one more file, 0.13 KB more, on every public page.)
  const Icon = isUnread ? Eye : BellOff;
  return (
    <div
      data-testid="notifications-empty"
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center shadow-card"
    >
      <Icon aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 text-lg font-semibold text-slate-900">
        {isUnread ? 'You are all caught up' : 'No notifications yet'}
      </p>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
        {isUnread
          ? 'Nothing unread. New comments, replies, mentions and forks of your snippets show up here.'
          : 'When members comment on, mention, fork or like your snippets, you will hear of it here.'}
      </p>
      {isUnread ? (
        <ButtonLink to={hrefOf('all')} variant="secondary" className="mt-5">
          See all notifications
        </ButtonLink>
      ) : (
        <ButtonLink to={paths.snippets.create.getHref()} className="mt-5">
          Share a snippet
        </ButtonLink>
      )}
    </div>
  );
}

function ListSkeleton() {
  return (
    <ul
      role="status"
      aria-label="Loading notifications"
      className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card"
    >
      {[0, 1, 2, 3].map((index) => (
        <li key={index} className="flex animate-pulse gap-3 px-5 py-4">
          <span className="size-9 rounded-full bg-slate-200" />
          <span className="flex-1 space-y-2 pt-1">
            <span className="block h-3.5 w-3/4 rounded bg-slate-200" />
            <span className="block h-3 w-24 rounded bg-slate-100" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The notifications page's body (decision 049): All and Unread (`?filter=unread`), 20 a page (`?page=`), newest
 * change first; "Mark all as read"; each notification marks itself read when opened.
 */
export function NotificationList() {
  const [searchParams] = useSearchParams();
  const filter: NotificationFilter = searchParams.get('filter') === 'unread' ? 'unread' : 'all';
  const page = pageParam(searchParams);
  const query = useNotifications(filter, page);
  const liveCount = useUnreadCount().data;
  const markRead = useMarkNotificationsRead();
  const list = query.data;
  const unreadCount = liveCount ?? list?.unreadCount ?? 0;

  function open(notification: Notification) {
    if (!notification.read) markRead.mutate({ ids: [notification._id] }, { onError: showMarkReadError });
    if (notification.snippet && notification.commentId)
      revealWhenRendered(paths.snippets.commentAnchor(notification.commentId));
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterTabs filter={filter} unreadCount={unreadCount} />
        <Button
          variant="secondary"
          size="sm"
          disabled={unreadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true }, { onError: showMarkReadError })}
          data-testid="mark-all-read"
        >
          {markRead.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <CheckCheck aria-hidden="true" className="size-4" />
          )}
          Mark all as read
        </Button>
      </div>

      {query.isError ? (
        <LoadError message={query.error.message} onRetry={query.refetch} />
      ) : !list ? (
        <ListSkeleton />
      ) : list.notifications.length === 0 ? (
        <EmptyState filter={filter} />
      ) : (
        <>
          <ul
            aria-label={filter === 'unread' ? 'Unread notifications' : 'Notifications'}
            data-testid="notification-list"
            className={clsx(
              'divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card',
              query.isPlaceholderData && 'opacity-60',
            )}
          >
            {list.notifications.map((notification) => (
              <NotificationItem key={notification._id} notification={notification} onOpen={open} />
            ))}
          </ul>
          <Pagination
            currentPage={list.currentPage}
            totalPages={list.totalPages}
            getHref={(target) => hrefOf(filter, target)}
          />
        </>
      )}
    </div>
  );
}
