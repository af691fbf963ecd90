import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OAuthHandoff } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

/** POST /api/auth/oauth/handoff: what a finished provider sign-in still needs; the code stays usable. */
export function getOAuthHandoff(code: string): Promise<OAuthHandoff> {
  return api.post<OAuthHandoff>('/api/auth/oauth/handoff', { code }, { token: null, silent: true });
}

export const oauthHandoffQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['oauth-handoff', code],
    queryFn: () => getOAuthHandoff(code),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export function useOAuthHandoff(code: string | null) {
  return useQuery({ ...oauthHandoffQueryOptions(code ?? ''), enabled: code !== null });
}
