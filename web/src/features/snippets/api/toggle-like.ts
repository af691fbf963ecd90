import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type SnippetDetail, type SnippetReactionResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { snippetDetailKeys } from './get-snippet';
import { snippetListKeys } from './snippet-list-keys';

/** POST /api/snippets/{id}/like, or /unlike when it is liked already. */
export function toggleLike({
  id,
  isLiked,
}: {
  id: string;
  isLiked: boolean;
}): Promise<SnippetReactionResponse> {
  const path = `/api/snippets/${encodeURIComponent(id)}/${isLiked ? 'unlike' : 'like'}`;
  return api.post<SnippetReactionResponse>(path, undefined, {
    defaultError: isLiked ? DEFAULT_ERRORS.removeReaction : DEFAULT_ERRORS.likeSnippet,
  });
}

/**
 * Like or unlike the snippet shown under `idOrSlug`: the count and state change at once, roll back on failure,
 * and the snippet is reloaded afterwards (SPEC §4).
 */
export function useToggleLike(idOrSlug: string) {
  const queryClient = useQueryClient();
  const key = snippetDetailKeys.detail(idOrSlug);
  return useMutation({
    mutationFn: toggleLike,
    onMutate: async ({ isLiked }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SnippetDetail>(key);
      if (previous) {
        const likeCount = Math.max(0, previous.likeCount + (isLiked ? -1 : 1));
        queryClient.setQueryData<SnippetDetail>(key, {
          ...previous,
          isLiked: !isLiked,
          isDisliked: isLiked ? previous.isDisliked : false,
          likeCount,
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<SnippetDetail>(key, (snippet) =>
        snippet
          ? {
              ...snippet,
              likeCount: result.likeCount,
              dislikeCount: result.dislikeCount,
              isLiked: result.isLiked,
              isDisliked: result.isDisliked,
            }
          : snippet,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: snippetListKeys.all }),
      ]),
  });
}
