import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessToken } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** GET /api/tokens: the member's personal access tokens, newest first (never the tokens themselves). */
export async function getAccessTokens(): Promise<AccessToken[]> {
  const { accessTokens } = await api.get<{ accessTokens: AccessToken[] }>('/api/tokens');
  return accessTokens;
}

export const accessTokensQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.accessTokens, queryFn: getAccessTokens });

export function useAccessTokens() {
  return useQuery(accessTokensQueryOptions());
}
