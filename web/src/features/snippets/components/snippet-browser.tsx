import { FileSearch, LogIn, Plus } from 'lucide-react';
import { useLocation } from 'react-router';
import { LISTING_META_SNIPPETS, SNIPPET } from '@cloud-snippets/contract';
import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { useSnippets, type SnippetList } from '../api/get-snippets';
import { listParamsOf, useBrowseFilters, type BrowseFilters } from '../hooks/use-browse-filters';
import { ActiveFilterChips } from './active-filter-chips';
import { BrowseFiltersForm } from './browse-filters';
import { SnippetCard, SnippetCardSkeleton } from './snippet-card';
import { LoadError } from '../../../components/ui/load-error';
import { useSiteUrl } from '../../../ssr/site-url';
import { listingStructuredData } from '../utils/listing-structured-data';

const SKELETON_COUNT = 6;

/** Listing meta (SPEC §9): the description names the first 10 snippets of the page. */
export function listingMetaDescription(titles: readonly string[]): string {
  const first = titles.slice(0, LISTING_META_SNIPPETS);
  if (first.length === 0) return 'Browse Salesforce code snippets by platform, category and language.';
  return `Salesforce code snippets: ${first.join(', ')}.`;
}

function listingTitle(filters: BrowseFilters): string {
  if (filters.search) return `Search: ${filters.search}`;
  if (filters.author === 'me') return 'My Snippets';
  if (filters.author) return `Snippets by ${filters.author}`;
  if (filters.tag) return `#${filters.tag} snippets`;
  return 'Browse Snippets';
}

/**
 * The browse page body: filters and chips, the results grid with skeletons, pagination, empty state.
 * `ownUsername`: the signed-in member's, when there is one. A list by its viewer's username is theirs ("My
 * Snippets"): it is read as author=me, every visibility, under a key apart from the visitor's list the server rendered.
 */
export function SnippetBrowser({ ownUsername = null }: { ownUsername?: string | null } = {}) {
  const { filters, setFilters, setSearch, clearAll, hrefForPage } = useBrowseFilters();
  const params = listParamsOf(filters);
  const isOwn = ownUsername !== null && params.author?.toLowerCase() === ownUsername.toLowerCase();
  const query = useSnippets(isOwn ? { ...params, author: 'me' } : params);
  const list = query.data;
  const isFirstLoad = query.isPending;
  const isRefreshing = query.isPlaceholderData && query.isFetching;
  const siteUrl = useSiteUrl();
  const location = useLocation();
  const title = listingTitle(filters);
  const description = listingMetaDescription(list?.snippets.map((s) => s.title) ?? []);

  return (
    <>
      <PageMeta
        title={title}
        description={description}
        // A member's own list is theirs alone: no search engine reads it.
        structuredData={
          list && !isOwn && filters.author !== 'me'
            ? [
                listingStructuredData({
                  siteUrl,
                  path: `${location.pathname}${location.search}`,
                  name: title,
                  description,
                  currentPage: list.currentPage,
                  snippets: list.snippets,
                }),
              ]
            : undefined
        }
      />
      <div className="space-y-5">
        <BrowseFiltersForm filters={filters} onChange={setFilters} onSearch={setSearch} />
        <ActiveFilterChips
          filters={filters}
          onRemove={(key) => setFilters({ [key]: undefined })}
          onClearAll={clearAll}
        />

        <div className="flex min-h-6 items-center justify-between gap-3">
          <p aria-live="polite" className="text-sm text-slate-600" data-testid="results-count">
            {list && !list.requiresLogin ? resultsCount(list) : ''}
          </p>
        </div>

        {query.isError ? (
          <LoadError message={query.error.message} onRetry={query.refetch} />
        ) : isFirstLoad ? (
          <div
            role="status"
            aria-label="Loading snippets"
            className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
          >
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <SnippetCardSkeleton key={index} />
            ))}
          </div>
        ) : list?.requiresLogin ? (
          <div className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-card">
            <LogIn aria-hidden="true" className="mx-auto size-10 text-slate-400" />
            <p role="status" className="mt-3 text-base font-semibold text-slate-900">
              {SNIPPET.loginToViewOwn}
            </p>
            <ButtonLink to={paths.login.getHref(hrefForPage(filters.page))} className="mt-5">
              Log in
            </ButtonLink>
          </div>
        ) : list && list.snippets.length === 0 ? (
          <div
            data-testid="empty-state"
            className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center shadow-card"
          >
            <FileSearch aria-hidden="true" className="mx-auto size-10 text-slate-400" />
            <p className="mt-3 text-lg font-semibold text-slate-900">{SNIPPET.noSnippets}</p>
            <p className="mt-1 text-sm text-slate-600">
              Try other filters, or share the snippet you were looking for.
            </p>
            <ButtonLink to={paths.snippets.create.getHref()} className="mt-5">
              <Plus aria-hidden="true" className="size-4" />
              Create a snippet
            </ButtonLink>
          </div>
        ) : list ? (
          <>
            <ul
              aria-label="Snippets"
              aria-busy={isRefreshing || undefined}
              data-testid="snippet-grid"
              className="grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 aria-busy:opacity-60"
            >
              {list.snippets.map((snippet) => (
                <li key={snippet._id} className="flex min-w-0">
                  <div className="flex w-full min-w-0 flex-col [&>article]:flex-1">
                    <SnippetCard snippet={snippet} />
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              currentPage={list.currentPage}
              totalPages={list.totalPages}
              getHref={hrefForPage}
              className="pt-4"
            />
          </>
        ) : null}
      </div>
    </>
  );
}

/** "240 snippets · page 2 of 20"; an estimated total reads "About 12,000 snippets" (two significant digits). */
export function resultsCount(list: SnippetList): string {
  const { totalSnippets: total, totalPages, currentPage } = list;
  const count = list.totalIsApproximate
    ? `About ${Number(total.toPrecision(2)).toLocaleString('en-US')} snippets`
    : `${total} ${total === 1 ? 'snippet' : 'snippets'}`;
  return `${count}${totalPages > 1 ? ` · page ${currentPage} of ${totalPages}` : ''}`;
}
