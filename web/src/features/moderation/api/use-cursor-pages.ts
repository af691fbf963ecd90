import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * Pages read by cursor, 'Load more' appending the next: each page is a query of its own (its key ends in its
 * cursor), so an action that invalidates the feature's keys refreshes every page shown. useQueries rather than
 * useInfiniteQuery, which the snippet page's comments use: sharing it would split it into a chunk of its own, a
 * request more in that page's first load (its JavaScript budget, decision 027).
 */
export function useCursorPages<T extends { nextCursor: string | null }>(
  key: readonly unknown[],
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<T>,
) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const results = useQueries({
    queries: cursors.map((cursor) => ({
      queryKey: [...key, cursor],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPage(cursor, signal),
      staleTime: 0,
    })),
  });
  const first = results[0]!;
  const last = results[results.length - 1]!;
  const pages = results.flatMap((result) => (result.data ? [result.data] : []));
  const nextCursor = last.data?.nextCursor ?? null;
  return {
    pages,
    isPending: first.isPending,
    error: first.error,
    refetch: first.refetch,
    hasNextPage: nextCursor !== null,
    isFetchingNextPage: results.length > 1 && last.isPending,
    fetchNextPage: () => {
      if (nextCursor !== null)
        setCursors((list) => (list.includes(nextCursor) ? list : [...list, nextCursor]));
    },
  };
}
