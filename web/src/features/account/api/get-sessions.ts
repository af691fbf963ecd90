import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionList } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** GET /api/auth/sessions: where the member is signed in, the current device first. */
export async function getSessions(): Promise<SessionList> {
  const { sessions } = await api.get<{ sessions: SessionList }>('/api/auth/sessions');
  return sessions;
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions, queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
