import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';

interface ListQuery {
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * A moderation screen beside the queue (hidden items, suspended members): its heading with the way back to the
 * reports, then the list, or its loading, its error with a retry, or what it says when empty.
 */
export function ModerationListScreen({
  title,
  intro,
  query,
  loadingLabel,
  empty,
  children,
}: {
  title: string;
  intro: string;
  query: ListQuery;
  loadingLabel: string;
  /** Shown when the list has nothing; null while it has something. */
  empty: ReactNode;
  /** The list's items (<li>). */
  children: ReactNode;
}) {
  return (
    <>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="text-base text-slate-600">{intro}</p>
        </div>
        <ButtonLink to={paths.admin.reports.getHref()} variant="secondary" size="sm">
          Reports
        </ButtonLink>
      </header>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner className="size-4" />
          {loadingLabel}
        </p>
      ) : query.error ? (
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        (empty ?? (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-card">
            {children}
          </ul>
        ))
      )}
    </>
  );
}

/** The classes of a row of such a list: what it names, then its action. */
export const MODERATION_LIST_ROW =
  'flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between';
