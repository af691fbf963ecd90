import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_ERRORS, PAGE_SIZES, type SnippetListResponse } from '@cloud-snippets/contract';
import { ApiError, api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { snippetListKeys, type SnippetListParams as ListKeyParams } from './snippet-list-keys';

/** The list's parameters: its cache key's, and `verified=recent` (decision 048), which the key carries as it is. */
export interface SnippetListParams extends ListKeyParams {
  verified?: string;
}

/** What the browse page asks for; `language` is the URL's name of the API's `codeLanguage`. */

export interface SnippetList {
  snippets: SnippetListResponse['snippets'];
  currentPage: number;
  totalPages: number;
  totalSnippets: number;
  /** totalSnippets is an estimate of a search's matches ("About 12,000"): more than its pages show. */
  totalIsApproximate: boolean;
  /** author=me without a session (or a 401): the list is empty and the visitor should log in. */
  requiresLogin: boolean;
}

function emptyList(page: number, requiresLogin: boolean): SnippetList {
  return {
    snippets: [],
    currentPage: page,
    totalPages: 0,
    totalSnippets: 0,
    totalIsApproximate: false,
    requiresLogin,
  };
}

/**
 * GET /api/snippets. A fetch for author 'me' without a session returns an empty list with no call; a 401
 * gives an empty list too (SPEC §4, §8).
 */
export async function getSnippets(params: SnippetListParams, signal?: AbortSignal): Promise<SnippetList> {
  if (params.author === 'me' && !session.isAuthenticated()) return emptyList(params.page, true);
  try {
    const data = await api.get<Partial<SnippetListResponse>>('/api/snippets', {
      params: {
        platform: params.platform,
        category: params.category,
        codeLanguage: params.language,
        search: params.search,
        tag: params.tag,
        author: params.author,
        hasTestClass: params.hasTestClass,
        ssjsSafe: params.ssjsSafe,
        verified: params.verified,
        sort: params.sort,
        page: params.page,
        limit: PAGE_SIZES.snippets,
      },
      defaultError: DEFAULT_ERRORS.fetchSnippets,
      signal,
    });
    return {
      // SPEC §9: the page is also sliced on the client, whatever the server sent.
      snippets: (data.snippets ?? []).slice(0, PAGE_SIZES.snippets),
      currentPage: data.currentPage ?? data.pagination?.currentPage ?? params.page,
      totalPages: data.totalPages ?? data.pagination?.totalPages ?? 0,
      totalSnippets: data.totalSnippets ?? data.pagination?.totalSnippets ?? 0,
      totalIsApproximate: data.totalIsApproximate === true,
      requiresLogin: false,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return emptyList(params.page, true);
    throw error;
  }
}

export const snippetsQueryOptions = (params: SnippetListParams) =>
  queryOptions({
    queryKey: snippetListKeys.list(params),
    queryFn: ({ signal }) => getSnippets(params, signal),
    placeholderData: keepPreviousData,
  });

export function useSnippets(params: SnippetListParams) {
  return useQuery(snippetsQueryOptions(params));
}
