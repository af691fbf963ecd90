import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { COMMENT_LIMITS, DEFAULT_ERRORS } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { commentKeys, type ReplyPage } from './comment-cache';

/** GET /api/comments/replies/{commentId}: one keyset page of a thread's replies, newest first. */
export async function getReplies(
  commentId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ReplyPage> {
  const data = await api.get<Partial<ReplyPage> | null>(
    `/api/comments/replies/${encodeURIComponent(commentId)}`,
    {
      params: { limit: COMMENT_LIMITS.repliesPerPage, cursor },
      defaultError: DEFAULT_ERRORS.fetchReplies,
      signal,
    },
  );
  if (!data || !Array.isArray(data.replies)) throw new Error(DEFAULT_ERRORS.loadReplies);
  return {
    replies: data.replies,
    replyCount: typeof data.replyCount === 'number' ? data.replyCount : data.replies.length,
    nextCursor: typeof data.nextCursor === 'string' && data.nextCursor ? data.nextCursor : null,
  };
}

export const repliesQueryOptions = (snippetId: string, commentId: string) =>
  infiniteQueryOptions({
    queryKey: commentKeys.replies(snippetId, commentId),
    queryFn: ({ pageParam, signal }) => getReplies(commentId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** A thread's replies, loaded only once someone asks to see more than the preview (SPEC §4: lazily). */
export function useReplies(snippetId: string, commentId: string, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...repliesQueryOptions(snippetId, commentId), enabled });
}
