import { clsx } from 'clsx';
import { Bookmark, Heart } from 'lucide-react';
import { SNIPPET, type SnippetDetail } from '@cloud-snippets/contract';
import { buttonClasses } from '../../../components/ui/button';
import { useLoginRedirect } from '../../../hooks/use-login-redirect';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useToggleLike } from '../api/toggle-like';
import { useToggleSave } from '../api/toggle-save';

interface ReactionButtonProps {
  /** The key the snippet was loaded under (its slug or id from the URL). */
  idOrSlug: string;
  snippet: SnippetDetail;
  isAuthenticated: boolean;
}

export function LikeButton({ idOrSlug, snippet, isAuthenticated }: ReactionButtonProps) {
  const toggleLike = useToggleLike(idOrSlug);
  const goToLogin = useLoginRedirect();
  return (
    <button
      type="button"
      aria-pressed={snippet.isLiked}
      disabled={toggleLike.isPending}
      data-testid="like-button"
      data-app-action
      onClick={() => {
        if (!isAuthenticated) return goToLogin();
        toggleLike.mutate(
          { id: snippet._id, isLiked: snippet.isLiked },
          {
            onError: (error) => {
              if (!(error instanceof ApiError)) return notify.error(SNIPPET.likeFailed);
              // A 401 already sends the visitor to /login; a 429 says how long to wait.
              if (error.status === 401) return;
              notify.error(
                error.status === 429 && error.serverMessage ? error.serverMessage : SNIPPET.likeFailed,
              );
            },
          },
        );
      }}
      className={buttonClasses(
        'secondary',
        'md',
        snippet.isLiked
          ? 'border-rose-300 bg-rose-50 text-rose-800 hover:border-rose-400 hover:bg-rose-100'
          : undefined,
      )}
    >
      <Heart aria-hidden="true" className={clsx('size-4', snippet.isLiked && 'fill-current')} />
      {snippet.isLiked ? 'Liked' : 'Like'}
      <span
        data-testid="like-count"
        className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums"
      >
        {snippet.likeCount}
      </span>
    </button>
  );
}

export function SaveButton({ idOrSlug, snippet, isAuthenticated }: ReactionButtonProps) {
  const toggleSave = useToggleSave(idOrSlug);
  const goToLogin = useLoginRedirect();
  return (
    <button
      type="button"
      aria-pressed={snippet.isSaved}
      disabled={toggleSave.isPending}
      data-testid="save-button"
      data-app-action
      onClick={() => {
        if (!isAuthenticated) return goToLogin();
        toggleSave.mutate(
          { id: snippet._id, isSaved: snippet.isSaved },
          {
            onSuccess: (result) => notify.success(result.message),
            onError: (error) => {
              if (error instanceof ApiError && error.status === 401) return;
              notify.error(
                error instanceof ApiError && error.serverMessage ? error.serverMessage : SNIPPET.saveFailed,
              );
            },
          },
        );
      }}
      className={buttonClasses(
        'secondary',
        'md',
        snippet.isSaved
          ? 'border-brand-300 bg-brand-50 text-brand-800 hover:border-brand-400 hover:bg-brand-100'
          : undefined,
      )}
    >
      <Bookmark aria-hidden="true" className={clsx('size-4', snippet.isSaved && 'fill-current')} />
      {snippet.isSaved ? 'Saved' : 'Save'}
    </button>
  );
}
