import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { canReport, type SnippetDetail } from '@cloud-snippets/contract';
import { CodeBlock } from '../../components/code/code-block';
import { useHydrated } from '../../hooks/use-hydrated';
import type { CommentViewer } from '../../features/comments/components/comments-context';
import { paths } from '../../config/paths';
import type { PageLoader } from '../router';
import { loadSnippetDetails } from './snippet-details.loader';
import { useSession } from '../../features/auth/hooks/use-session';
import { CommentSkeletons } from '../../features/comments/components/comment-skeleton';
import { FeedLink, feedPaths } from '../../features/follows/components/feed-link';
import { SnippetDetails, loadSnippetPageParts } from '../../features/snippets/components/snippet-details';

// Moderation (decision 053) for signed-in readers only: guests never download the Report button or the banner.
const ModerationMark = lazy(() => import('../../features/moderation/components/moderation-mark'));
// "Add to collection" (decision 075) for signed-in readers only; its dialog loads when it is pressed.
const AddToCollectionButton = lazy(
  () => import('../../features/collections/components/add-to-collection-button'),
);

/**
 * The comments, in a chunk of their own that the page does not wait for: the server renders them, the browser
 * hydrates the rest of the page first and them when their code arrives (React keeps the server's HTML of a Suspense
 * boundary whose code is still loading, so nothing moves). A reader's first download is the snippet's; a click on a
 * comment before then is replayed by React once they hydrate.
 */
const CommentSection = lazy(() =>
  import('../../features/comments/components/comment-section').then((module) => ({
    default: module.CommentSection,
  })),
);

/**
 * A file's code with its line comments and, for members, line numbers that select lines to comment on (decision 076):
 * a chunk loaded once the page has hydrated, for members and for a guest reading a snippet with comments — never in
 * the first load, whose code is the server's plain CodeBlock (kept meanwhile).
 */
const ReviewableCode = lazy(() => import('../../features/comments/components/line-review/reviewable-code'));

function FileCode({
  snippet,
  file,
  index,
  viewer,
}: {
  snippet: SnippetDetail;
  file: SnippetDetail['files'][number];
  index: number;
  viewer: CommentViewer;
}) {
  const isHydrated = useHydrated();
  const plain = <CodeBlock code={file.code} language={file.language} />;
  if (!isHydrated || (!viewer.isAuthenticated && snippet.commentCount === 0)) return plain;
  return (
    <Suspense fallback={plain}>
      <ReviewableCode snippet={snippet} file={file} fileIndex={index} viewer={viewer} />
    </Suspense>
  );
}

/** The page's late parts, started with its module (PageModule.beforeRender). */
export const beforeRender = loadSnippetPageParts;

/** On the server only: the browser's pages load their data through their queries. */
export const loader: PageLoader | undefined = import.meta.env.SSR ? loadSnippetDetails : undefined;

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
    const idAddress = paths.snippets.details.getHref({ _id: snippet._id });
    // The address bar's own path too: a page kept on screen while the next one loads must not rewrite its address.
    if (!snippet.slug || pathname !== idAddress || window.location.pathname !== idAddress) return;
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
      renderCode={(snippet, file, index) => (
        <FileCode snippet={snippet} file={file} index={index} viewer={commentViewer} />
      )}
      extra={(snippet, isOwner, place) => (
        // Only its author and the moderators receive a hidden snippet; any member but its author may report it.
        <Suspense>
          {place === 'top'
            ? snippet.hidden && <ModerationMark mark="hidden" className="mb-6" />
            : isAuthenticated && (
                <>
                  <AddToCollectionButton snippetId={snippet._id} />
                  {!isOwner && (
                    <ModerationMark
                      mark="report"
                      targetKind="snippet"
                      target={snippet._id}
                      subject="this snippet"
                    />
                  )}
                </>
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
          <Suspense fallback={<CommentSkeletons />}>
            <CommentSection
              snippetId={snippet._id}
              codeLanguage={snippet.codeLanguage}
              viewer={commentViewer}
            />
          </Suspense>
        </>
      )}
    </SnippetDetails>
  );
}
