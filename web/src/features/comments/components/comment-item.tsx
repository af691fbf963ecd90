import { clsx } from 'clsx';
import { MessageSquareReply, Pencil } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { canDeleteComment, canEditComment, COMMENT, withoutSuggestion } from '@cloud-snippets/contract';
import { Avatar } from '../../../components/ui/avatar';
import { paths } from '../../../config/paths';
import { useReaderTime } from '../../../lib/reader-time';
import { validateComment, type RenderableComment } from '../utils/validate-comment';
import { CommentContent } from './comment-content';
import { CommentErrorBoundary, CommentErrorBox } from './comment-error-box';
import { CommentReactions } from './comment-reactions';
import { CommentReplies } from './comment-replies';
import { LineQuote } from './line-quote';
import { useCommentsContext } from './comments-context';

// Only an author or an admin can delete (SPEC §6): readers never download the button and its dialog.
const DeleteCommentButton = lazy(() =>
  import('./delete-comment-button').then((module) => ({ default: module.DeleteCommentButton })),
);
// A suggested change's diff (decision 077) comes with the line review, never in a first load.
const SuggestionDiff = lazy(() => import('./line-review/suggestion-diff'));
// Replying and editing are for members: readers never download them.
const ReplyForm = lazy(() => import('./comment-writing').then((module) => ({ default: module.ReplyForm })));
const EditForm = lazy(() => import('./comment-writing').then((module) => ({ default: module.EditForm })));

export const actionButtonClass =
  'inline-flex h-8 items-center gap-1.5 rounded-md px-1.5 text-sm sm:px-2 font-medium text-slate-600 transition-colors ' +
  'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1';

/**
 * One comment or reply (SPEC §2 Comment item), or SPEC §5's error box when the value from the server is not a
 * comment. `parentId` is null for a top-level comment.
 */
export function CommentItem({
  value,
  parentId = null,
  underLines = false,
}: {
  value: unknown;
  parentId?: string | null;
  /** Shown under its lines in the code (decision 076): no quote, and the thread's copy keeps the link's id. */
  underLines?: boolean;
}) {
  const result = validateComment(value);
  if (!result.ok) return <CommentErrorBox message={result.error} />;
  return (
    <CommentErrorBoundary>
      <ValidComment comment={result.comment} parentId={parentId} underLines={underLines} />
    </CommentErrorBoundary>
  );
}

function ValidComment({
  comment,
  parentId,
  underLines,
}: {
  comment: RenderableComment;
  parentId: string | null;
  underLines: boolean;
}) {
  const { snippetId, codeLanguage, viewer } = useCommentsContext();
  const isTopLevel = parentId === null;
  const authored = { authorId: comment.author._id };
  const canEdit = canEditComment(viewer.actor, authored);
  const canDelete = canDeleteComment(viewer.actor, authored);
  const [isEditing, setIsEditing] = useState(false);
  const [isReplying, setIsReplying] = useState(false);
  const [areRepliesOpen, setAreRepliesOpen] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const date = useReaderTime().dateTime(comment.createdAt);
  const profileHref = paths.publicProfile.getHref(comment.author.username);

  function closeEdit() {
    setIsEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  function closeReply() {
    setIsReplying(false);
    requestAnimationFrame(() => replyButton.current?.focus());
  }

  function replyPosted() {
    closeReply();
    // The new reply is at the top of the thread: show it.
    setAreRepliesOpen(true);
  }

  return (
    <div data-testid={isTopLevel && !underLines ? 'comment-thread' : undefined}>
      <article
        // A link to the comment ends in `#` and this id (a notification's, an email's).
        id={underLines ? undefined : paths.snippets.commentAnchor(comment._id)}
        aria-label={`Comment by ${comment.author.username}${date ? ` on ${date}` : ''}`}
        data-testid={underLines ? 'line-comment' : isTopLevel ? 'comment' : 'reply'}
        data-comment-id={comment._id}
        className="flex scroll-mt-24 gap-2.5 sm:gap-3"
      >
        <Link to={profileHref} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar src={comment.author.avatar} className={isTopLevel ? 'size-8 sm:size-9' : 'size-7'} />
        </Link>
        <div className="min-w-0 flex-1">
          <header className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
            <Link
              to={profileHref}
              data-testid="comment-author"
              className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
            >
              {comment.author.username}
            </Link>
            {date && (
              <time dateTime={comment.createdAt} className="text-slate-600" data-testid="comment-date">
                {date}
              </time>
            )}
            {comment.hidden && (
              <span
                className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900"
                data-testid="comment-hidden"
              >
                Hidden
              </span>
            )}
            {comment.isEdited && (
              <span className="text-slate-600 italic" data-testid="comment-edited">
                {COMMENT.edited}
              </span>
            )}
          </header>

          <div className="mt-1">
            {comment.line && !underLines && (
              <LineQuote
                line={comment.line}
                snippetId={snippetId}
                captionOnly={!!comment.suggestion && !isEditing}
              />
            )}
            {isEditing ? (
              <Suspense fallback={<CommentContent content={comment.content} codeLanguage={codeLanguage} />}>
                <EditForm comment={comment} onClose={closeEdit} />
              </Suspense>
            ) : comment.line && comment.suggestion ? (
              <Suspense fallback={<CommentContent content={comment.content} codeLanguage={codeLanguage} />}>
                <SuggestionDiff commentId={comment._id} line={comment.line} suggestion={comment.suggestion} />
                <CommentContent content={withoutSuggestion(comment.content)} codeLanguage={codeLanguage} />
              </Suspense>
            ) : (
              <CommentContent content={comment.content} codeLanguage={codeLanguage} />
            )}
          </div>

          <div className="mt-1.5 -ml-2 flex flex-wrap items-center gap-x-0.5 gap-y-1">
            <CommentReactions commentId={comment._id} state={comment} />
            {isTopLevel && viewer.isAuthenticated && (
              <button
                ref={replyButton}
                type="button"
                aria-expanded={isReplying}
                onClick={() => setIsReplying((open) => !open)}
                data-testid="comment-reply"
                className={actionButtonClass}
              >
                <MessageSquareReply aria-hidden="true" className="size-4" />
                Reply
              </button>
            )}
            {canEdit && !isEditing && (
              <button
                ref={editButton}
                type="button"
                onClick={() => setIsEditing(true)}
                data-testid="comment-edit"
                className={actionButtonClass}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {/* Icon only on phones, where the row is narrow; the name stays for screen readers. */}
                <span className="sr-only sm:not-sr-only">Edit</span>
              </button>
            )}
            {canDelete && (
              // Last in the row: when it arrives, nothing moves.
              <Suspense fallback={null}>
                <DeleteCommentButton
                  commentId={comment._id}
                  parentId={parentId}
                  replyCount={comment.replyCount}
                  className={clsx(actionButtonClass, 'hover:bg-red-50 hover:text-red-800')}
                />
              </Suspense>
            )}
            {viewer.extraAction?.(comment, actionButtonClass)}
          </div>

          {isTopLevel && viewer.isAuthenticated && (
            <Suspense fallback={null}>
              <ReplyForm comment={comment} isOpen={isReplying} onClose={closeReply} onPosted={replyPosted} />
            </Suspense>
          )}
        </div>
      </article>
      {isTopLevel && (
        <div className="pl-4 sm:pl-12">
          <CommentReplies comment={comment} isOpen={areRepliesOpen} onOpenChange={setAreRepliesOpen} />
        </div>
      )}
    </div>
  );
}
