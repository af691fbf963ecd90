import { Calendar, Download, Eye, FileText, GitFork, History, Pencil } from 'lucide-react';
import { Suspense, lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  canChangeSnippet,
  categoryLabel,
  languageLabel,
  platformLabel,
  SNIPPET,
  type Actor,
  type SnippetDetail,
} from '@cloud-snippets/contract';
import { PageMeta } from '../../../components/page-meta';
import { SnippetMeta } from './snippet-meta';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSnippet } from '../api/get-snippet';
import { useRecordView } from '../api/record-view';
import { useReaderTime } from '../../../lib/reader-time';
import { CodeBlock } from '../../../components/code/code-block';
import { LanguageBadge } from './language-badge';
import { ForkedFrom } from './forked-from';
import { TagList } from './tag-list';
import { SnippetShape } from './snippet-shape';
import { VisibilityBadge } from './visibility-badge';
import { PendingUntilHydrated, latePart, preloadLateParts } from '../../../lib/late-part';

/** A private snippet's Download (its author's only): its own chunk, loaded on such a page alone. */
const PrivateDownload = lazy(() => import('./private-download'));
const CheckFindings = lazy(() => import('./check-findings'));
/** "Before you run it" and "Does it still work?" (decisions 047, 048). */
const beforeTheCode = latePart(async () => (await import('./snippet-context/before-the-code')).default);
const BeforeTheCode = beforeTheCode.Component;
/** The embed codes, a closed disclosure under the code. */
const embedCodes = latePart(async () => (await import('./embed-codes')).EmbedCodes);
const EmbedCodes = embedCodes.Component;
/** Like, Save and Fork. */
const snippetActions = latePart(async () => (await import('./snippet-actions')).default);
const SnippetActions = snippetActions.Component;
/** Each file's Copy button. */
const copyButton = latePart(async () => (await import('../../../components/ui/copy-button')).CopyButton);
const CopyButton = copyButton.Component;

/**
 * The parts every snippet page renders that the browser hydrates after the page (lib/late-part.tsx): out of a
 * reader's first load, there by the time they would be used.
 */
export const loadSnippetPageParts = () =>
  preloadLateParts(beforeTheCode, embedCodes, snippetActions, copyButton);

export interface Viewer {
  isAuthenticated: boolean;
  /** The signed-in member (actorOf the session's user); null for a guest. */
  actor: Actor | null;
}

export interface SnippetDetailsProps {
  /** The slug (or id) from the URL. */
  idOrSlug: string;
  viewer: Viewer;
  /**
   * What another feature adds for a signed-in reader (moderation): a mark at the top of the snippet, an action at the
   * end of its row of buttons.
   */
  extra?: (snippet: SnippetDetail, isOwner: boolean, place: 'top' | 'actions') => ReactNode;
  /** A file's code, when another feature draws it (line comments); the plain CodeBlock otherwise. */
  renderCode?: (snippet: SnippetDetail, file: SnippetDetail['files'][number], index: number) => ReactNode;
  /** Rendered under the snippet once it is loaded (the comments); a function receives the snippet. */
  children?: ReactNode | ((snippet: SnippetDetail) => ReactNode);
}

/** Shown when the snippet cannot be shown. */
export function SnippetProblem({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {children && <div className="mt-3 text-slate-600">{children}</div>}
      <ButtonLink to={paths.snippets.browse.getHref()} variant="secondary" className="mt-8">
        Browse snippets
      </ButtonLink>
    </div>
  );
}

/** SPEC §2: 'Snippet not found' with a link to browse (answered with a 404 status when the server renders it). */
export function SnippetNotFound() {
  return (
    <SnippetProblem title={SNIPPET.notFound}>
      <PageMeta title={SNIPPET.notFound} noindex />
      The snippet may have been removed, or the link is mistyped.
    </SnippetProblem>
  );
}

function DetailsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading snippet"
      className="mx-auto w-full max-w-5xl animate-pulse px-4 py-10 sm:px-6 lg:px-8"
    >
      <div className="h-5 w-40 rounded bg-slate-200" />
      <div className="mt-4 h-9 w-3/4 rounded bg-slate-200" />
      <div className="mt-4 h-5 w-1/2 rounded bg-slate-100" />
      <div className="mt-8 h-4 w-full rounded bg-slate-100" />
      <div className="mt-2 h-4 w-5/6 rounded bg-slate-100" />
      <div className="mt-8 h-72 rounded-2xl bg-slate-200" />
    </div>
  );
}

/** The snippet details page body (SPEC §2 Snippet details). */
export function SnippetDetails({ idOrSlug, viewer, extra, renderCode, children }: SnippetDetailsProps) {
  const time = useReaderTime();
  const query = useSnippet(idOrSlug);
  const snippet = query.data;
  const countedViews = useRecordView(snippet?._id);

  if (query.isPending) return <DetailsSkeleton />;
  if (query.isError) {
    const isNotFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        {isNotFound ? (
          <SnippetNotFound />
        ) : (
          <SnippetProblem title={SNIPPET.loadFailed}>
            <PageMeta title={SNIPPET.loadFailed} noindex />
            <Alert className="mx-auto mt-4 max-w-md text-left">{query.error.message}</Alert>
          </SnippetProblem>
        )}
      </>
    );
  }
  const data = snippet!;
  // The policy the server enforces, on the member this page shows as signed in: one rule for both.
  const isOwner = canChangeSnippet(viewer.actor, { authorId: data.author._id });
  const isMultiFile = data.files.length > 1;
  const viewCount = countedViews ?? data.viewCount;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <SnippetMeta snippet={data} />
      <article aria-labelledby="snippet-title" data-testid="snippet-details">
        {extra?.(data, isOwner, 'top')}
        <header>
          <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
            <Link to={paths.snippets.browse.getHref()} className="hover:text-brand-700 hover:underline">
              Snippets
            </Link>
            <span aria-hidden="true"> / </span>
            <Link
              to={paths.snippets.browse.getHref({ platform: data.platform })}
              className="hover:text-brand-700 hover:underline"
            >
              {platformLabel(data.platform)}
            </Link>
            <span aria-hidden="true"> / </span>
            <Link
              to={paths.snippets.browse.getHref({ platform: data.platform, category: data.category })}
              className="hover:text-brand-700 hover:underline"
            >
              {categoryLabel(data.category)}
            </Link>
          </nav>
          <h1
            id="snippet-title"
            className="mt-3 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl"
          >
            {data.title}
          </h1>
          <ForkedFrom snippet={data} />
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
            <VisibilityBadge visibility={data.visibility} />
            <SnippetShape snippet={data} />
            <Link
              to={paths.publicProfile.getHref(data.author.username)}
              data-testid="snippet-author"
              className="inline-flex items-center gap-2 font-medium text-slate-800 hover:text-brand-700 hover:underline"
            >
              <Avatar src={data.author.avatar} className="size-7" />
              {data.author.username}
            </Link>
            <span className="inline-flex items-center gap-1.5">
              <Calendar aria-hidden="true" className="size-4" />
              <time dateTime={data.createdAt}>{time.date(data.createdAt)}</time>
            </span>
            {data.revisionCount > 1 && (
              <Link
                to={paths.snippets.revisions.getHref(data.slug)}
                data-testid="revision-summary"
                className="inline-flex items-center gap-1.5 hover:text-brand-700 hover:underline"
              >
                <History aria-hidden="true" className="size-4" />
                Edited {data.revisionCount - 1} {data.revisionCount === 2 ? 'time' : 'times'} · last{' '}
                <time dateTime={data.updatedAt}>{time.relative(data.updatedAt)}</time>
              </Link>
            )}
            {data.forkCount > 0 && (
              <Link
                to={paths.snippets.forks.getHref(data.slug)}
                data-testid="fork-count"
                className="inline-flex items-center gap-1.5 hover:text-brand-700 hover:underline"
              >
                <GitFork aria-hidden="true" className="size-4" />
                {data.forkCount} {data.forkCount === 1 ? 'fork' : 'forks'}
              </Link>
            )}
            <span className="inline-flex items-center gap-1.5" data-testid="view-count">
              <Eye aria-hidden="true" className="size-4" />
              {viewCount} {viewCount === 1 ? 'view' : 'views'}
            </span>
            <LanguageBadge language={data.codeLanguage} />
          </div>
          <PendingUntilHydrated className="mt-6 flex flex-wrap items-center gap-2.5">
            <SnippetActions idOrSlug={idOrSlug} snippet={data} isAuthenticated={viewer.isAuthenticated} />
            {isOwner && (
              <ButtonLink
                to={paths.snippets.edit.getHref(data.slug || data._id)}
                variant="ghost"
                data-testid="edit-snippet-link"
                className="sm:ml-auto"
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit snippet
              </ButtonLink>
            )}
            {extra?.(data, isOwner, 'actions')}
          </PendingUntilHydrated>
        </header>

        <p
          className="mt-8 text-base leading-relaxed whitespace-pre-line text-slate-700"
          data-testid="snippet-description"
        >
          {data.description}
        </p>

        <PendingUntilHydrated>
          <BeforeTheCode
            idOrSlug={idOrSlug}
            snippet={data}
            isAuthenticated={viewer.isAuthenticated}
            isOwner={isOwner}
          />
        </PendingUntilHydrated>

        {data.checks.length > 0 && (
          <Suspense>
            <CheckFindings snippet={data} />
          </Suspense>
        )}

        {/* One panel per file, stacked as Gist shows them; a one-file snippet's panel is named by its language. */}
        {data.files.map((file, index) => (
          <section
            key={file.name}
            aria-label={isMultiFile ? file.name : 'Code'}
            data-testid="snippet-file"
            className={`${index ? 'mt-4' : 'mt-8'} overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card`}
          >
            <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2.5">
              <span className="min-w-0 truncate text-sm font-semibold text-slate-700" title={file.name}>
                {isMultiFile ? file.name : languageLabel(file.language)}
              </span>
              <PendingUntilHydrated className="flex shrink-0 items-center gap-1">
                {/* A private snippet's text is its author's, behind their token: no link another page could open. */}
                {data.visibility === 'private' && index === 0 && (
                  <Suspense>
                    <PrivateDownload slug={data.slug} />
                  </Suspense>
                )}
                {data.visibility !== 'private' && (
                  <ShareLinks
                    snippet={data}
                    file={isMultiFile ? file.name : undefined}
                    withDownload={index === 0}
                  />
                )}
                <CopyButton text={file.code} />
              </PendingUntilHydrated>
            </div>
            {renderCode ? (
              renderCode(data, file, index)
            ) : (
              <CodeBlock code={file.code} language={file.language} />
            )}
          </section>
        ))}

        {data.visibility !== 'private' && (
          <PendingUntilHydrated>
            <EmbedCodes slug={data.slug} title={data.title} />
          </PendingUntilHydrated>
        )}

        {data.tags.length > 0 && <TagList tags={data.tags} className="mt-6" />}
      </article>
      {typeof children === 'function' ? children(data) : children}
    </div>
  );
}

/** Raw (of one file) and Download (of all): plain links, which any visitor (a script, `curl`) can open. */
function ShareLinks({
  snippet: data,
  file,
  withDownload,
}: {
  snippet: SnippetDetail;
  file: string | undefined;
  withDownload: boolean;
}) {
  return (
    <>
      <a
        href={paths.snippets.raw.getHref(data.slug, file)}
        className={buttonClasses('ghost', 'sm')}
        data-testid="raw-link"
        title="The code as plain text"
      >
        <FileText aria-hidden="true" className="size-4" />
        {/* A phone's toolbar keeps the icons: the three labels do not fit beside the language. */}
        <span className="max-sm:sr-only">Raw</span>
      </a>
      {withDownload && (
        <a
          href={paths.snippets.download.getHref(data.slug)}
          download
          className={buttonClasses('ghost', 'sm')}
          data-testid="download-link"
          title={
            data.platform === 'crm'
              ? 'A zip ready for sf project deploy start'
              : 'A zip of the code with a README on where it runs'
          }
        >
          <Download aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">Download</span>
        </a>
      )}
    </>
  );
}
