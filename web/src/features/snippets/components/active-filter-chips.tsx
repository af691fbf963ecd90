import { X } from 'lucide-react';
import { RECENT_RELEASES, categoryLabel, languageLabel, platformLabel } from '@cloud-snippets/contract';
import type { BrowseFilters, FilterKey } from '../hooks/use-browse-filters';

interface Chip {
  key: FilterKey;
  label: string;
}

/** The chips of the filters in force, in a fixed order. */
export function activeFilterChips(filters: BrowseFilters): Chip[] {
  const chips: Chip[] = [];
  if (filters.platform)
    chips.push({ key: 'platform', label: `Platform: ${platformLabel(filters.platform)}` });
  if (filters.category)
    chips.push({ key: 'category', label: `Category: ${categoryLabel(filters.category)}` });
  if (filters.language)
    chips.push({ key: 'language', label: `Language: ${languageLabel(filters.language)}` });
  if (filters.search) chips.push({ key: 'search', label: `Search: “${filters.search}”` });
  if (filters.tag) chips.push({ key: 'tag', label: `Tag: #${filters.tag}` });
  if (filters.hasTestClass) chips.push({ key: 'hasTestClass', label: 'Has test class' });
  if (filters.ssjsSafe) chips.push({ key: 'ssjsSafe', label: 'SSJS-safe' });
  if (filters.verified)
    chips.push({ key: 'verified', label: `Verified in the last ${RECENT_RELEASES} releases` });
  if (filters.author)
    chips.push({
      key: 'author',
      label: filters.author === 'me' ? 'My snippets' : `Author: ${filters.author}`,
    });
  return chips;
}

export interface ActiveFilterChipsProps {
  filters: BrowseFilters;
  onRemove: (key: FilterKey) => void;
  onClearAll: () => void;
}

/** Each active filter as a removable chip, plus 'Clear all filters' (SPEC §2). */
export function ActiveFilterChips({ filters, onRemove, onClearAll }: ActiveFilterChipsProps) {
  const chips = activeFilterChips(filters);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      <span className="text-sm font-medium text-slate-700">Active filters:</span>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <span
              data-testid={`filter-chip-${chip.key}`}
              className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900"
            >
              {chip.label}
              <button
                type="button"
                onClick={() => onRemove(chip.key)}
                aria-label={`Remove filter ${chip.label}`}
                className="rounded-full p-1 text-brand-800 hover:bg-brand-100 hover:text-brand-950"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        data-testid="clear-filters"
        className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800 hover:underline"
      >
        Clear all filters
      </button>
    </div>
  );
}
