import { queryOptions, useQuery } from '@tanstack/react-query';
import { LANGUAGES, type LanguageOption } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

/**
 * GET /api/snippets/languages, fetched at start (SPEC §4). Any failure falls back, silently, to the
 * contract's list, so the app never depends on this call.
 */
export async function getLanguages(): Promise<readonly LanguageOption[]> {
  try {
    const data = await api.get<unknown>('/api/snippets/languages', { silent: true });
    const list = Array.isArray(data)
      ? data
      : data && typeof data === 'object' && 'languages' in data && Array.isArray(data.languages)
        ? data.languages
        : null;
    const valid = list?.filter(
      (item): item is LanguageOption =>
        !!item && typeof item.name === 'string' && typeof item.value === 'string',
    );
    return valid && valid.length > 0 ? valid : LANGUAGES;
  } catch {
    return LANGUAGES;
  }
}

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['snippets', 'languages'],
    queryFn: getLanguages,
    staleTime: Infinity,
    retry: false,
  });

export function useLanguages() {
  return useQuery(languagesQueryOptions()).data ?? LANGUAGES;
}
