import { lazy, Suspense, useEffect, useMemo } from 'react';
import { redirect, useLocation, useParams } from 'react-router';
import { canReport } from '@cloud-snippets/contract';
import { paths } from '../../config/paths';
import { commentsQueryOptions, getComments } from '../../features/comments/api/get-comments';
import { snippetQueryOptions } from '../../features/snippets/api/get-snippet';
import { highlightQueryOptions } from '../../lib/highlight/highlight-query';
import type { PageLoader } from '../router';
import { useSession } from '../../features/auth/hooks/use-session';
import { CommentSection } from '../../features/comments/components/comment-section';
import { FeedLink, feedPaths } from '../../features/follows/components/feed-link';
import { SnippetDetails, loadSnippetPageParts } from '../../features/snippets/components/snippet-details';

// Moderation (decision 053) for signed-in readers only: guests never download the Report button or the banner.
const ModerationMark = lazy(() => import('../../features/moderation/components/moderation-mark'));

/** The page's lazy parts, loaded before it renders (PageModule.beforeRender). */
export const beforeRender = loadSnippetPageParts;

/**
 * The snippet, its code highlighted and its first page of comments with their Markdown rendered. A snippet asked for by id answers with a
 * permanent redirect to its slug URL, the one address search engines should keep.
 */
export const loader: PageLoader = async ({ params }, queryClient) => {
  const idOrSlug = params.slug ?? '';
  // The first comments are read beside the snippet (the API names a snippet by slug too): one round trip, not two.
  // A failed read leaves them to the browser, as any failed query does.
  const [snippet, firstComments] = await Promise.all([
    queryClient.ensureQueryData(snippetQueryOptions(idOrSlug)),
    getComments(idOrSlug, null).catch(() => null),
  ]);
  if (snippet.slug && snippet.slug !== idOrSlug) {
    throw redirect(paths.snippets.details.getHref(snippet), 301);
  }
  if (!import.meta.env.SSR) return;
  // The server only (loaders run nowhere else): the Markdown renderer stays out of a visitor's JavaScript, and the
  // code's highlighting is kept per process for the next render of the same code.
  const [{ highlightLinesMemoized }, { renderCommentsHtml }] = await Promise.all([
    import('../../lib/highlight/highlight-memo.server'),
    import('../../features/comments/utils/comment-html.server'),
  ]);
  // Every file the page shows, not only the first: a file left to the browser makes it download the highlighter and
  // its grammar (a dozen chunks) after hydration.
  await Promise.all(
    snippet.files.map(({ code, language }) =>
      queryClient.prefetchQuery({
        ...highlightQueryOptions(code, language),
        queryFn: () => highlightLinesMemoized(code, language),
      }),
    ),
  );
  if (!firstComments) return;
  const comments = { pages: [firstComments], pageParams: [null] };
  queryClient.setQueryData(commentsQueryOptions(snippet._id).queryKey, comments);
  await renderCommentsHtml(queryClient, comments, snippet.codeLanguage);
};

/** A snippet that does not exist: SPEC §2's 'Snippet not found', with the 404 status when the server renders it. */
export { SnippetRouteError as ErrorBoundary } from '../snippet-route-error';

/**
 * The address bar at the snippet's slug when the page was opened by its id (SPEC §2's edit goes to /snippets/{id}):
 * the server answers such a URL with a permanent redirect, a client navigation does not. The history entry is
 * rewritten in place, with React Router's own state kept, so the page is not rendered again and Back still works.
 */
function AddressAtSlug({ snippet }: { snippet: { _id: string; slug?: string } }) {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (!snippet.slug || pathname !== paths.snippets.details.getHref({ _id: snippet._id })) return;
    window.history.replaceState(
      window.history.state,
      '',
      `${paths.snippets.details.getHref(snippet)}${search}${hash}`,
    );
  }, [snippet, pathname, search, hash]);
  return null;
}

export default function SnippetDetailsRoute() {
  const { slug = '' } = useParams();
  const { isAuthenticated, user } = useSession();
  const userId = user?._id ?? null;
  const role = user?.role ?? null;
  const actor = useMemo(() => (userId && role ? { id: userId, role } : null), [userId, role]);
  const commentViewer = useMemo(
    () => ({
      isAuthenticated,
      actor,
      extraAction: (comment: { _id: string; author: { _id: string } }, className: string) =>
        isAuthenticated &&
        canReport(actor, { authorId: comment.author._id }) && (
          <Suspense>
            <ModerationMark
              mark="report"
              targetKind="comment"
              target={comment._id}
              subject="this comment"
              className={className}
              compact
            />
          </Suspense>
        ),
    }),
    [isAuthenticated, actor],
  );
  return (
    // The key starts afresh (view recording, optimistic state) when another snippet is opened.
    <SnippetDetails
      key={slug}
      idOrSlug={slug}
      viewer={{ isAuthenticated, actor }}
      extra={(snippet, isOwner, place) => (
        // Only its author and the moderators receive a hidden snippet; any member but its author may report it.
        <Suspense>
          {place === 'top'
            ? snippet.hidden && <ModerationMark mark="hidden" className="mb-6" />
            : isAuthenticated &&
              !isOwner && (
                <ModerationMark
                  mark="report"
                  targetKind="snippet"
                  target={snippet._id}
                  subject="this snippet"
                />
              )}
        </Suspense>
      )}
    >
      {(snippet) => (
        <>
          <AddressAtSlug snippet={snippet} />
          {/* The server serves a comment feed for a public snippet only. */}
          {snippet.visibility === 'public' && !snippet.hidden && (
            <FeedLink path={feedPaths.comments(snippet.slug)} title={`Comments on ${snippet.title}`} />
          )}
          <CommentSection
            snippetId={snippet._id}
            codeLanguage={snippet.codeLanguage}
            viewer={commentViewer}
          />
        </>
      )}
    </SnippetDetails>
  );
}
