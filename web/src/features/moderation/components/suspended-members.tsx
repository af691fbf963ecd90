import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { LIFTED, useLiftSuspension, useSuspendedMembers } from '../api/suspensions';
import { staffTime } from '../utils/staff-time';

/** /admin/suspensions (moderators): the members suspended now, each with Lift suspension. */
export function SuspendedMembersList() {
  const query = useSuspendedMembers();
  const lift = useLiftSuspension();
  const members = query.data?.members ?? [];
  return (
    <>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Suspended members</h1>
          <p className="text-base text-slate-600">Who cannot sign in now, the latest suspended first.</p>
        </div>
        <ButtonLink to={paths.admin.reports.getHref()} variant="secondary" size="sm">
          Reports
        </ButtonLink>
      </header>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner className="size-4" />
          Loading suspended members…
        </p>
      ) : query.error ? (
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : members.length === 0 ? (
        <p data-testid="no-suspensions" className="text-slate-600">
          No member is suspended.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-card">
          {members.map((member) => (
            <li
              key={member.username}
              data-testid="suspended-member"
              className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
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
        </ul>
      )}
    </>
  );
}
