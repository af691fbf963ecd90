import { FileCode2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { SnippetSummary } from '@cloud-snippets/contract';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { useUserSnippets, type UserSnippetsParams } from '../api/get-user-snippets';
import { LoadError } from '../../../components/ui/load-error';
import { keepScrollPosition } from '../../../lib/scroll-restoration';

/** The sort choices of a member's snippets; the URL carries the key (?sort=). */
export const USER_SNIPPET_SORTS = [
  { value: 'newest', label: 'Newest', sortBy: 'createdAt', sortOrder: 'desc' },
  { value: 'oldest', label: 'Oldest', sortBy: 'createdAt', sortOrder: 'asc' },
  { value: 'updated', label: 'Recently updated', sortBy: 'updatedAt', sortOrder: 'desc' },
  { value: 'popular', label: 'Most liked', sortBy: 'likeCount', sortOrder: 'desc' },
  { value: 'views', label: 'Most viewed', sortBy: 'viewCount', sortOrder: 'desc' },
  { value: 'az', label: 'A–Z', sortBy: 'title', sortOrder: 'asc' },
] as const satisfies readonly {
  value: string;
  label: string;
  sortBy: UserSnippetsParams['sortBy'];
  sortOrder: UserSnippetsParams['sortOrder'];
}[];

type SortKey = (typeof USER_SNIPPET_SORTS)[number]['value'];
const DEFAULT_SORT: SortKey = 'newest';

/** Page and sort from the URL; unknown values fall back to page 1 and newest first. */
export function userSnippetsParamsFrom(searchParams: URLSearchParams): {
  sort: SortKey;
  params: UserSnippetsParams;
} {
  const sort =
    USER_SNIPPET_SORTS.find((option) => option.value === searchParams.get('sort')) ?? USER_SNIPPET_SORTS[0];
  const page = Math.max(1, Math.trunc(Number(searchParams.get('page'))) || 1);
  return { sort: sort.value, params: { page, sortBy: sort.sortBy, sortOrder: sort.sortOrder } };
}

/**
 * A member's snippets, 10 per page, with a sort select; page and sort live in the URL (?page&sort). The cards
 * come from the caller (the snippets feature draws them).
 */
export function UserSnippets({
  username,
  isOwner,
  renderCard,
  renderSkeleton,
  emptyAction,
}: {
  username: string;
  isOwner: boolean;
  renderCard: (snippet: SnippetSummary) => ReactNode;
  renderSkeleton: () => ReactNode;
  emptyAction?: ReactNode;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const { sort, params } = userSnippetsParamsFrom(searchParams);
  const query = useUserSnippets(username, params, isOwner);
  const list = query.data;

  function hrefForPage(page: number) {
    const next = new URLSearchParams(searchParams);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  }

  function onSortChange(value: string) {
    const next = new URLSearchParams(searchParams);
    if (value === DEFAULT_SORT) next.delete('sort');
    else next.set('sort', value);
    next.delete('page');
    keepScrollPosition();
    setSearchParams(next);
  }

  return (
    <section aria-labelledby="user-snippets-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="user-snippets-heading" className="text-lg font-semibold text-slate-900">
            Snippets
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="user-snippets-count">
            {list
              ? `${list.totalSnippets} ${list.totalSnippets === 1 ? 'snippet' : 'snippets'}${list.totalPages > 1 ? ` · page ${list.currentPage} of ${list.totalPages}` : ''}`
              : '\u00a0'}
          </p>
        </div>
        <SelectField
          label="Sort snippets"
          hideLabel
          value={sort}
          onChange={(event) => onSortChange(event.target.value)}
          className="w-48"
          data-testid="user-snippets-sort"
        >
          {USER_SNIPPET_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      {query.isError ? (
        <LoadError message={query.error.message} onRetry={query.refetch} />
      ) : !list ? (
        <div role="status" aria-label="Loading snippets" className="grid gap-5 md:grid-cols-2">
          {[0, 1, 2, 3].map((index) => (
            <div key={index}>{renderSkeleton()}</div>
          ))}
        </div>
      ) : list.snippets.length === 0 ? (
        <div
          data-testid="user-snippets-empty"
          className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center shadow-card"
        >
          <FileCode2 aria-hidden="true" className="mx-auto size-9 text-slate-400" />
          <p className="mt-3 font-semibold text-slate-900">
            {isOwner ? "You haven't shared any snippets yet." : `${username} hasn't shared any snippets yet.`}
          </p>
          {isOwner && emptyAction && <div className="mt-4">{emptyAction}</div>}
        </div>
      ) : (
        <>
          <ul
            aria-label={`Snippets by ${username}`}
            aria-busy={(query.isPlaceholderData && query.isFetching) || undefined}
            data-testid="user-snippets"
            className="grid gap-5 transition-opacity md:grid-cols-2 aria-busy:opacity-60"
          >
            {list.snippets.map((snippet) => (
              <li key={snippet._id} className="flex min-w-0 [&>article]:flex-1">
                {renderCard(snippet)}
              </li>
            ))}
          </ul>
          <Pagination currentPage={list.currentPage} totalPages={list.totalPages} getHref={hrefForPage} />
        </>
      )}
    </section>
  );
}
