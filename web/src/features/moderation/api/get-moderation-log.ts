import type { ModerationLog } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { moderationKeys } from './keys';
import { useCursorPages } from './use-cursor-pages';

export const LOG_LOAD_ERROR = 'Could not load the moderation log';

/** GET /api/moderation/log: every moderation action, newest first (moderators). */
export const getModerationLog = (cursor: string | null, signal?: AbortSignal) =>
  api.get<ModerationLog>('/api/moderation/log', { params: { cursor }, defaultError: LOG_LOAD_ERROR, signal });

/** The log, page after page; `fetchNextPage` is its 'Load more'. */
export function useModerationLog() {
  return useCursorPages(moderationKeys.log, getModerationLog);
}
