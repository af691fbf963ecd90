import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  applyFilterChange,
  browseHref,
  foldedFilterCount,
  listParamsOf,
  readBrowseFilters,
  useBrowseFilters,
} from '../hooks/use-browse-filters';
import { ActiveFilterChips } from './active-filter-chips';
import { BrowseFiltersForm } from './browse-filters';

/** The filters and their chips as browse wires them, on the URL. */
function Filters() {
  const { filters, setFilters, setSearch, clearAll } = useBrowseFilters();
  return (
    <>
      <BrowseFiltersForm filters={filters} onChange={setFilters} onSearch={setSearch} />
      <ActiveFilterChips
        filters={filters}
        onRemove={(key) => setFilters({ [key]: undefined })}
        onClearAll={clearAll}
      />
    </>
  );
}

function renderFilters(url: string) {
  const router = createMemoryRouter([{ path: '/snippets', element: <Filters /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return {
    user: userEvent.setup(),
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

describe('the "verified in the last 3 releases" filter', () => {
  it('reads verified=recent from the URL, ignores other values, and asks the list for it', () => {
    const filters = readBrowseFilters(new URLSearchParams('platform=sfmc&verified=recent'));
    expect(filters.verified).toBe('recent');
    expect(listParamsOf(filters)).toMatchObject({ platform: 'sfmc', verified: 'recent' });
    expect(foldedFilterCount(filters)).toBe(2);
    expect(readBrowseFilters(new URLSearchParams('verified=true')).verified).toBeUndefined();
  });

  it('keeps it in the URL with the other filters, back on page 1 when it changes', () => {
    const filters = readBrowseFilters(new URLSearchParams('tag=lookup&verified=recent&page=3'));
    expect(browseHref(filters)).toBe('/snippets?tag=lookup&page=3&verified=recent');
    expect(browseHref(applyFilterChange(filters, { verified: undefined }))).toBe('/snippets?tag=lookup');
    expect(browseHref({ search: '', sort: 'newest', verified: 'recent' })).toBe('/snippets?verified=recent');
  });

  it('is a checkbox with a chip, as SSJS-safe is', async () => {
    const app = renderFilters('/snippets?platform=sfmc');
    const box = screen.getByRole('checkbox', { name: 'Verified in the last 3 releases' });
    expect(box).not.toBeChecked();
    await app.user.click(box);
    await waitFor(() => expect(app.location()).toBe('/snippets?platform=sfmc&verified=recent'));
    expect(screen.getByRole('checkbox', { name: 'Verified in the last 3 releases' })).toBeChecked();
    const chip = screen.getByTestId('filter-chip-verified');
    expect(chip).toHaveTextContent('Verified in the last 3 releases');

    await app.user.click(
      within(chip).getByRole('button', { name: 'Remove filter Verified in the last 3 releases' }),
    );
    await waitFor(() => expect(app.location()).toBe('/snippets?platform=sfmc'));
    expect(screen.getByRole('checkbox', { name: 'Verified in the last 3 releases' })).not.toBeChecked();
  });

  it('is cleared with the other filters', async () => {
    const app = renderFilters('/snippets?ssjsSafe=true&verified=recent');
    await app.user.click(screen.getByTestId('clear-filters'));
    await waitFor(() => expect(app.location()).toBe('/snippets'));
  });
});
