import type { QueryClient } from '@tanstack/react-query';
import { languagesQueryOptions } from '../features/snippets/api/get-languages';
import { publicConfigQueryOptions } from '../lib/public-config';

/** SPEC §4: the language list and the bot-protection config are read at start; both fall back silently. */
export function rootLoader(_args: unknown, queryClient: QueryClient) {
  return Promise.all([
    queryClient.prefetchQuery(languagesQueryOptions()),
    queryClient.prefetchQuery(publicConfigQueryOptions()),
  ]);
}
