import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageShell } from '../../components/layouts/page-shell';
import { paths } from '../../config/paths';
import { revisionsQueryOptions } from '../../features/snippets/api/get-revisions';
import { snippetQueryOptions } from '../../features/snippets/api/get-snippet';
import { useReaderTime } from '../../lib/reader-time';
import { pageParam } from '../../lib/page-param';
import type { PageLoader } from '../router';

/** The snippet (for its title) and one page of its revisions, read side by side. */
export const loader: PageLoader = async ({ params, request }, queryClient) => {
  const slug = params.slug ?? '';
  const page = pageParam(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.ensureQueryData(snippetQueryOptions(slug)),
    queryClient.ensureQueryData(revisionsQueryOptions(slug, page)),
  ]);
};

export { SnippetRouteError as ErrorBoundary } from '../snippet-route-error';

/** /snippets/{slug}/revisions: every version of a snippet, newest first, with what each changed (decision 038). */
export default function SnippetRevisionsRoute() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const page = pageParam(search);
  const snippet = useQuery(snippetQueryOptions(slug)).data;
  const list = useQuery(revisionsQueryOptions(slug, page)).data;
  const time = useReaderTime();
  if (!snippet || !list) return null;
  const pageHref = (n: number) => `${paths.snippets.revisions.getHref(slug)}${n > 1 ? `?page=${n}` : ''}`;

  return (
    <PageShell
      width="narrow"
      title="Revisions"
      metaTitle={`Revisions of ${snippet.title}`}
      eyebrow={
        <Link to={paths.snippets.details.getHref(snippet)} className="hover:text-brand-700 hover:underline">
          {snippet.title}
        </Link>
      }
      lead={`${list.totalRevisions} ${list.totalRevisions === 1 ? 'version' : 'versions'}, newest first.`}
    >
      <ol
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-card"
        data-testid="revision-list"
      >
        {list.revisions.map((revision) => (
          <li key={revision.number} className="px-4 py-3" data-testid="revision">
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <Link
                to={paths.snippets.revision.getHref(slug, revision.number)}
                className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
              >
                Revision {revision.number}
              </Link>
              <span
                className="font-mono text-sm"
                aria-label={`${revision.linesAdded} lines added, ${revision.linesRemoved} removed`}
              >
                <span className="text-green-700">+{revision.linesAdded}</span>{' '}
                <span className="text-red-700">−{revision.linesRemoved}</span>
              </span>
              {revision.number > 1 && (
                <Link
                  to={paths.snippets.compare.getHref(slug, revision.number - 1, revision.number)}
                  className="text-sm font-semibold text-brand-700 hover:underline"
                  aria-label={`Changes in revision ${revision.number}`}
                >
                  Changes
                </Link>
              )}
              <time
                dateTime={revision.createdAt}
                title={time.full(revision.createdAt)}
                className="ml-auto text-sm text-slate-600"
              >
                {time.relative(revision.createdAt)}
              </time>
            </div>
            <p className="mt-1 break-words text-slate-700">
              {revision.note || <span className="text-slate-500 italic">No note</span>}
            </p>
          </li>
        ))}
      </ol>
      {list.totalPages > 1 && (
        <nav aria-label="Revision pages" className="mt-6 flex justify-between text-sm font-semibold">
          {page > 1 ? <Link to={pageHref(page - 1)}>← Newer</Link> : <span />}
          {page < list.totalPages ? <Link to={pageHref(page + 1)}>Older →</Link> : <span />}
        </nav>
      )}
    </PageShell>
  );
}
