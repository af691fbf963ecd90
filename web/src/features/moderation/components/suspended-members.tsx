import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { LIFTED, useLiftSuspension, useSuspendedMembers } from '../api/suspensions';
import { staffTime } from '../utils/staff-time';
import { MODERATION_LIST_ROW, ModerationListScreen } from './moderation-list-screen';

/** /admin/suspensions (moderators): the members suspended now, each with Lift suspension. */
export function SuspendedMembersList() {
  const query = useSuspendedMembers();
  const lift = useLiftSuspension();
  const members = query.data?.members ?? [];
  return (
    <ModerationListScreen
      title="Suspended members"
      intro="Who cannot sign in now, the latest suspended first."
      query={query}
      loadingLabel="Loading suspended members…"
      empty={
        members.length === 0 ? (
          <p data-testid="no-suspensions" className="text-slate-600">
            No member is suspended.
          </p>
        ) : null
      }
    >
      {members.map((member) => (
        <li key={member.username} data-testid="suspended-member" className={MODERATION_LIST_ROW}>
          <div className="min-w-0">
            <Link
              to={paths.publicProfile.getHref(member.username)}
              className="font-semibold break-all text-brand-700 hover:underline"
            >
              {member.username}
            </Link>
            <p className="text-sm text-slate-600">
              Since {staffTime.dateTime(member.suspendedAt)},{' '}
              {member.suspendedUntil ? `until ${staffTime.dateTime(member.suspendedUntil)}` : 'for good'}
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={lift.isPending}
            onClick={() =>
              lift.mutate(member.username, {
                onSuccess: () => notify.success(LIFTED),
                onError: (error) => notify.error(error.message),
              })
            }
          >
            Lift suspension
          </Button>
        </li>
      ))}
    </ModerationListScreen>
  );
}
