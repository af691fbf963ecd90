import { PageShell } from '../../components/layouts/page-shell';
import { NotificationList } from '../../features/notifications/components/notification-list';

/** /notifications (login required): what happened to the member's snippets and comments (decision 049). */
export default function NotificationsRoute() {
  return (
    <PageShell
      title="Notifications"
      lead="Comments, replies, mentions and forks of your snippets, and more."
      width="narrow"
    >
      <NotificationList />
    </PageShell>
  );
}
