import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { COMMENT_LIMITS, DEFAULT_ERRORS } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { commentKeys, type CommentPage } from './comment-cache';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * SPEC §7 says the list may come as `comments`, `snippet.comments` or a bare array; each item is kept as sent
 * (the list validates item by item, SPEC §5).
 */
export function toCommentPage(data: unknown): CommentPage {
  const comments = Array.isArray(data)
    ? data
    : isRecord(data) && Array.isArray(data.comments)
      ? data.comments
      : isRecord(data) && isRecord(data.snippet) && Array.isArray(data.snippet.comments)
        ? data.snippet.comments
        : null;
  if (!comments) throw new Error(DEFAULT_ERRORS.fetchComments);
  const fields = isRecord(data) ? data : {};
  return {
    comments,
    totalComments: numberOr(fields.totalComments, comments.length),
    totalThreads: numberOr(fields.totalThreads, comments.length),
    nextCursor: typeof fields.nextCursor === 'string' && fields.nextCursor ? fields.nextCursor : null,
  };
}

/** GET /api/comments/snippet/{snippetId}: one keyset page of top-level comments, newest first. */
export async function getComments(
  snippetId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CommentPage> {
  const data = await api.get<unknown>(`/api/comments/snippet/${encodeURIComponent(snippetId)}`, {
    params: { limit: COMMENT_LIMITS.threadsPerPage, cursor },
    defaultError: DEFAULT_ERRORS.fetchComments,
    signal,
  });
  return toCommentPage(data);
}

export const commentsQueryOptions = (snippetId: string) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(snippetId),
    queryFn: ({ pageParam, signal }) => getComments(snippetId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The snippet's threads; `fetchNextPage` is the 'Load more comments' button. */
export function useComments(snippetId: string) {
  return useInfiniteQuery(commentsQueryOptions(snippetId));
}
