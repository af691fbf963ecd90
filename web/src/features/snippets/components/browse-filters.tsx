import { clsx } from 'clsx';
import { ChevronDown, Search, SlidersHorizontal } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  OTHER_LANGUAGE,
  PLATFORMS,
  RECENT_RELEASES,
  SORT_OPTIONS,
  categoriesFor,
  languageLabel,
  languagesFor,
} from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../config/paths';
import { SEARCH_FIELD } from '../../../lib/search-form';
import { useInputMadeBeforeHydration } from '../../../lib/typed-before-hydration';
import { foldedFilterCount, type BrowseFilters, type FilterKey } from '../hooks/use-browse-filters';
import { useSearchDraft } from '../hooks/use-search-draft';

export interface BrowseFiltersFormProps {
  filters: BrowseFilters;
  onChange: (changes: Partial<Record<FilterKey, string | undefined>>) => void;
  /** The search box's debounced text. */
  onSearch: (search: string) => void;
}

/** The search box; the text is sent to the URL by useSearchDraft (debounced, never overwriting typing). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const id = useId();
  const { text, setText, submit } = useSearchDraft(value, onSearch);

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
          name={SEARCH_FIELD}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
          placeholder="Title, tag, code…"
          autoComplete="off"
          spellCheck={false}
          data-testid="browse-search"
          className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-[15px] text-slate-900 shadow-sm placeholder:text-slate-500 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
        />
      </div>
    </div>
  );
}

const toOptions = <T,>(items: readonly T[], value: (item: T) => string, label: (item: T) => string) =>
  items.map((item) => ({ value: value(item), label: label(item) }));

/** Below `sm`, where the selects fold behind the "Filters" button. */
const NO_SCRIPT_UNFOLDED =
  '@media (max-width: 39.99rem) { [data-filters-panel] { display: grid } [data-filters-toggle] { display: none } }';

/** The checkboxes' fields: the value each puts in the URL when ticked. */
const TICKED = { hasTestClass: 'true', ssjsSafe: 'true', verified: 'recent' } as const;

/**
 * Search, platform, category (once a platform is chosen), language (narrowed by platform) and sort. On a phone
 * the selects fold behind a "Filters (n)" button so the results are on the first screen; from `sm` up they are
 * always shown (the wrapper becomes `display: contents` and its selects join the grid).
 *
 * A GET form of the browse URL's own keys: without JavaScript its Apply button loads the filtered page, and a
 * choice made while the page loads is applied once the app runs.
 */
export function BrowseFiltersForm({ filters, onChange, onSearch }: BrowseFiltersFormProps) {
  const panelId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  useInputMadeBeforeHydration(formRef, (values) => {
    const changes: Partial<Record<FilterKey, string | undefined>> = {};
    for (const [name, value] of values) {
      if (name === SEARCH_FIELD) continue;
      if (name in TICKED)
        changes[name as keyof typeof TICKED] = value ? TICKED[name as keyof typeof TICKED] : undefined;
      else if (typeof value === 'string') changes[name as FilterKey] = value;
    }
    if (Object.keys(changes).length > 0) onChange(changes);
    const search = values.get(SEARCH_FIELD);
    if (typeof search === 'string') onSearch(search);
  });
  const select = (key: 'platform' | 'category' | 'language' | 'sort') => ({
    name: key,
    value: filters[key] ?? '',
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange({ [key]: event.target.value }),
    'data-testid': `filter-${key}`,
  });
  return (
    <form
      ref={formRef}
      method="get"
      action={paths.snippets.browse.getHref()}
      // Once the app runs, every change applies at once: Enter in the search box sends nothing natively.
      onSubmit={(event) => event.preventDefault()}
      role="search"
      aria-label="Filter snippets"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:grid-cols-2 sm:p-5 lg:grid-cols-6"
    >
      {filters.tag && <input type="hidden" name="tag" value={filters.tag} />}
      {filters.author && <input type="hidden" name="author" value={filters.author} />}
      <SearchBox value={filters.search} onSearch={onSearch} />
      <Button
        variant="secondary"
        className="sm:hidden"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        data-testid="filters-toggle"
        data-filters-toggle=""
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filters ({foldedFilterCount(filters)})
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 transition-transform', isOpen && 'rotate-180')}
        />
      </Button>
      {/* Without JavaScript the phone's "Filters" button cannot unfold them: they are shown, and the button is not. */}
      <noscript>
        <style>{NO_SCRIPT_UNFOLDED}</style>
      </noscript>
      <div
        id={panelId}
        data-filters-panel=""
        className={clsx(isOpen ? 'grid' : 'hidden', 'gap-4 sm:contents')}
      >
        <SelectField
          label="Platform"
          placeholder="All platforms"
          options={toOptions(
            PLATFORMS,
            (p) => p.value,
            (p) => p.label,
          )}
          {...select('platform')}
        />
        {filters.platform && (
          <SelectField
            label="Category"
            placeholder="All categories"
            options={toOptions(
              categoriesFor(filters.platform),
              (c) => c.value,
              (c) => c.label,
            )}
            {...select('category')}
          />
        )}
        <SelectField
          label="Language"
          placeholder="All languages"
          options={[
            ...toOptions(
              languagesFor(filters.platform),
              (l) => l.value,
              (l) => l.name,
            ),
            { value: OTHER_LANGUAGE, label: languageLabel(OTHER_LANGUAGE) },
          ]}
          {...select('language')}
        />
        <SelectField
          label="Sort by"
          options={toOptions(
            // Best match ranks a search: offered when there is one.
            SORT_OPTIONS.filter((s) => s.value !== 'relevance' || filters.search),
            (s) => s.value,
            (s) => s.label,
          )}
          {...select('sort')}
        />
        <div className="flex flex-wrap items-end gap-x-6 gap-y-2 sm:col-span-2 lg:col-span-6">
          <Checkbox
            label="Has test class: an Apex class with its test class"
            name="hasTestClass"
            value="true"
            checked={filters.hasTestClass === 'true'}
            onChange={(event) => onChange({ hasTestClass: event.target.checked ? 'true' : undefined })}
            data-testid="filter-has-test-class"
          />
          <Checkbox
            label="SSJS-safe: runs on Marketing Cloud's SSJS engine"
            name="ssjsSafe"
            value="true"
            checked={filters.ssjsSafe === 'true'}
            onChange={(event) => onChange({ ssjsSafe: event.target.checked ? 'true' : undefined })}
            data-testid="filter-ssjs-safe"
          />
          <Checkbox
            label={`Verified in the last ${RECENT_RELEASES} releases`}
            name="verified"
            value="recent"
            checked={filters.verified === 'recent'}
            onChange={(event) => onChange({ verified: event.target.checked ? 'recent' : undefined })}
            data-testid="filter-verified"
          />
          <noscript>
            <Button type="submit" variant="secondary">
              Apply filters
            </Button>
          </noscript>
        </div>
      </div>
    </form>
  );
}
