import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionList } from '@cloud-snippets/contract';
import { api, ApiError } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** DELETE /api/auth/sessions/{id}: that device is signed out. Not for the current one: that is a logout. */
export function endSession(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/auth/sessions/${encodeURIComponent(id)}`);
}

/**
 * Ends these sessions, all at once; resolves with the server's message of the last. Each one ended (or already gone:
 * a 404) leaves the list at once; the first other failure is thrown once every call is done. The list reloads after.
 */
export async function endSessions(ids: readonly string[], onGone: (id: string) => void): Promise<string> {
  const results = await Promise.allSettled(ids.map((id) => endSession(id)));
  let message = '';
  let failure: unknown = null;
  results.forEach((result, index) => {
    const id = ids[index]!;
    if (result.status === 'fulfilled') {
      message = result.value.message;
      onGone(id);
    } else if (result.reason instanceof ApiError && result.reason.status === 404) onGone(id);
    else failure ??= result.reason;
  });
  if (failure) throw failure;
  return message;
}

export function useEndSessions() {
  const queryClient = useQueryClient();
  const forget = (id: string) =>
    queryClient.setQueryData<SessionList>(accountKeys.sessions, (sessions) =>
      sessions?.filter((item) => item.id !== id),
    );
  return useMutation({
    mutationFn: (ids: readonly string[]) => endSessions(ids, forget),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
