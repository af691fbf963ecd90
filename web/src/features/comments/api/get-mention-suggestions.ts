import { api } from '../../../lib/api-client';

/** A member the comment box offers for an @mention. */
export interface MentionSuggestion {
  username: string;
  avatar: string;
}

/**
 * GET /api/users/mentions?q=: up to 8 members whose username starts with `prefix` (any case). Silent: a list that
 * could not load is simply not shown.
 */
export async function getMentionSuggestions(
  prefix: string,
  signal?: AbortSignal,
): Promise<MentionSuggestion[]> {
  const { users } = await api.get<{ users: MentionSuggestion[] }>('/api/users/mentions', {
    params: { q: prefix },
    silent: true,
    signal,
  });
  return users;
}
