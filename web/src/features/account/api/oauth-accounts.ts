import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OAuthProvider, SignInMethods } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** GET /api/auth/oauth/accounts: the member's password (or none) and linked providers. */
export function getSignInMethods(): Promise<SignInMethods> {
  return api.get<SignInMethods>('/api/auth/oauth/accounts');
}

export const signInMethodsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.signInMethods, queryFn: getSignInMethods });

export function useSignInMethods() {
  return useQuery(signInMethodsQueryOptions());
}

/**
 * POST /api/auth/oauth/{provider}/link: the provider's address, and the attempt's cookie. The browser then leaves for
 * the provider, which sends it back to the profile.
 */
export async function linkProvider(provider: OAuthProvider): Promise<void> {
  const { url } = await api.post<{ url: string }>(`/api/auth/oauth/${provider}/link`);
  window.location.assign(url);
}

export function useLinkProvider() {
  return useMutation({ mutationFn: linkProvider });
}

/** DELETE /api/auth/oauth/{provider}: refused (409) when it is the member's last way to sign in. */
export function unlinkProvider(provider: OAuthProvider): Promise<SignInMethods & { message: string }> {
  return api.delete<SignInMethods & { message: string }>(`/api/auth/oauth/${provider}`);
}

export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkProvider,
    onSuccess: ({ message: _message, ...methods }) =>
      queryClient.setQueryData(accountKeys.signInMethods, methods),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.signInMethods }),
  });
}
