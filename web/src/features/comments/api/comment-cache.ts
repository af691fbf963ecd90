import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { commentIdOf } from '../utils/validate-comment';

/**
 * Where the comments of a snippet live in the query cache, and the edits that keep the tree right after a post,
 * an edit, a reaction or a delete without reloading every page (the keyset cursors stay valid).
 *
 * Items are kept as the server sent them (`unknown`): a malformed one must still reach the list, where it renders
 * as SPEC §5's error box instead of breaking its neighbours.
 */
export const commentKeys = {
  all: ['comments'] as const,
  snippet: (snippetId: string) => [...commentKeys.all, snippetId] as const,
  list: (snippetId: string) => [...commentKeys.snippet(snippetId), 'list'] as const,
  replies: (snippetId: string, commentId: string) =>
    [...commentKeys.snippet(snippetId), 'replies', commentId] as const,
  allReplies: (snippetId: string) => [...commentKeys.snippet(snippetId), 'replies'] as const,
  /** The line comments the code view shows (decision 076). */
  lines: (snippetId: string) => [...commentKeys.snippet(snippetId), 'lines'] as const,
};

/** The snippet's line comments, oldest first, each with its newest replies (decision 076). */
export interface LineCommentList {
  comments: unknown[];
}

/** The line comments as `change` leaves them, when the code view has loaded them. */
function changeLines(
  queryClient: QueryClient,
  snippetId: string,
  change: (comments: unknown[]) => unknown[],
) {
  queryClient.setQueryData<LineCommentList>(commentKeys.lines(snippetId), (data) =>
    data ? { comments: change(data.comments) } : data,
  );
}

/** One page of top-level comments. */
export interface CommentPage {
  comments: unknown[];
  totalComments: number;
  totalThreads: number;
  nextCursor: string | null;
}

/** One page of a thread's replies. */
export interface ReplyPage {
  replies: unknown[];
  replyCount: number;
  nextCursor: string | null;
}

export type CommentPages = InfiniteData<CommentPage, string | null>;
export type ReplyPages = InfiniteData<ReplyPage, string | null>;

type Fields = Record<string, unknown>;
type Patch = (comment: Fields) => Fields;

const asFields = (value: unknown) => value as Fields;

function patchReplies(replies: unknown, commentId: string, patch: Patch): unknown {
  if (!Array.isArray(replies)) return replies;
  return replies.map((reply) => (commentIdOf(reply) === commentId ? patch(asFields(reply)) : reply));
}

/** Applies `patch` to the comment or reply `commentId` wherever the cache holds it. */
export function patchComment(queryClient: QueryClient, snippetId: string, commentId: string, patch: Patch) {
  changeLines(queryClient, snippetId, (comments) =>
    comments.map((comment) => {
      if (commentIdOf(comment) === commentId) return patch(asFields(comment));
      const fields = asFields(comment);
      return { ...fields, replies: patchReplies(fields.replies, commentId, patch) };
    }),
  );
  queryClient.setQueryData<CommentPages>(commentKeys.list(snippetId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            comments: page.comments.map((comment) => {
              if (commentIdOf(comment) === commentId) return patch(asFields(comment));
              if (commentIdOf(comment) === null) return comment;
              const fields = asFields(comment);
              return { ...fields, replies: patchReplies(fields.replies, commentId, patch) };
            }),
          })),
        }
      : data,
  );
  queryClient.setQueriesData<ReplyPages>({ queryKey: commentKeys.allReplies(snippetId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            replies: patchReplies(page.replies, commentId, patch) as unknown[],
          })),
        }
      : data,
  );
}

/** The comment or reply `commentId` as the cache holds it. */
export function findComment(queryClient: QueryClient, snippetId: string, commentId: string): Fields | null {
  const list = queryClient.getQueryData<CommentPages>(commentKeys.list(snippetId));
  for (const page of list?.pages ?? []) {
    for (const comment of page.comments) {
      if (commentIdOf(comment) === commentId) return asFields(comment);
      const replies = commentIdOf(comment) ? asFields(comment).replies : null;
      if (Array.isArray(replies)) {
        const reply = replies.find((candidate) => commentIdOf(candidate) === commentId);
        if (reply) return asFields(reply);
      }
    }
  }
  for (const [, data] of queryClient.getQueriesData<ReplyPages>({
    queryKey: commentKeys.allReplies(snippetId),
  })) {
    for (const page of data?.pages ?? []) {
      const reply = page.replies.find((candidate) => commentIdOf(candidate) === commentId);
      if (reply) return asFields(reply);
    }
  }
  return null;
}

function adjustTotals(page: CommentPage, comments: number, threads: number): CommentPage {
  return {
    ...page,
    totalComments: Math.max(0, page.totalComments + comments),
    totalThreads: Math.max(0, page.totalThreads + threads),
  };
}

/** A new top-level comment goes first (threads are newest first). */
export function insertThread(queryClient: QueryClient, snippetId: string, comment: unknown) {
  // A line comment is shown under its lines too, after the ones before it.
  if (asFields(comment).line) changeLines(queryClient, snippetId, (comments) => [...comments, comment]);
  queryClient.setQueryData<CommentPages>(commentKeys.list(snippetId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) =>
            adjustTotals(index === 0 ? { ...page, comments: [comment, ...page.comments] } : page, 1, 1),
          ),
        }
      : data,
  );
}

/** The thread `parentId` with `reply` first among its replies and one more reply counted; any other unchanged. */
function withReply(comment: unknown, parentId: string, reply: unknown): unknown {
  if (commentIdOf(comment) !== parentId) return comment;
  const fields = asFields(comment);
  const replies = Array.isArray(fields.replies) ? fields.replies : [];
  return {
    ...fields,
    replies: [reply, ...replies],
    replyCount: (typeof fields.replyCount === 'number' ? fields.replyCount : 0) + 1,
  };
}

/** A new reply goes to the top of its thread and the thread's reply count goes up by one (SPEC §4). */
export function insertReply(queryClient: QueryClient, snippetId: string, parentId: string, reply: unknown) {
  changeLines(queryClient, snippetId, (comments) =>
    comments.map((comment) => withReply(comment, parentId, reply)),
  );
  queryClient.setQueryData<CommentPages>(commentKeys.list(snippetId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            adjustTotals(
              {
                ...page,
                comments: page.comments.map((comment) => withReply(comment, parentId, reply)),
              },
              1,
              0,
            ),
          ),
        }
      : data,
  );
  queryClient.setQueryData<ReplyPages>(commentKeys.replies(snippetId, parentId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({
            ...page,
            replies: index === 0 ? [reply, ...page.replies] : page.replies,
            replyCount: page.replyCount + 1,
          })),
        }
      : data,
  );
}

/** The thread `parentId` without the reply `commentId`, one reply fewer counted; any other unchanged. */
function withoutReply(comment: unknown, parentId: string, commentId: string): unknown {
  if (commentIdOf(comment) !== parentId) return comment;
  const fields = asFields(comment);
  const replies = Array.isArray(fields.replies) ? fields.replies : [];
  return {
    ...fields,
    replies: replies.filter((reply) => commentIdOf(reply) !== commentId),
    replyCount: Math.max(0, (typeof fields.replyCount === 'number' ? fields.replyCount : 1) - 1),
  };
}

/**
 * Takes a deleted comment out of the tree: a thread goes with its replies (`deletedCount` says how many went), a
 * reply (`parentId` set) leaves its thread one reply shorter, whether it was among the replies shown or not.
 */
export function removeComment(
  queryClient: QueryClient,
  snippetId: string,
  {
    commentId,
    parentId,
    deletedCount = 1,
  }: { commentId: string; parentId: string | null; deletedCount?: number },
) {
  changeLines(queryClient, snippetId, (comments) =>
    parentId
      ? comments.map((comment) => withoutReply(comment, parentId, commentId))
      : comments.filter((comment) => commentIdOf(comment) !== commentId),
  );
  queryClient.setQueryData<CommentPages>(commentKeys.list(snippetId), (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => {
        if (!parentId) {
          return adjustTotals(
            { ...page, comments: page.comments.filter((comment) => commentIdOf(comment) !== commentId) },
            -deletedCount,
            -1,
          );
        }
        const comments = page.comments.map((comment) => withoutReply(comment, parentId, commentId));
        return adjustTotals({ ...page, comments }, -deletedCount, 0);
      }),
    };
  });
  if (parentId) {
    queryClient.setQueryData<ReplyPages>(commentKeys.replies(snippetId, parentId), (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              replies: page.replies.filter((reply) => commentIdOf(reply) !== commentId),
              replyCount: Math.max(0, page.replyCount - 1),
            })),
          }
        : data,
    );
  } else {
    queryClient.removeQueries({ queryKey: commentKeys.replies(snippetId, commentId), exact: true });
  }
}
