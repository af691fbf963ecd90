import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  PLATFORM_VALUES,
  SORT_OPTIONS,
  isCategoryOf,
  isLanguageOf,
  languagesFor,
  OTHER_LANGUAGE,
  type Platform,
} from '@cloud-snippets/contract';
import { paths, type BrowseQuery } from '../../../config/paths';
import type { SnippetListParams } from '../api/get-snippets';
import { SEARCH_BOX_NAVIGATION } from './use-search-draft';
import { keepScrollPosition } from '../../../lib/scroll-restoration';

export const DEFAULT_SORT = 'newest';

/** The browse page's filters as the URL holds them (SPEC §2): the URL is their single source of truth. */
export interface BrowseFilters {
  platform?: Platform;
  category?: string;
  language?: string;
  search: string;
  tag?: string;
  author?: string;
  /** 'true' or nothing: only snippets with an Apex class and its test class. */
  hasTestClass?: 'true';
  /** 'true' or nothing: only snippets whose SSJS runs on Marketing Cloud's ES3 engine (decision 044). */
  ssjsSafe?: 'true';
  /** 'recent' or nothing: only snippets confirmed to work on one of the last 3 releases (decision 048). */
  verified?: 'recent';
  sort: string;
  page: number;
}

export type FilterKey =
  | 'platform'
  | 'category'
  | 'language'
  | 'search'
  | 'tag'
  | 'author'
  | 'hasTestClass'
  | 'ssjsSafe'
  | 'verified'
  | 'sort';

/** Reads the filters from a query string; values the lists do not know are ignored rather than sent. */
export function readBrowseFilters(params: URLSearchParams): BrowseFilters {
  const raw = (key: string) => params.get(key)?.trim() || undefined;
  const platformValue = raw('platform');
  const platform = (PLATFORM_VALUES as readonly string[]).includes(platformValue ?? '')
    ? (platformValue as Platform)
    : undefined;
  const categoryValue = raw('category');
  const category =
    platform && categoryValue && isCategoryOf(platform, categoryValue) ? categoryValue : undefined;
  const languageValue = raw('language')?.toLowerCase();
  const isKnownLanguage = (value: string) =>
    value === OTHER_LANGUAGE ||
    (platform ? isLanguageOf(platform, value) : languagesFor(undefined).some((l) => l.value === value));
  const language = languageValue && isKnownLanguage(languageValue) ? languageValue : undefined;
  const sortValue = raw('sort');
  const sort = SORT_OPTIONS.some((option) => option.value === sortValue) ? sortValue! : DEFAULT_SORT;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    platform,
    category,
    language,
    search: raw('search') ?? '',
    tag: raw('tag')?.toLowerCase(),
    author: raw('author'),
    hasTestClass: raw('hasTestClass') === 'true' ? 'true' : undefined,
    ssjsSafe: raw('ssjsSafe') === 'true' ? 'true' : undefined,
    verified: raw('verified') === 'recent' ? 'recent' : undefined,
    sort,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The list call of some filters (an empty search is no search). */
export function listParamsOf(filters: BrowseFilters): SnippetListParams {
  return {
    platform: filters.platform,
    category: filters.category,
    language: filters.language,
    search: filters.search || undefined,
    tag: filters.tag,
    author: filters.author,
    hasTestClass: filters.hasTestClass,
    ssjsSafe: filters.ssjsSafe,
    verified: filters.verified,
    sort: filters.sort,
    page: filters.page,
  };
}

/** How many of the selects narrow or reorder the list: the count on the phone's "Filters (n)" button. */
export function foldedFilterCount(filters: BrowseFilters): number {
  return [
    filters.platform,
    filters.category,
    filters.language,
    filters.hasTestClass,
    filters.ssjsSafe,
    filters.verified,
    filters.sort !== DEFAULT_SORT,
  ].filter(Boolean).length;
}

/** The browse URL of some filters (default sort and page 1 are left out). */
export function browseHref(filters: Omit<BrowseFilters, 'page'> & { page?: number }): string {
  const query: BrowseQuery = {
    platform: filters.platform,
    category: filters.platform ? filters.category : undefined,
    language: filters.language,
    search: filters.search || undefined,
    tag: filters.tag,
    author: filters.author,
    hasTestClass: filters.hasTestClass,
    ssjsSafe: filters.ssjsSafe,
    sort: filters.sort === DEFAULT_SORT ? undefined : filters.sort,
    page: filters.page && filters.page > 1 ? filters.page : undefined,
  };
  const href = paths.snippets.browse.getHref(query);
  // `verified` is not among the keys config/paths.ts puts in browse URLs (BROWSE_KEYS): it follows them.
  if (!filters.verified) return href;
  return `${href}${href.includes('?') ? '&' : '?'}verified=${filters.verified}`;
}

/**
 * Applies a change of filters (SPEC §4 Browse filters): any change goes back to page 1; clearing or changing the
 * platform clears the category, and a language the new platform does not offer.
 */
export function applyFilterChange(
  filters: BrowseFilters,
  changes: Partial<Record<FilterKey, string | undefined>>,
): BrowseFilters {
  const next: BrowseFilters = { ...filters, page: 1 };
  for (const [key, value] of Object.entries(changes) as [FilterKey, string | undefined][]) {
    const cleaned = value?.trim() || undefined;
    if (key === 'search') next.search = cleaned ?? '';
    else if (key === 'sort') next.sort = cleaned ?? DEFAULT_SORT;
    else if (key === 'platform') next.platform = cleaned as Platform | undefined;
    else if (key === 'hasTestClass' || key === 'ssjsSafe')
      next[key] = cleaned === 'true' ? 'true' : undefined;
    else if (key === 'verified') next.verified = cleaned === 'recent' ? 'recent' : undefined;
    else next[key] = cleaned;
  }
  if ('platform' in changes && changes.platform !== filters.platform) {
    if (!next.platform || (next.category && !isCategoryOf(next.platform, next.category)))
      next.category = undefined;
    if (
      next.platform &&
      next.language &&
      next.language !== OTHER_LANGUAGE &&
      !isLanguageOf(next.platform, next.language)
    )
      next.language = undefined;
  }
  if (!next.platform) next.category = undefined;
  return next;
}

/** The filters of the current URL and the ways to change them; every change is a new history entry. */
export function useBrowseFilters() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => readBrowseFilters(searchParams), [searchParams]);

  const setFilters = useCallback(
    (changes: Partial<Record<FilterKey, string | undefined>>) => {
      keepScrollPosition();
      void navigate(browseHref(applyFilterChange(filters, changes)));
    },
    [filters, navigate],
  );

  /** The search box's own change, marked so the box does not copy it back over later keystrokes. */
  const setSearch = useCallback(
    (search: string) => {
      keepScrollPosition();
      void navigate(browseHref(applyFilterChange(filters, { search })), {
        state: SEARCH_BOX_NAVIGATION,
      });
    },
    [filters, navigate],
  );

  const clearAll = useCallback(() => {
    keepScrollPosition();
    void navigate(browseHref({ search: '', sort: filters.sort }));
  }, [filters.sort, navigate]);

  const hrefForPage = useCallback((page: number) => browseHref({ ...filters, page }), [filters]);

  return { filters, setFilters, setSearch, clearAll, hrefForPage };
}
