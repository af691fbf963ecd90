import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionList } from '@cloud-snippets/contract';
import { api, ApiError } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** What to sign out: one other device, or every device but this one. */
export type SessionsToEnd = { id: string } | 'others';

/**
 * DELETE /api/auth/sessions/{id}: that device is signed out (a 404 means it already was). DELETE
 * /api/auth/sessions?others=true: every device but this one, in one call. Not for the current one: that is a logout.
 */
export async function endSessions(which: SessionsToEnd): Promise<string> {
  if (which === 'others')
    return (await api.delete<{ message: string }>('/api/auth/sessions?others=true')).message;
  try {
    return (await api.delete<{ message: string }>(`/api/auth/sessions/${encodeURIComponent(which.id)}`))
      .message;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return '';
    throw error;
  }
}

/** Ends sessions; what ended leaves the list at once, and the list reloads after. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSessions,
    onSuccess: (_message, which) =>
      queryClient.setQueryData<SessionList>(accountKeys.sessions, (sessions) =>
        sessions?.filter((item) => (which === 'others' ? item.current : item.id !== which.id)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
