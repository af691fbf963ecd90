import { useQuery } from '@tanstack/react-query';
import type { RevisionDetail } from '@cloud-snippets/contract';
import { languageLabel } from '@cloud-snippets/contract';
import { clsx } from 'clsx';
import { Link, data, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageShell } from '../../components/layouts/page-shell';
import { paths } from '../../config/paths';
import { revisionQueryOptions } from '../../features/snippets/api/get-revisions';
import { snippetQueryOptions } from '../../features/snippets/api/get-snippet';
import { CodeDiff, type DiffView } from '../../features/snippets/components/code-diff';
import { changedFilePairs } from '../../features/snippets/lib/file-pairs';
import { rangeOf } from '../../features/snippets/lib/revision-range';
import { highlightQueryOptions } from '../../lib/highlight/highlight-query';
import type { PageLoader } from '../router';

const viewOf = (search: URLSearchParams): DiffView => (search.get('view') === 'split' ? 'split' : 'unified');

/** The snippet and both revisions, read side by side; on the server, both versions of the code highlighted. */
export const loader: PageLoader = async ({ params }, queryClient) => {
  const slug = params.slug ?? '';
  const range = rangeOf(params.range);
  if (!range) throw data(null, { status: 404 });
  const [, before, after] = await Promise.all([
    queryClient.ensureQueryData(snippetQueryOptions(slug)),
    queryClient.ensureQueryData(revisionQueryOptions(slug, range.from)),
    queryClient.ensureQueryData(revisionQueryOptions(slug, range.to)),
  ]);
  if (!import.meta.env.SSR) return;
  const { highlightLinesMemoized } = await import('../../lib/highlight/highlight-memo.server');
  await Promise.all(
    [...before.files, ...after.files].map(({ code, language }) =>
      queryClient.prefetchQuery({
        ...highlightQueryOptions(code, language),
        queryFn: () => highlightLinesMemoized(code, language),
      }),
    ),
  );
};

export { SnippetRouteError as ErrorBoundary } from '../snippet-route-error';

/** A snippet of several files: a diff per changed file (added and removed ones too), then how many did not change. */
function FileDiffs({
  before,
  after,
  view,
}: {
  before: RevisionDetail;
  after: RevisionDetail;
  view: DiffView;
}) {
  const { pairs, unchanged } = changedFilePairs(before.files, after.files);
  return (
    <div className="space-y-4" data-testid="file-diffs">
      {pairs.map((pair) => {
        const language = (pair.after ?? pair.before)!.language;
        return (
          <CodeDiff
            key={pair.name}
            label={pair.name}
            oldCode={pair.before?.code ?? ''}
            oldLanguage={pair.before?.language ?? language}
            newCode={pair.after?.code ?? ''}
            newLanguage={pair.after?.language ?? language}
            view={view}
          />
        );
      })}
      {unchanged > 0 && (
        <p className="text-sm text-slate-600">
          {unchanged} {unchanged === 1 ? 'file' : 'files'} unchanged
        </p>
      )}
    </div>
  );
}

/** What else changed between two revisions: the title, the description, the tags. */
function DetailChanges({ before, after }: { before: RevisionDetail; after: RevisionDetail }) {
  const removedTags = before.tags.filter((tag) => !after.tags.includes(tag));
  const addedTags = after.tags.filter((tag) => !before.tags.includes(tag));
  const changes = [
    before.title !== after.title && (
      <div key="title">
        <dt className="font-semibold text-slate-700">Title</dt>
        <dd>
          <del className="text-red-700">{before.title}</del> →{' '}
          <ins className="text-green-700 no-underline">{after.title}</ins>
        </dd>
      </div>
    ),
    before.description !== after.description && (
      <div key="description">
        <dt className="font-semibold text-slate-700">Description</dt>
        <dd className="space-y-1">
          <del className="block whitespace-pre-line text-red-700">{before.description}</del>
          <ins className="block whitespace-pre-line text-green-700 no-underline">{after.description}</ins>
        </dd>
      </div>
    ),
    (removedTags.length > 0 || addedTags.length > 0) && (
      <div key="tags">
        <dt className="font-semibold text-slate-700">Tags</dt>
        <dd className="flex flex-wrap gap-2 font-mono text-sm">
          {removedTags.map((tag) => (
            <del key={`-${tag}`} className="text-red-700">
              −{tag}
            </del>
          ))}
          {addedTags.map((tag) => (
            <ins key={`+${tag}`} className="text-green-700 no-underline">
              +{tag}
            </ins>
          ))}
        </dd>
      </div>
    ),
  ].filter(Boolean);
  if (changes.length === 0) return null;
  return (
    <dl
      data-testid="detail-changes"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 break-words shadow-card"
    >
      {changes}
    </dl>
  );
}

/** Picks either end of the range; the page follows at once. */
function RevisionPicker({
  label,
  value,
  count,
  onPick,
}: {
  label: string;
  value: number;
  count: number;
  onPick: (number: number) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-slate-700">
      {label}
      <select
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 font-normal"
        value={value}
        onChange={(event) => onPick(Number(event.target.value))}
      >
        {Array.from({ length: count }, (_, index) => count - index).map((number) => (
          <option key={number} value={number}>
            Revision {number}
            {number === count ? ' (current)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}

/** /snippets/{slug}/compare/{from}...{to}: what changed between two revisions, unified or side by side. */
export default function SnippetCompareRoute() {
  const { slug = '', range: rangeParam } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const range = rangeOf(rangeParam) ?? { from: 1, to: 1 };
  const view = viewOf(search);
  const snippet = useQuery(snippetQueryOptions(slug)).data;
  const before = useQuery(revisionQueryOptions(slug, range.from)).data;
  const after = useQuery(revisionQueryOptions(slug, range.to)).data;
  if (!snippet || !before || !after) return null;
  const href = (from: number, to: number, next: DiffView = view) =>
    paths.snippets.compare.getHref(slug, from, to, next === 'split' ? 'split' : undefined);
  const viewLink = (next: DiffView, text: string) => (
    <Link
      to={href(range.from, range.to, next)}
      aria-current={view === next ? 'true' : undefined}
      className={clsx(
        'rounded-md px-3 py-1',
        view === next
          ? 'bg-white font-semibold text-slate-900 shadow-sm'
          : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {text}
    </Link>
  );

  return (
    <PageShell
      title={`Changes from revision ${range.from} to ${range.to}`}
      metaTitle={`Revision ${range.from} to ${range.to} of ${snippet.title}`}
      eyebrow={
        <Link to={paths.snippets.revisions.getHref(slug)} className="hover:text-brand-700 hover:underline">
          {snippet.title} · all revisions
        </Link>
      }
      lead={after.note ? `Revision ${range.to}: ${after.note}` : undefined}
    >
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <RevisionPicker
            label="From"
            value={range.from}
            count={snippet.revisionCount}
            onPick={(from) => navigate(href(from, range.to))}
          />
          <RevisionPicker
            label="To"
            value={range.to}
            count={snippet.revisionCount}
            onPick={(to) => navigate(href(range.from, to))}
          />
          <nav aria-label="Diff view" className="flex rounded-lg bg-slate-100 p-1 text-sm sm:ml-auto">
            {viewLink('unified', 'Unified')}
            {viewLink('split', 'Split')}
          </nav>
        </div>
        <DetailChanges before={before} after={after} />
        {before.files.length > 1 || after.files.length > 1 ? (
          <FileDiffs before={before} after={after} view={view} />
        ) : (
          <CodeDiff
            label={
              before.codeLanguage === after.codeLanguage
                ? languageLabel(after.codeLanguage)
                : `${languageLabel(before.codeLanguage)} → ${languageLabel(after.codeLanguage)}`
            }
            oldCode={before.code}
            oldLanguage={before.codeLanguage}
            newCode={after.code}
            newLanguage={after.codeLanguage}
            view={view}
          />
        )}
      </div>
    </PageShell>
  );
}
