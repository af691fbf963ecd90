import { ScrollText } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useReportQueue } from '../api/get-report-queue';
import { ReportedItemCard } from './reported-item-card';

/** /admin/reports (moderators): the open count, the reported items, the longest waiting first, and Load more. */
export function ReportQueue() {
  const queue = useReportQueue();
  const items = queue.pages.flatMap((page) => page.items) ?? [];
  const openCount = queue.pages[0]?.openCount;

  return (
    <>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Reports
            {openCount !== undefined && (
              <span
                data-testid="open-count"
                className="rounded-full bg-brand-50 px-3 py-1 text-base font-semibold text-brand-800"
              >
                {openCount} open
              </span>
            )}
          </h1>
          <p className="text-base text-slate-600">What members reported, the longest waiting first.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.admin.hidden.getHref()} variant="secondary" size="sm">
            Hidden items
          </ButtonLink>
          <ButtonLink to={paths.admin.suspensions.getHref()} variant="secondary" size="sm">
            Suspended members
          </ButtonLink>
          <ButtonLink to={paths.admin.log.getHref()} variant="secondary" size="sm">
            <ScrollText aria-hidden="true" className="size-4" />
            Moderation log
          </ButtonLink>
        </div>
      </header>

      {queue.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner className="size-4" />
          Loading reports…
        </p>
      ) : queue.error ? (
        <LoadError message={queue.error.message} onRetry={queue.refetch} />
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-700">
          Nothing to review: no open reports.
        </p>
      ) : (
        <div className="space-y-4" data-testid="report-queue">
          {items.map((item) => (
            <ReportedItemCard key={`${item.targetKind}:${item.targetId}`} item={item} />
          ))}
          {queue.hasNextPage && (
            <div className="text-center">
              <Button
                variant="secondary"
                onClick={() => void queue.fetchNextPage()}
                disabled={queue.isFetchingNextPage}
              >
                {queue.isFetchingNextPage && <Spinner className="size-4" />}
                Load more
              </Button>
            </div>
          )}
        </div>
      )}
    </>
  );
}
