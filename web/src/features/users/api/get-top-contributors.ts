import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_ERRORS,
  PAGE_SIZES,
  type Contributor,
  type TopContributorsResponse,
} from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export interface TopContributors {
  users: Contributor[];
  totalContributors: number;
}

const EMPTY: TopContributors = { users: [], totalContributors: 0 };

/**
 * GET /api/users/top-contributors (SPEC §7 reads `data.users`). The home page swallows failures silently
 * (SPEC §2): no global message, and an empty answer instead of an error.
 */
export async function getTopContributors(
  limit: number = PAGE_SIZES.topContributors,
  signal?: AbortSignal,
): Promise<TopContributors> {
  try {
    const body = await api.get<Partial<TopContributorsResponse>>('/api/users/top-contributors', {
      params: { limit },
      defaultError: DEFAULT_ERRORS.fetchTopContributors,
      silent: true,
      signal,
    });
    const users = Array.isArray(body.data?.users) ? body.data.users : [];
    return { users, totalContributors: body.data?.totalContributors ?? users.length };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return EMPTY;
  }
}

export const topContributorsQueryOptions = (limit: number = PAGE_SIZES.topContributors) =>
  queryOptions({
    queryKey: [...userKeys.topContributors, limit] as const,
    queryFn: ({ signal }) => getTopContributors(limit, signal),
    staleTime: 60_000,
  });

export function useTopContributors(limit?: number) {
  return useQuery(topContributorsQueryOptions(limit));
}
