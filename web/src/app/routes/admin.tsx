import { useMatch } from 'react-router';
import { isModerator } from '@cloud-snippets/contract';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { ModerationLogTable } from '../../features/moderation/components/moderation-log';
import { NotAllowed } from '../../features/moderation/components/not-allowed';
import { ReportQueue } from '../../features/moderation/components/report-queue';
import { SuspendedMembersList } from '../../features/moderation/components/suspended-members';
import { HiddenItemsList } from '../../features/moderation/components/hidden-items';

/**
 * /admin/reports, the moderation queue, /admin/log, the log of actions, /admin/suspensions and /admin/hidden (decision 053): moderators and admins
 * only (login required; other members are told they are not allowed). One page module for both: each module is
 * named, with its chunks, in the shell every page downloads first.
 */
export default function AdminRoute() {
  const { user } = useSession();
  const isLog = useMatch(paths.admin.log.path) !== null;
  const isSuspensions = useMatch(paths.admin.suspensions.path) !== null;
  const isHidden = useMatch(paths.admin.hidden.path) !== null;
  const [title, screen] = isLog
    ? ['Moderation log', <ModerationLogTable key="log" />]
    : isSuspensions
      ? ['Suspended members', <SuspendedMembersList key="suspensions" />]
      : isHidden
        ? ['Hidden items', <HiddenItemsList key="hidden" />]
        : ['Reports', <ReportQueue key="reports" />];
  if (!isModerator(user)) return <NotAllowed />;
  return (
    <div
      className={`mx-auto w-full px-4 py-10 sm:px-6 sm:py-14 lg:px-8 ${isLog ? 'max-w-7xl' : 'max-w-4xl'}`}
    >
      <PageMeta title={title} noindex />
      {screen}
    </div>
  );
}
