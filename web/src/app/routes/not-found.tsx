import { ArrowLeft, Home, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NOT_FOUND_PAGE } from '@cloud-snippets/contract';
import { PageMeta } from '../../components/page-meta';
import { Button, ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { SEARCH_FIELD, takeSearchSubmission } from '../../lib/search-form';

/** The 404 page (SPEC §2): Return to Home, Go Back, and a search box. */
export default function NotFoundRoute() {
  const navigate = useNavigate();
  const location = useLocation();

  function onSearch(event: FormEvent<HTMLFormElement>) {
    const search = takeSearchSubmission(event);
    if (search) void navigate(paths.snippets.browse.getHref({ search }));
  }

  function goBack() {
    // The first page of a visit has the key 'default': there is nothing of ours to go back to.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.home.getHref());
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-16 text-center sm:py-24">
      <PageMeta
        title={NOT_FOUND_PAGE.title}
        description="The page you are looking for does not exist."
        noindex
      />
      <p className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {NOT_FOUND_PAGE.title}
      </h1>
      <p className="mt-3 text-slate-600">
        The page you are looking for doesn&apos;t exist or has moved. Try searching the snippets instead.
      </p>
      <form
        method="get"
        action={paths.snippets.browse.getHref()}
        role="search"
        onSubmit={onSearch}
        className="mt-8 flex w-full max-w-md flex-col gap-2 sm:flex-row"
      >
        <label htmlFor="not-found-search" className="sr-only">
          Search snippets
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id="not-found-search"
            data-testid="not-found-search-input"
            type="search"
            name={SEARCH_FIELD}
            placeholder="Search snippets…"
            className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-[15px] shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
          />
        </div>
        <Button type="submit" size="md" className="h-11" data-testid="not-found-search-submit">
          Search
        </Button>
      </form>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home.getHref()} variant="primary">
          <Home aria-hidden="true" className="size-4" />
          {NOT_FOUND_PAGE.home}
        </ButtonLink>
        <Button variant="secondary" onClick={goBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {NOT_FOUND_PAGE.back}
        </Button>
      </div>
    </div>
  );
}
