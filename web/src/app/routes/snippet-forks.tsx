import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageShell } from '../../components/layouts/page-shell';
import { Pagination } from '../../components/ui/pagination';
import { paths } from '../../config/paths';
import { forksQueryOptions } from '../../features/snippets/api/fork-snippet';
import { snippetQueryOptions } from '../../features/snippets/api/get-snippet';
import { SnippetCard } from '../../features/snippets/components/snippet-card';
import { pageParam } from '../../lib/page-param';
import type { PageLoader } from '../router';

/** The snippet (for its title) and one page of its forks, read side by side. */
export const loader: PageLoader = async ({ params, request }, queryClient) => {
  const slug = params.slug ?? '';
  const page = pageParam(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.ensureQueryData(snippetQueryOptions(slug)),
    queryClient.ensureQueryData(forksQueryOptions(slug, page)),
  ]);
};

export { SnippetRouteError as ErrorBoundary } from '../snippet-route-error';

/** /snippets/{slug}/forks: the copies members made of a snippet, newest first (decision 040). */
export default function SnippetForksRoute() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const page = pageParam(search);
  const snippet = useQuery(snippetQueryOptions(slug)).data;
  const forks = useQuery(forksQueryOptions(slug, page)).data;
  if (!snippet || !forks) return null;
  const count = forks.totalSnippets;

  return (
    <PageShell
      title="Forks"
      metaTitle={`Forks of ${snippet.title}`}
      eyebrow={
        <Link to={paths.snippets.details.getHref(snippet)} className="hover:text-brand-700 hover:underline">
          {snippet.title}
        </Link>
      }
      lead={
        count === 0
          ? 'Nobody has forked this snippet yet.'
          : `${count} ${count === 1 ? 'fork' : 'forks'} of this snippet by members, newest first.`
      }
    >
      {forks.snippets.length > 0 && (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="fork-list">
          {forks.snippets.map((fork) => (
            <li key={fork._id} className="flex min-w-0">
              <div className="flex w-full min-w-0 flex-col [&>article]:flex-1">
                <SnippetCard snippet={fork} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        currentPage={page}
        totalPages={forks.totalPages}
        getHref={(n) => paths.snippets.forks.getHref(slug, n)}
        className="mt-8"
      />
    </PageShell>
  );
}
