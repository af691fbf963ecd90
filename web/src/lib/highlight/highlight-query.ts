import { queryOptions } from '@tanstack/react-query';

/**
 * The highlighted lines of some code, as a query: the server fills it while rendering a snippet page, so the
 * browser shows the colours without downloading a grammar; elsewhere the grammar chunk is loaded on demand.
 * (The key holds the code itself: compression folds the repeat, and no hash can collide.)
 */
export const highlightQueryOptions = (code: string, language: string) =>
  queryOptions({
    queryKey: ['highlight', language, code] as const,
    queryFn: async () => (await import('./highlight')).highlightLines(code, language),
    staleTime: Infinity,
    retry: false,
    // Parsing needs no network: the query runs whether or not the browser believes it is online.
    networkMode: 'always',
  });
