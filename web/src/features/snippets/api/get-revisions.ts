import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type RevisionSummary } from '@cloud-snippets/contract';
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

export const revisionsQueryOptions = (idOrSlug: string, page: number) =>
  queryOptions({
    queryKey: ['snippets', 'revisions', idOrSlug, page] as const,
    queryFn: ({ signal }) => getRevisions(idOrSlug, page, signal),
  });

export function useRevisions(idOrSlug: string, page: number) {
  return useQuery(revisionsQueryOptions(idOrSlug, page));
}
