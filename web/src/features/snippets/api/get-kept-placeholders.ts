import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { keptPlaceholdersResponseSchema } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /api/snippets/{id}/kept-placeholders: which of the editor's secret findings the snippet was published with as
 * placeholders (decision 046). The server keeps them marked on the edit; the form shows them marked.
 */
export async function getKeptPlaceholders(id: string, fingerprints: readonly string[]): Promise<string[]> {
  const body = await api.post<unknown>(`/api/snippets/${encodeURIComponent(id)}/kept-placeholders`, {
    fingerprints,
  });
  return keptPlaceholdersResponseSchema.parse(body).kept;
}

/** The kept ones among `fingerprints` while editing snippet `id`. */
export function useKeptPlaceholders(id: string, fingerprints: readonly string[]): readonly string[] {
  const sorted = [...new Set(fingerprints)].sort();
  const { data } = useQuery({
    queryKey: ['snippets', 'kept-placeholders', id, sorted],
    queryFn: () => getKeptPlaceholders(id, sorted),
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return sorted.length > 0 ? (data ?? []) : [];
}
