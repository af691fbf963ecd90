import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { staffTime } from '../utils/staff-time';
import { useModerationLog } from '../api/get-moderation-log';
import { LOG_ACTION_LABELS, TARGET_LABELS } from '../utils/action-rules';

const LOG_COLUMNS = ['Date', 'Moderator', 'Action', 'Target', 'Author', 'Reason', 'Suspended until'];

/** /admin/log (moderators): every moderation action, newest first, as a table (a card per line on a phone). */
export function ModerationLogTable() {
  const time = staffTime;
  const log = useModerationLog();
  const entries = log.pages.flatMap((page) => page.entries) ?? [];
  const cell = 'px-3 py-2.5 align-top max-md:block max-md:px-0 max-md:py-0.5';
  const label = (text: string) => (
    <span className="font-medium text-slate-500 md:hidden" aria-hidden="true">
      {text}:{' '}
    </span>
  );

  return (
    <>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Moderation log</h1>
          <p className="text-base text-slate-600">Every action, newest first: who did what, when and why.</p>
        </div>
        <ButtonLink to={paths.admin.reports.getHref()} variant="secondary" size="sm">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Reports
        </ButtonLink>
      </header>
      {log.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner className="size-4" />
          Loading the log…
        </p>
      ) : log.error ? (
        <LoadError message={log.error.message} onRetry={log.refetch} />
      ) : entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-700">
          No moderation yet.
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-card">
            <table className="w-full text-left text-sm" data-testid="moderation-log">
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 max-md:sr-only">
                <tr>
                  {LOG_COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2.5 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 text-slate-700">
                {entries.map((entry) => (
                  <tr
                    key={entry._id}
                    data-testid="log-entry"
                    className="max-md:block max-md:px-4 max-md:py-3"
                  >
                    <td className={`${cell} whitespace-nowrap`}>
                      <time dateTime={entry.createdAt}>{time.dateTime(entry.createdAt)}</time>
                    </td>
                    <td className={cell}>
                      {label('Moderator')}
                      {entry.moderator ?? <span className="text-slate-500 italic">Automatic</span>}
                    </td>
                    <td className={`${cell} font-semibold text-slate-900`}>
                      {label('Action')}
                      {LOG_ACTION_LABELS[entry.action]}
                    </td>
                    <td className={`${cell} min-w-40 break-words`}>
                      <span className="text-slate-500">{TARGET_LABELS[entry.targetKind]}</span>{' '}
                      {entry.targetTitle}
                    </td>
                    <td className={cell}>
                      {label('Author')}
                      {entry.author ? (
                        <Link
                          to={paths.publicProfile.getHref(entry.author)}
                          className="hover:text-brand-700 hover:underline"
                        >
                          {entry.author}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className={`${cell} max-w-72 break-words whitespace-pre-line`}>
                      {entry.reason && label('Reason')}
                      {entry.reason || <span className="max-md:hidden">—</span>}
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>
                      {entry.action === 'suspend' ? (
                        <>
                          {label('Suspended until')}
                          {entry.suspendedUntil ? time.date(entry.suspendedUntil) : 'For good'}
                        </>
                      ) : (
                        <span className="max-md:hidden">—</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {log.hasNextPage && (
            <div className="mt-4 text-center">
              <Button
                variant="secondary"
                onClick={() => void log.fetchNextPage()}
                disabled={log.isFetchingNextPage}
              >
                {log.isFetchingNextPage && <Spinner className="size-4" />}
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}
