import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PLATFORMS, SORT_OPTIONS, TIMINGS, categoriesFor, languagesFor } from '@cloud-snippets/contract';
import { SelectField } from '../../../components/ui/select-field';
import type { BrowseFilters, FilterKey } from '../hooks/use-browse-filters';

export interface BrowseFiltersFormProps {
  filters: BrowseFilters;
  onChange: (changes: Partial<Record<FilterKey, string | undefined>>) => void;
}

/** The search box: what is typed reaches the URL 300 ms after the last keystroke (SPEC §9). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [urlValue, setUrlValue] = useState(value);
  // The URL changed from elsewhere (back/forward, a removed chip): show its value.
  if (value !== urlValue) {
    setUrlValue(value);
    if (text.trim() !== value) setText(value);
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearchRef.current(text.trim()), TIMINGS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="space-y-1.5 sm:col-span-2 lg:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Search snippets
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && text.trim() !== value) onSearchRef.current(text.trim());
          }}
          placeholder="Title, tag, code…"
          autoComplete="off"
          spellCheck={false}
          data-testid="browse-search"
          className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-[15px] text-slate-900 shadow-sm placeholder:text-slate-500 hover:border-slate-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
        />
      </div>
    </div>
  );
}

/** Search, platform, category (once a platform is chosen), language (narrowed by platform) and sort. */
export function BrowseFiltersForm({ filters, onChange }: BrowseFiltersFormProps) {
  return (
    <div
      role="search"
      aria-label="Filter snippets"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:grid-cols-2 sm:p-5 lg:grid-cols-6"
    >
      <SearchBox value={filters.search} onSearch={(search) => onChange({ search })} />
      <SelectField
        label="Platform"
        value={filters.platform ?? ''}
        onChange={(event) => onChange({ platform: event.target.value })}
        data-testid="filter-platform"
      >
        <option value="">All platforms</option>
        {PLATFORMS.map((platform) => (
          <option key={platform.value} value={platform.value}>
            {platform.label}
          </option>
        ))}
      </SelectField>
      {filters.platform && (
        <SelectField
          label="Category"
          value={filters.category ?? ''}
          onChange={(event) => onChange({ category: event.target.value })}
          data-testid="filter-category"
        >
          <option value="">All categories</option>
          {categoriesFor(filters.platform).map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label="Language"
        value={filters.language ?? ''}
        onChange={(event) => onChange({ language: event.target.value })}
        data-testid="filter-language"
      >
        <option value="">All languages</option>
        {languagesFor(filters.platform).map((language) => (
          <option key={language.value} value={language.value}>
            {language.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sort by"
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value })}
        data-testid="filter-sort"
      >
        {SORT_OPTIONS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
