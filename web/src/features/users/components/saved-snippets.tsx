import { useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SAVED, SNIPPET, type SnippetSummary } from '@cloud-snippets/contract';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSavedSnippets, type SavedSnippetsPage } from '../api/get-saved-snippets';
import { userKeys } from '../api/keys';
import { LoadError } from '../../../components/ui/load-error';

/**
 * The member's saved snippets, 12 per page (?page=), newest saved first. Each card gets a Remove button that
 * unsaves in place: the card goes at once, the list refetches, and the previous page shows when the last card of
 * a page is removed. The cards and the unsave call come from the caller (the snippets feature owns them).
 */
export function SavedSnippets({
  renderCard,
  renderSkeleton,
  unsave,
}: {
  renderCard: (snippet: SnippetSummary, removeButton: ReactNode) => ReactNode;
  renderSkeleton: () => ReactNode;
  unsave: (snippetId: string) => Promise<unknown>;
}) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const page = Math.max(1, Math.trunc(Number(searchParams.get('page'))) || 1);
  const query = useSavedSnippets(page);
  const list = query.data;
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  const hrefForPage = (target: number) => (target > 1 ? `${pathname}?page=${target}` : pathname);

  async function remove(snippet: SnippetSummary) {
    const key = [...userKeys.saved, page];
    setRemoving((current) => new Set(current).add(snippet._id));
    const previous = queryClient.getQueryData<SavedSnippetsPage>(key);
    if (previous) {
      queryClient.setQueryData<SavedSnippetsPage>(key, {
        ...previous,
        snippets: previous.snippets.filter((item) => item._id !== snippet._id),
        totalSnippets: Math.max(0, previous.totalSnippets - 1),
      });
    }
    try {
      await unsave(snippet._id);
      notify.success(SNIPPET.unsaved);
      const remaining = queryClient.getQueryData<SavedSnippetsPage>(key)?.snippets.length ?? 0;
      if (remaining === 0 && page > 1) await navigate(hrefForPage(page - 1), { replace: true });
    } catch (error) {
      if (previous) queryClient.setQueryData(key, previous);
      notify.error(error instanceof ApiError ? error.message : SNIPPET.saveFailed);
    } finally {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(snippet._id);
        return next;
      });
      void queryClient.invalidateQueries({ queryKey: userKeys.saved });
    }
  }

  if (query.isError) {
    return <LoadError message={query.error.message} onRetry={query.refetch} />;
  }

  if (!list) {
    return (
      <div
        role="status"
        aria-label="Loading saved snippets"
        className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
      >
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <div key={index}>{renderSkeleton()}</div>
        ))}
      </div>
    );
  }

  if (list.snippets.length === 0) {
    return (
      <div
        data-testid="saved-empty"
        className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center shadow-card"
      >
        <Bookmark aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 text-lg font-semibold text-slate-900">{SAVED.empty}</p>
        <p className="mt-1 text-sm text-slate-600">
          Save a snippet from its page and it will wait for you here.
        </p>
        <ButtonLink to={paths.snippets.browse.getHref()} className="mt-5">
          {SAVED.browse}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="saved-count">
        {`${list.totalSnippets} saved ${list.totalSnippets === 1 ? 'snippet' : 'snippets'}`}
        {list.totalPages > 1 ? ` · page ${list.currentPage} of ${list.totalPages}` : ''}
      </p>
      <ul
        aria-label="Saved snippets"
        data-testid="saved-grid"
        className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
      >
        {list.snippets.map((snippet) => (
          <li key={snippet._id} className="flex min-w-0 [&>article]:flex-1">
            {renderCard(
              snippet,
              <Button
                variant="ghost"
                size="sm"
                className="h-8 px-2 text-slate-600"
                disabled={removing.has(snippet._id)}
                onClick={() => void remove(snippet)}
                data-testid="unsave-button"
                aria-label={`Remove “${snippet.title}” from saved`}
                title="Remove from saved"
              >
                <BookmarkX aria-hidden="true" className="size-4" />
                <span className="max-sm:sr-only">Remove</span>
              </Button>,
            )}
          </li>
        ))}
      </ul>
      <Pagination currentPage={list.currentPage} totalPages={list.totalPages} getHref={hrefForPage} />
    </div>
  );
}
