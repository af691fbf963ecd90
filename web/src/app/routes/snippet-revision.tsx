import { useQuery } from '@tanstack/react-query';
import { actorOf, canChangeSnippet, languageLabel } from '@cloud-snippets/contract';
import { GitCompare } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { CodeBlock } from '../../components/code/code-block';
import { ButtonLink } from '../../components/ui/button';
import { PageShell } from '../../components/layouts/page-shell';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { revisionQueryOptions } from '../../features/snippets/api/get-revisions';
import { snippetQueryOptions } from '../../features/snippets/api/get-snippet';
import { RestoreRevisionButton } from '../../features/snippets/components/restore-revision-button';
import { TagList } from '../../features/snippets/components/tag-list';
import { useHydrated } from '../../hooks/use-hydrated';
import { lineElementId, lineSpanOf, type LineSpan } from '../../lib/line-anchors';
import { useReaderTime } from '../../lib/reader-time';
import type { PageLoader } from '../router';

const numberOf = (value: string | undefined) => Math.trunc(Number(value)) || 0;

/** The snippet (for its current title and author) and the revision, read side by side. */
export const loader: PageLoader = async ({ params }, queryClient) => {
  const slug = params.slug ?? '';
  await Promise.all([
    queryClient.ensureQueryData(snippetQueryOptions(slug)),
    queryClient.ensureQueryData(revisionQueryOptions(slug, numberOf(params.number))),
  ]);
};

export { SnippetRouteError as ErrorBoundary } from '../snippet-route-error';

/**
 * The lines the address's fragment names (`#file-0-L12-L14`: a line comment "on an earlier revision" links so),
 * scrolled into view once the revision is drawn. Read after hydration: the server never sees the fragment, and the
 * first render has to match its HTML.
 */
function useMarkedLines(isDrawn: boolean): LineSpan | null {
  const { hash } = useLocation();
  const isHydrated = useHydrated();
  const marked = useMemo(
    () => (isHydrated ? lineSpanOf(decodeURIComponent(hash)) : null),
    [isHydrated, hash],
  );
  useEffect(() => {
    if (isDrawn && marked)
      document.getElementById(lineElementId(marked.file, marked.start))?.scrollIntoView({ block: 'center' });
  }, [isDrawn, marked]);
  return marked;
}

/** /snippets/{slug}/revisions/{n}: the snippet as it was at revision n; its author can restore it. */
export default function SnippetRevisionRoute() {
  const { slug = '', number: numberParam } = useParams();
  const number = numberOf(numberParam);
  const snippet = useQuery(snippetQueryOptions(slug)).data;
  const revision = useQuery(revisionQueryOptions(slug, number)).data;
  const { user } = useSession();
  const time = useReaderTime();
  const marked = useMarkedLines(!!revision);
  if (!snippet || !revision) return null;
  const isCurrent = number === snippet.revisionCount;
  const isAuthor = canChangeSnippet(actorOf(user), { authorId: snippet.author._id });

  return (
    <PageShell
      width="narrow"
      title={`Revision ${number}${isCurrent ? ' (current)' : ''}`}
      metaTitle={`Revision ${number} of ${snippet.title}`}
      eyebrow={
        <Link to={paths.snippets.revisions.getHref(slug)} className="hover:text-brand-700 hover:underline">
          {snippet.title} · all revisions
        </Link>
      }
      lead={
        <>
          {revision.note || 'No note'} ·{' '}
          <time dateTime={revision.createdAt} title={time.full(revision.createdAt)}>
            {time.relative(revision.createdAt)}
          </time>{' '}
          · <span className="text-green-700">+{revision.linesAdded}</span>{' '}
          <span className="text-red-700">−{revision.linesRemoved}</span>
        </>
      }
      actions={
        isCurrent ? undefined : (
          <>
            <ButtonLink
              variant="secondary"
              to={paths.snippets.compare.getHref(slug, number, snippet.revisionCount)}
            >
              <GitCompare aria-hidden="true" className="size-4" />
              Compare with current
            </ButtonLink>
            {isAuthor && <RestoreRevisionButton slug={slug} number={number} />}
          </>
        )
      }
    >
      <article data-testid="revision-content" className="space-y-6">
        <h2 className="text-2xl font-bold text-slate-900">{revision.title}</h2>
        <p className="leading-relaxed whitespace-pre-line text-slate-700">{revision.description}</p>
        {/* Each file as it was; a one-file snippet's panel is named by its language. */}
        {revision.files.map((file, index) => (
          <section
            key={file.name}
            aria-label={revision.files.length > 1 ? file.name : 'Code'}
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card"
          >
            <div className="border-b border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-700">
              {revision.files.length > 1 ? file.name : languageLabel(file.language)}
            </div>
            <CodeBlock
              code={file.code}
              language={file.language}
              lineTargets={{ file: index, marked: marked?.file === index ? marked : null }}
            />
          </section>
        ))}
        {revision.tags.length > 0 && <TagList tags={revision.tags} />}
      </article>
    </PageShell>
  );
}
