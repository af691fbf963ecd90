import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_ERRORS,
  SNIPPET,
  type SnippetDetail,
  type SnippetReactionResponse,
} from '@cloud-snippets/contract';
import { ApiError, api } from '../../../lib/api-client';
import { snippetDetailKeys } from './get-snippet';
import { snippetListKeys } from './snippet-list-keys';

export interface SaveResult {
  isSaved: boolean;
  /** The message to show ('Snippet saved successfully' / 'Snippet removed from saved'). */
  message: string;
}

/**
 * POST /api/snippets/{id}/save, or DELETE …/save when it is saved already. 'Snippet already saved' — as a 200
 * or as an error — counts as saved (SPEC §4).
 */
export async function toggleSave({ id, isSaved }: { id: string; isSaved: boolean }): Promise<SaveResult> {
  const path = `/api/snippets/${encodeURIComponent(id)}/save`;
  if (isSaved) {
    await api.delete<SnippetReactionResponse>(path, undefined, {
      defaultError: DEFAULT_ERRORS.unsaveSnippet,
    });
    return { isSaved: false, message: SNIPPET.unsaved };
  }
  try {
    await api.post<SnippetReactionResponse>(path, undefined, { defaultError: DEFAULT_ERRORS.saveSnippet });
  } catch (error) {
    if (!(error instanceof ApiError && error.serverMessage === SNIPPET.alreadySaved)) throw error;
  }
  return { isSaved: true, message: SNIPPET.saved };
}

/** Save or unsave the snippet shown under `idOrSlug`, optimistically, rolling back on failure. */
export function useToggleSave(idOrSlug: string) {
  const queryClient = useQueryClient();
  const key = snippetDetailKeys.detail(idOrSlug);
  return useMutation({
    mutationFn: toggleSave,
    onMutate: async ({ isSaved }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SnippetDetail>(key);
      if (previous) queryClient.setQueryData<SnippetDetail>(key, { ...previous, isSaved: !isSaved });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<SnippetDetail>(key, (snippet) =>
        snippet ? { ...snippet, isSaved: result.isSaved } : snippet,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: snippetListKeys.all }),
  });
}
