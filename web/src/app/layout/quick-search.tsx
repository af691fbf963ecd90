import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { paths } from '../../config/paths';
import { SEARCH_FIELD, takeSearchSubmission } from '../../lib/search-form';

/**
 * Quick Search overlay (SPEC §2): Enter or the Search button goes to browse with the text and page 1;
 * a blank query does nothing; Escape closes.
 */
export function QuickSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const search = takeSearchSubmission(event);
    if (!search) return;
    onClose();
    form.reset();
    void navigate(paths.snippets.browse.getHref({ search, page: 1 }));
  }

  return (
    <Dialog open={open} onClose={onClose} title="Quick Search" testId="quick-search-dialog">
      <form
        method="get"
        action={paths.snippets.browse.getHref()}
        role="search"
        onSubmit={onSubmit}
        className="space-y-3"
      >
        <label htmlFor="quick-search-input" className="sr-only">
          Search snippets
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="quick-search-input"
              data-testid="quick-search-input"
              data-autofocus
              type="search"
              name={SEARCH_FIELD}
              autoComplete="off"
              placeholder="Search AMPscript, Apex, SQL, tags…"
              className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
            />
          </div>
          <Button type="submit" size="lg" data-testid="quick-search-submit">
            Search
          </Button>
        </div>
        <p className="text-xs text-slate-600">
          Press <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-sans">Enter</kbd> to
          search, <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-sans">Esc</kbd> to
          close.
        </p>
      </form>
    </Dialog>
  );
}
