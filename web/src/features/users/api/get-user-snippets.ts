import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_ERRORS,
  PAGE_SIZES,
  type SnippetListResponse,
  type UserSnippetsQuery,
} from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export type UserSnippetsParams = Pick<UserSnippetsQuery, 'page' | 'sortBy' | 'sortOrder'>;

export interface UserSnippetsPage {
  snippets: SnippetListResponse['snippets'];
  currentPage: number;
  totalPages: number;
  totalSnippets: number;
}

/** GET /api/users/{username}/snippets, 10 per page (SPEC §9). */
export async function getUserSnippets(
  username: string,
  params: UserSnippetsParams,
  signal?: AbortSignal,
): Promise<UserSnippetsPage> {
  const data = await api.get<Partial<SnippetListResponse>>(
    `/api/users/${encodeURIComponent(username)}/snippets`,
    {
      params: { ...params, limit: PAGE_SIZES.userSnippets },
      defaultError: DEFAULT_ERRORS.fetchSnippets,
      signal,
    },
  );
  return {
    snippets: data.snippets ?? [],
    currentPage: data.currentPage ?? data.pagination?.currentPage ?? params.page,
    totalPages: data.totalPages ?? data.pagination?.totalPages ?? 0,
    totalSnippets: data.totalSnippets ?? data.pagination?.totalSnippets ?? 0,
  };
}

/**
 * A member's list; `asOwner` when its owner reads it, who gets every one of theirs (private and unlisted too): a key
 * of its own, so the visitor's list the server rendered is not shown to them.
 */
export const userSnippetsQueryOptions = (username: string, params: UserSnippetsParams, asOwner = false) =>
  queryOptions({
    queryKey: [...userKeys.snippetsOf(username), params, asOwner ? 'owner' : 'reader'] as const,
    queryFn: ({ signal }) => getUserSnippets(username, params, signal),
    placeholderData: keepPreviousData,
  });

export function useUserSnippets(username: string, params: UserSnippetsParams, asOwner = false) {
  return useQuery(userSnippetsQueryOptions(username, params, asOwner));
}
