import { clsx } from 'clsx';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { DEFAULT_ERRORS } from '@cloud-snippets/contract';
import { notify } from '../../../lib/notify';
import { useReactToComment } from '../api/react-to-comment';
import { useLoginRedirect } from '../../../hooks/use-login-redirect';
import { commentErrorMessage, isUnauthorized } from '../utils/errors';
import { reactionCall, type ReactionKind, type ReactionState } from '../utils/reactions';
import { useCommentsContext } from './comments-context';

const FALLBACK: Record<ReactionKind, string> = {
  like: DEFAULT_ERRORS.updateLike,
  dislike: DEFAULT_ERRORS.updateDislike,
};

const BUTTON =
  'inline-flex h-8 items-center gap-1.5 rounded-md px-1.5 text-sm sm:px-2 font-medium tabular-nums transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-1';

const LOOK = {
  like: {
    label: 'Like',
    noun: 'like',
    Icon: ThumbsUp,
    pressed: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  },
  dislike: {
    label: 'Dislike',
    noun: 'dislike',
    Icon: ThumbsDown,
    pressed: 'bg-rose-50 text-rose-800 hover:bg-rose-100',
  },
} as const;

/** 'Like, 3 likes': the action (an icon on screen) and the count, as the name replaces the button's text. */
function reactionButtonName(kind: ReactionKind, count: number): string {
  const { label, noun } = LOOK[kind];
  return `${label}, ${count} ${count === 1 ? noun : `${noun}s`}`;
}

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

  return (
    <>
      {(['like', 'dislike'] as const).map((kind) => {
        const look = LOOK[kind];
        const isPressed = kind === 'like' ? state.isLiked : state.isDisliked;
        const count = kind === 'like' ? state.likeCount : state.dislikeCount;
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={isPressed}
            disabled={react.isPending}
            onClick={() => onClick(kind)}
            data-testid={`comment-${kind}`}
            data-app-action
            aria-label={reactionButtonName(kind, count)}
            className={clsx(BUTTON, isPressed ? look.pressed : 'text-slate-600 hover:bg-slate-100')}
          >
            <look.Icon aria-hidden="true" className={clsx('size-4', isPressed && 'fill-current')} />
            <span data-testid={`comment-${kind}-count`}>{count}</span>
          </button>
        );
      })}
    </>
  );
}
