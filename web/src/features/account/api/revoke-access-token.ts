import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessToken } from '@cloud-snippets/contract';
import { api, ApiError } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** DELETE /api/tokens/{id}: revoked at once on every server process (a 404 means it already was). */
export async function revokeAccessToken(id: string): Promise<void> {
  try {
    await api.delete<void>(`/api/tokens/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

/** Revokes a token; it leaves the list at once, and the list reloads after. */
export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccessToken,
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<AccessToken[]>(accountKeys.accessTokens, (tokens) =>
        tokens?.filter((item) => item.id !== id),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.accessTokens }),
  });
}
