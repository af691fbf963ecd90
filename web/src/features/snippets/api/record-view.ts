import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
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

/**
 * Viewing a snippet records a view, once per snippet shown (SPEC §4), and shows the new count when the server sends
 * one. A side effect of showing the page, not something the reader does: no mutation state to keep (nor its code in
 * a reader's first load).
 */
export function useRecordView(idOrSlug: string, snippetId: string | undefined) {
  const queryClient = useQueryClient();
  const recordedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!snippetId || recordedFor.current === snippetId) return;
    recordedFor.current = snippetId;
    recordView(snippetId).then(
      ({ viewCount }) => {
        if (typeof viewCount !== 'number') return;
        queryClient.setQueryData<SnippetDetail>(snippetDetailKeys.detail(idOrSlug), (snippet) =>
          snippet ? { ...snippet, viewCount, views: viewCount } : snippet,
        );
      },
      () => {
        // Silent: a view that was not counted changes nothing for the reader.
      },
    );
  }, [idOrSlug, snippetId, queryClient]);
}
