import type { ReportQueue } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { moderationKeys } from './keys';
import { useCursorPages } from './use-cursor-pages';

export const QUEUE_LOAD_ERROR = 'Could not load the reports';

/** GET /api/moderation/reports: a page of reported items in context, the longest waiting first (moderators). */
export const getReportQueue = (cursor: string | null, signal?: AbortSignal) =>
  api.get<ReportQueue>('/api/moderation/reports', {
    params: { cursor },
    defaultError: QUEUE_LOAD_ERROR,
    signal,
  });

/** The queue, page after page; `fetchNextPage` is its 'Load more'. */
export function useReportQueue() {
  return useCursorPages(moderationKeys.queue, getReportQueue);
}
