import { isServer, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type SnippetDetail } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

/** GET /api/snippets/{idOrSlug}. */
export async function getSnippet(idOrSlug: string, signal?: AbortSignal): Promise<SnippetDetail> {
  const data = await api.get<{ snippet: SnippetDetail }>(`/api/snippets/${encodeURIComponent(idOrSlug)}`, {
    defaultError: DEFAULT_ERRORS.fetchSnippet,
    signal,
  });
  return data.snippet;
}

export const snippetDetailKeys = {
  all: ['snippets', 'detail'] as const,
  detail: (idOrSlug: string) => [...snippetDetailKeys.all, idOrSlug] as const,
};

export const snippetQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: snippetDetailKeys.detail(idOrSlug),
    queryFn: ({ signal }) => getSnippet(idOrSlug, signal),
    // Leaving the page clears the current snippet (SPEC §4): nothing is kept once no screen shows it. (While the
    // server renders a page, the query has no observer yet: it must outlive the loaders.)
    gcTime: isServer ? Infinity : 0,
  });

export function useSnippet(idOrSlug: string) {
  return useQuery(snippetQueryOptions(idOrSlug));
}
