import { useEffect, useRef, useState } from 'react';
import type { SnippetReactionResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

/** POST /api/snippets/{id}/view: counts a view (the server counts each viewer once a day). Fails silently. */
export function recordView(id: string): Promise<Partial<SnippetReactionResponse>> {
  return api.post(`/api/snippets/${encodeURIComponent(id)}/view`, undefined, {
    silent: true,
    redirectOnUnauthorized: false,
  });
}

/**
 * Viewing a snippet records a view, once per snippet shown (SPEC §4); returns the count the server answered with,
 * if it sent one, for the page to show. A side effect of showing the page, not something the reader does: no
 * mutation state to keep (nor its code in a reader's first load). The count is kept here, not written into the
 * snippet's query: a new snippet object would reach the parts of the page still waiting for their code (decision
 * 065), and React would draw them again from nothing.
 */
export function useRecordView(snippetId: string | undefined): number | null {
  const [counted, setCounted] = useState<{ snippetId: string; viewCount: number } | null>(null);
  const recordedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!snippetId || recordedFor.current === snippetId) return;
    recordedFor.current = snippetId;
    recordView(snippetId).then(
      ({ viewCount }) => {
        if (typeof viewCount === 'number') setCounted({ snippetId, viewCount });
      },
      () => {
        // Silent: a view that was not counted changes nothing for the reader.
      },
    );
  }, [snippetId]);
  return counted && counted.snippetId === snippetId ? counted.viewCount : null;
}
