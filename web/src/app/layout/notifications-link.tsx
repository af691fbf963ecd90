import { lazy, Suspense, type ComponentType } from 'react';
import type { NotificationBellProps } from '../../features/notifications/components/notification-bell';
import { session } from '../../lib/session';

const loadBell = () => import('../../features/notifications/components/notification-bell');

// Members only: a visitor's page never downloads the bell, its query or the notification stream. A member's page
// starts loading it with the shell. A chunk that fails to load leaves no bell rather than an error page.
if (typeof window !== 'undefined' && session.token()) loadBell().catch(() => undefined);
const NotificationBell = lazy<ComponentType<NotificationBellProps>>(() =>
  loadBell().catch(() => ({ default: () => null })),
);

/** The notifications bell (or the mobile menu's line to the page), once its chunk is there; its place is kept. */
export function NotificationsLink(props: NotificationBellProps) {
  return (
    <Suspense fallback={<span className="size-10" />}>
      <NotificationBell {...props} />
    </Suspense>
  );
}
