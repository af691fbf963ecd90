import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_ERRORS } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { commentKeys, type LineCommentList } from './comment-cache';

/** GET /api/comments/snippet/{snippetId}/lines: the snippet's line comments, oldest first (decision 076). */
export async function getLineComments(snippetId: string, signal?: AbortSignal): Promise<LineCommentList> {
  const data = await api.get<Partial<LineCommentList> | null>(
    `/api/comments/snippet/${encodeURIComponent(snippetId)}/lines`,
    { defaultError: DEFAULT_ERRORS.fetchComments, signal },
  );
  return { comments: Array.isArray(data?.comments) ? data.comments : [] };
}

export const lineCommentsQueryOptions = (snippetId: string) =>
  queryOptions({
    queryKey: commentKeys.lines(snippetId),
    queryFn: ({ signal }) => getLineComments(snippetId, signal),
  });

/** The line comments of the snippet, for its code view. */
export function useLineComments(snippetId: string) {
  return useQuery(lineCommentsQueryOptions(snippetId));
}
