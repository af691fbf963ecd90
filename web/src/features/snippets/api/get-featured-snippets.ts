import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type SnippetCardsResponse, type SnippetSummary } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

/** How many featured cards the home page shows. */
export const FEATURED_ON_HOME = 6;

/**
 * GET /api/snippets/featured. The home page swallows failures silently (SPEC §2): no global message, and an
 * empty list instead of an error.
 */
export async function getFeaturedSnippets(
  limit: number = FEATURED_ON_HOME,
  signal?: AbortSignal,
): Promise<SnippetSummary[]> {
  try {
    const data = await api.get<Partial<SnippetCardsResponse>>('/api/snippets/featured', {
      params: { limit },
      defaultError: DEFAULT_ERRORS.fetchFeatured,
      silent: true,
      signal,
    });
    return Array.isArray(data.snippets) ? data.snippets.slice(0, limit) : [];
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return [];
  }
}

export const featuredSnippetsQueryOptions = (limit: number = FEATURED_ON_HOME) =>
  queryOptions({
    queryKey: ['snippets', 'featured', limit] as const,
    queryFn: ({ signal }) => getFeaturedSnippets(limit, signal),
    staleTime: 60_000,
  });

export function useFeaturedSnippets(limit?: number) {
  return useQuery(featuredSnippetsQueryOptions(limit));
}
