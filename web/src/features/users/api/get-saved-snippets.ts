import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_ERRORS, PAGE_SIZES, type SnippetListResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export interface SavedSnippetsPage {
  snippets: SnippetListResponse['snippets'];
  currentPage: number;
  totalPages: number;
  totalSnippets: number;
}

/** GET /api/users/profile/savedSnippets: the member's saved snippets, newest saved first, 12 per page. */
export async function getSavedSnippets(page: number, signal?: AbortSignal): Promise<SavedSnippetsPage> {
  const data = await api.get<Partial<SnippetListResponse>>('/api/users/profile/savedSnippets', {
    params: { page, limit: PAGE_SIZES.savedSnippets },
    defaultError: DEFAULT_ERRORS.fetchSavedSnippets,
    signal,
  });
  return {
    snippets: (data.snippets ?? []).slice(0, PAGE_SIZES.savedSnippets),
    currentPage: data.currentPage ?? data.pagination?.currentPage ?? page,
    totalPages: data.totalPages ?? data.pagination?.totalPages ?? 0,
    totalSnippets: data.totalSnippets ?? data.pagination?.totalSnippets ?? 0,
  };
}

export const savedSnippetsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...userKeys.saved, page] as const,
    queryFn: ({ signal }) => getSavedSnippets(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useSavedSnippets(page: number) {
  return useQuery(savedSnippetsQueryOptions(page));
}
