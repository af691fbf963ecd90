import { z } from './zod.js';
import { COMMENT_LIMITS } from '../constants.js';
import { COMMENT_VALIDATION } from '../messages.js';
import { SUGGESTION_STATES, SUGGESTIONS_PER_APPLY_MAX } from '../suggestions.js';
import { snippetAuthorSchema } from './snippets.js';

/** Trimmed, non-empty Markdown (SPEC §5 Comments). The web form and the server share it. */
export const commentContentField = z
  .string({ error: COMMENT_VALIDATION.contentRequired })
  .trim()
  .min(1, { error: COMMENT_VALIDATION.contentRequired, abort: true })
  .max(COMMENT_LIMITS.contentMax, { error: COMMENT_VALIDATION.contentTooLong });

const lineNumber = z.number({ error: COMMENT_VALIDATION.lineInvalid }).int().min(1).max(1_000_000);

/**
 * A line comment's anchor (decision 076): a file by its index among the snippet's files, its lines (1-based,
 * inclusive), and the revision the writer was reading; the server checks them against that revision's files.
 */
export const lineAnchorInputSchema = z
  .object({
    file: z.number({ error: COMMENT_VALIDATION.lineInvalid }).int().min(0).max(1000),
    start: lineNumber,
    end: lineNumber,
    revision: z.number({ error: COMMENT_VALIDATION.lineInvalid }).int().min(1),
  })
  .refine((line) => line.end >= line.start, { error: COMMENT_VALIDATION.lineInvalid, path: ['end'] });
export type LineAnchorInput = z.infer<typeof lineAnchorInputSchema>;

/** POST /api/comments. A reply names a top-level comment of the same snippet; a top-level one may name lines. */
export const commentInputSchema = z.object({
  snippetId: z.string({ error: COMMENT_VALIDATION.snippetRequired }).min(1, {
    error: COMMENT_VALIDATION.snippetRequired,
  }),
  content: commentContentField,
  parentCommentId: z.string().nullish(),
  line: lineAnchorInputSchema.nullish(),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

/** PUT /api/comments/{id}. */
export const commentUpdateSchema = z.object({ content: commentContentField });
export type CommentUpdateInput = z.infer<typeof commentUpdateSchema>;

/** ?limit=&cursor= of the comment and reply lists: keyset pages, so page 250 costs what page 1 does. */
export const commentPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(COMMENT_LIMITS.repliesPerPageMax).optional(),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type CommentPageQuery = z.infer<typeof commentPageQuerySchema>;

/** Where a line comment is: as written, and in the snippet's current revision (null when its lines changed). */
export const lineAnchorSchema = z.object({
  file: z.number().int(),
  fileName: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  revision: z.number().int(),
  /** The lines as they were on `revision`. */
  quote: z.string(),
  current: z.object({ file: z.number().int(), start: z.number().int(), end: z.number().int() }).nullable(),
});
export type LineAnchor = z.infer<typeof lineAnchorSchema>;

/** A line comment's suggested change (decision 077): the replacement for its lines, and what became of it. */
export const suggestionSchema = z.object({
  text: z.string(),
  state: z.enum(SUGGESTION_STATES),
  /** The revision that applied it; null until then. */
  appliedRevision: z.number().int().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** A reply, or a top-level comment without its replies (SPEC §3 Comment). */
export const replySchema = z.object({
  _id: z.string(),
  snippet: z.string(),
  /** Null on a top-level comment. */
  parentComment: z.string().nullable(),
  author: snippetAuthorSchema,
  /** Markdown as typed; the web app renders it safely. */
  content: z.string(),
  isEdited: z.boolean(),
  /** Hidden by moderation (decision 053): only its author and the moderators get it, and it is marked. */
  hidden: z.boolean().optional(),
  /** A line comment's anchor (decision 076); absent on page comments and replies. */
  line: lineAnchorSchema.optional(),
  /** A line comment's ```suggestion block (decision 077); absent when it suggests nothing. */
  suggestion: suggestionSchema.optional(),
  likeCount: z.number().int(),
  dislikeCount: z.number().int(),
  replyCount: z.number().int(),
  /** The current member's reaction (false for guests). */
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

/** A top-level comment with its newest replies (`replyCount` says how many there are in all). */
export const commentSchema = replySchema.extend({ replies: z.array(replySchema) });
export type Comment = z.infer<typeof commentSchema>;

/** GET /api/comments/snippet/{snippetId}. */
export const commentListResponseSchema = z.object({
  comments: z.array(commentSchema),
  /** Every comment of the snippet, replies included. */
  totalComments: z.number().int(),
  /** Top-level comments only. */
  totalThreads: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type CommentListResponse = z.infer<typeof commentListResponseSchema>;

/** GET /api/comments/snippet/{snippetId}/lines: the snippet's line comments, oldest first, for its code view. */
export const lineCommentListResponseSchema = z.object({ comments: z.array(commentSchema) });
export type LineCommentListResponse = z.infer<typeof lineCommentListResponseSchema>;

/** GET /api/comments/replies/{commentId}. */
export const replyListResponseSchema = z.object({
  replies: z.array(replySchema),
  replyCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ReplyListResponse = z.infer<typeof replyListResponseSchema>;

/** POST and PUT answer the comment as it now is. */
export const commentWriteResponseSchema = z.object({ comment: commentSchema, message: z.string() });
export type CommentWriteResponse = z.infer<typeof commentWriteResponseSchema>;

/** DELETE answers how many comments went (the comment and its replies). */
export const commentDeleteResponseSchema = z.object({ message: z.string(), deletedCount: z.number().int() });

/** Like, dislike and their removal answer the counts and the member's state after the change. */
export const commentReactionResponseSchema = z.object({
  message: z.string(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
});
export type CommentReactionResponse = z.infer<typeof commentReactionResponseSchema>;

export const commentIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const snippetCommentsParamsSchema = z.object({ snippetId: z.string().min(1).max(200) });
export const commentRepliesParamsSchema = z.object({ commentId: z.string().min(1).max(100) });

/** POST /api/snippets/{idOrSlug}/suggestions/apply: the line comments whose suggestions make one revision. */
export const applySuggestionsInputSchema = z.object({
  comments: z
    .array(z.string().uuid({ error: COMMENT_VALIDATION.suggestionsInvalid }), {
      error: COMMENT_VALIDATION.suggestionsInvalid,
    })
    .min(1, { error: COMMENT_VALIDATION.suggestionsInvalid })
    .max(SUGGESTIONS_PER_APPLY_MAX, {
      error: COMMENT_VALIDATION.suggestionsTooMany(SUGGESTIONS_PER_APPLY_MAX),
    })
    .refine((ids) => new Set(ids).size === ids.length, { error: COMMENT_VALIDATION.suggestionsRepeated }),
});
export type ApplySuggestionsInput = z.infer<typeof applySuggestionsInputSchema>;
