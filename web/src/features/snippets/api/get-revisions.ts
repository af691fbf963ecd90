import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_ERRORS,
  type RevisionDetail,
  type RevisionSummary,
  type SnippetDetail,
} from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

export interface RevisionPage {
  revisions: RevisionSummary[];
  totalRevisions: number;
  currentPage: number;
  totalPages: number;
}

/** GET /api/snippets/{idOrSlug}/revisions: one page, newest first. */
export function getRevisions(idOrSlug: string, page: number, signal?: AbortSignal): Promise<RevisionPage> {
  return api.get<RevisionPage>(`/api/snippets/${encodeURIComponent(idOrSlug)}/revisions?page=${page}`, {
    defaultError: DEFAULT_ERRORS.fetchRevisions,
    signal,
  });
}

/** The revision lists: an edit adds to them (a revision itself never changes). */
export const revisionListKeys = {
  all: ['snippets', 'revisions'] as const,
  page: (idOrSlug: string, page: number) => [...revisionListKeys.all, idOrSlug, page] as const,
};

export const revisionsQueryOptions = (idOrSlug: string, page: number) =>
  queryOptions({
    queryKey: revisionListKeys.page(idOrSlug, page),
    queryFn: ({ signal }) => getRevisions(idOrSlug, page, signal),
  });

export function useRevisions(idOrSlug: string, page: number) {
  return useQuery(revisionsQueryOptions(idOrSlug, page));
}

/** GET /api/snippets/{idOrSlug}/revisions/{number}. */
export async function getRevision(
  idOrSlug: string,
  number: number,
  signal?: AbortSignal,
): Promise<RevisionDetail> {
  const data = await api.get<{ revision: RevisionDetail }>(
    `/api/snippets/${encodeURIComponent(idOrSlug)}/revisions/${number}`,
    { defaultError: DEFAULT_ERRORS.fetchRevisions, signal },
  );
  return data.revision;
}

export const revisionQueryOptions = (idOrSlug: string, number: number) =>
  queryOptions({
    queryKey: ['snippets', 'revision', idOrSlug, number] as const,
    queryFn: ({ signal }) => getRevision(idOrSlug, number, signal),
  });

/** POST /api/snippets/{idOrSlug}/revisions/{number}/restore (the author): a new revision with that content. */
export async function restoreRevision({ idOrSlug, number }: { idOrSlug: string; number: number }) {
  return api.post<{ snippet: SnippetDetail; message: string }>(
    `/api/snippets/${encodeURIComponent(idOrSlug)}/revisions/${number}/restore`,
    undefined,
    { defaultError: DEFAULT_ERRORS.restoreRevision },
  );
}

export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    // The snippet, the lists that show it and its history all changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['snippets'] }),
  });
}
