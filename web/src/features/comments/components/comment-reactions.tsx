import { clsx } from 'clsx';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { DEFAULT_ERRORS } from '@cloud-snippets/contract';
import { notify } from '../../../lib/notify';
import { useReactToComment } from '../api/react-to-comment';
import { useLoginRedirect } from '../hooks/use-login-redirect';
import { commentErrorMessage, isUnauthorized } from '../utils/errors';
import { reactionCall, type ReactionKind, type ReactionState } from '../utils/reactions';
import { useCommentsContext } from './comments-context';

const FALLBACK: Record<ReactionKind, string> = {
  like: DEFAULT_ERRORS.updateLike,
  dislike: DEFAULT_ERRORS.updateDislike,
};

/** Like and dislike with their counts (SPEC §4): at once, rolled back on failure, both disabled while one runs. */
export function CommentReactions({ commentId, state }: { commentId: string; state: ReactionState }) {
  const { snippetId, viewer, reportError } = useCommentsContext();
  const react = useReactToComment(snippetId);
  const goToLogin = useLoginRedirect();

  function onClick(kind: ReactionKind) {
    if (!viewer.isAuthenticated) return goToLogin();
    react.mutate(
      { id: commentId, call: reactionCall(state, kind) },
      {
        onError: (error) => {
          if (isUnauthorized(error)) return;
          const message = commentErrorMessage(error, FALLBACK[kind]);
          reportError(message);
          notify.error(message);
        },
      },
    );
  }

  const button =
    'inline-flex h-8 items-center gap-1.5 rounded-md px-1.5 text-sm sm:px-2 font-medium tabular-nums transition-colors ' +
    'disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-1';
  return (
    <>
      <button
        type="button"
        aria-pressed={state.isLiked}
        disabled={react.isPending}
        onClick={() => onClick('like')}
        data-testid="comment-like"
        aria-label="Like"
        aria-describedby={`${commentId}-likes`}
        className={clsx(
          button,
          state.isLiked
            ? 'bg-brand-50 text-brand-800 hover:bg-brand-100'
            : 'text-slate-600 hover:bg-slate-100',
        )}
      >
        <ThumbsUp aria-hidden="true" className={clsx('size-4', state.isLiked && 'fill-current')} />
        <span data-testid="comment-like-count">{state.likeCount}</span>
      </button>
      <button
        type="button"
        aria-pressed={state.isDisliked}
        disabled={react.isPending}
        onClick={() => onClick('dislike')}
        data-testid="comment-dislike"
        aria-label="Dislike"
        aria-describedby={`${commentId}-dislikes`}
        className={clsx(
          button,
          state.isDisliked
            ? 'bg-rose-50 text-rose-800 hover:bg-rose-100'
            : 'text-slate-600 hover:bg-slate-100',
        )}
      >
        <ThumbsDown aria-hidden="true" className={clsx('size-4', state.isDisliked && 'fill-current')} />
        <span data-testid="comment-dislike-count">{state.dislikeCount}</span>
      </button>
      {/* The counts describe the buttons (names stay 'Like' and 'Dislike' while the numbers change). */}
      <span id={`${commentId}-likes`} hidden>
        {state.likeCount} {state.likeCount === 1 ? 'like' : 'likes'}
      </span>
      <span id={`${commentId}-dislikes`} hidden>
        {state.dislikeCount} {state.dislikeCount === 1 ? 'dislike' : 'dislikes'}
      </span>
    </>
  );
}
