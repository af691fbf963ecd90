import { Link } from 'react-router';
import { MODERATION_MESSAGES, UNHIDE_REASON, type HiddenItems } from '@cloud-snippets/contract';
import { Button, ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useHiddenItems } from '../api/suspensions';
import { useModerationAction } from '../api/take-moderation-action';
import { staffTime } from '../utils/staff-time';

const KIND_LABEL = { snippet: 'Snippet', comment: 'Comment', profile: 'Profile' } as const;

const hrefOf = (item: HiddenItems['items'][number]) =>
  item.targetKind === 'profile'
    ? paths.publicProfile.getHref(item.address)
    : paths.snippets.details.getHref({ _id: item.address, slug: item.address });

/** /admin/hidden (moderators): what is hidden now, newest first, each with Unhide (the restore action). */
export function HiddenItemsList() {
  const query = useHiddenItems();
  const action = useModerationAction();
  const items = query.data?.items ?? [];
  return (
    <>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Hidden items</h1>
          <p className="text-base text-slate-600">What moderators or reports hid, the latest first.</p>
        </div>
        <ButtonLink to={paths.admin.reports.getHref()} variant="secondary" size="sm">
          Reports
        </ButtonLink>
      </header>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner className="size-4" />
          Loading hidden items…
        </p>
      ) : query.error ? (
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-slate-600">Nothing is hidden.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-card">
          {items.map((item) => (
            <li
              key={`${item.targetKind}-${item.targetId}`}
              data-testid="hidden-item"
              className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {KIND_LABEL[item.targetKind]}
                </p>
                <Link to={hrefOf(item)} className="font-semibold break-words text-brand-700 hover:underline">
                  {item.label}
                </Link>
                <p className="text-sm text-slate-600">Hidden {staffTime.dateTime(item.hiddenAt)}</p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={action.isPending}
                onClick={() =>
                  action.mutate(
                    {
                      targetKind: item.targetKind,
                      targetId: item.targetId,
                      action: 'restore',
                      reason: UNHIDE_REASON,
                    },
                    {
                      onSuccess: () => notify.success(MODERATION_MESSAGES.done.restore),
                      onError: (error) => notify.error(error.message),
                    },
                  )
                }
              >
                Unhide
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
