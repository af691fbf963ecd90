import { clsx } from 'clsx';
import { Bell } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationStream } from '../hooks/use-notification-stream';

const noToken = () => null;

/** The bell's badge: nothing at 0, "99+" above 99. */
export function unreadBadge(unreadCount: number): string {
  if (unreadCount <= 0) return '';
  return unreadCount > 99 ? '99+' : String(unreadCount);
}

/** The bell's accessible name: "Notifications, 3 unread". */
export function bellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
}

export interface NotificationBellProps {
  /** 'bar': the navigation bar's bell, which also follows the stream; 'menu': a line of the mobile menu. */
  variant?: 'bar' | 'menu';
  className?: string;
}

/**
 * The link to /notifications with the unread count (decision 049), for signed-in members only. A lazy chunk of its
 * own (app/layout/notifications-link.tsx): visitors never download it, nor the stream behind it. It imports little
 * else, as each module it shares with other chunks would be one more file the shell names for it.
 */
export default function NotificationBell({ variant = 'bar', className }: NotificationBellProps) {
  const token = useSyncExternalStore(session.subscribe, session.token, noToken);
  const { data: unreadCount = 0 } = useUnreadCount({ enabled: token !== null });
  useNotificationStream(variant === 'bar' ? token : null);
  const badge = unreadBadge(unreadCount);

  if (variant === 'menu') {
    return (
      <NavLink
        to={paths.notifications.getHref()}
        aria-label={bellLabel(unreadCount)}
        className={className}
        data-testid="mobile-notifications-link"
      >
        <Bell aria-hidden="true" className="size-4 text-slate-500" />
        Notifications
        {badge && (
          <span className="ml-auto rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
            {badge}
          </span>
        )}
      </NavLink>
    );
  }

  return (
    <NavLink
      to={paths.notifications.getHref()}
      aria-label={bellLabel(unreadCount)}
      title="Notifications"
      data-testid="notification-bell"
      className={clsx(
        'relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 transition-colors',
        'hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-slate-100 aria-[current=page]:text-slate-900',
        className,
      )}
    >
      <Bell aria-hidden="true" className="size-5" />
      {badge && (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute top-0.5 right-0 inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
        >
          {badge}
        </span>
      )}
    </NavLink>
  );
}
