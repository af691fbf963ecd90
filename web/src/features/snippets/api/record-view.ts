import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SnippetDetail, SnippetReactionResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { snippetDetailKeys } from './get-snippet';

/** POST /api/snippets/{id}/view: counts a view (the server counts each viewer once a day). Fails silently. */
export function recordView(id: string): Promise<Partial<SnippetReactionResponse>> {
  return api.post(`/api/snippets/${encodeURIComponent(id)}/view`, undefined, {
    silent: true,
    redirectOnUnauthorized: false,
  });
}

/** Records a view of the snippet shown under `detailKey` and shows the new count when the server sends one. */
export function useRecordView(idOrSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordView,
    onSuccess: (result) => {
      if (typeof result.viewCount !== 'number') return;
      const viewCount = result.viewCount;
      queryClient.setQueryData<SnippetDetail>(snippetDetailKeys.detail(idOrSlug), (snippet) =>
        snippet ? { ...snippet, viewCount, views: viewCount } : snippet,
      );
    },
  });
}
