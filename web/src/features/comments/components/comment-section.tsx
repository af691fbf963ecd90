import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { COMMENT, isAdmin } from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useComments } from '../api/get-comments';
import { commentIdOf } from '../utils/validate-comment';
import { CommentItem } from './comment-item';
import { CommentSkeletons } from './comment-skeleton';
import { CommentsProvider, useCommentsContext, type CommentViewer } from './comments-context';

export type { CommentViewer } from './comments-context';

/** The stand-in posts nothing: the form keeps the text. */
/**
 * The new-comment box's place while a member's writing loads: its text box and its row of buttons at their heights,
 * so nothing moves when the form arrives. The box itself comes with the writing: readers never download it.
 */
function CommentBoxPlaceholder() {
  return (
    <div aria-hidden="true" className="space-y-2">
      <div className="h-24 rounded-lg border border-slate-300 bg-white shadow-sm" />
      <div className="h-9" />
    </div>
  );
}

// For members only: readers never download the writing (comment-writing.tsx).
const NewCommentForm = lazy(() =>
  import('./comment-writing').then((module) => ({ default: module.NewCommentForm })),
);

// For admins only (SPEC §6): nobody else downloads it.
const TroubleshootingPanel = lazy(() =>
  import('./troubleshooting-panel').then((module) => ({ default: module.TroubleshootingPanel })),
);

/** SPEC §2: guests get exactly 'Log in or register to add a comment', with both links (back here after login). */
function GuestPrompt() {
  const location = useLocation();
  const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';
  return (
    <p
      data-testid="comment-guest-prompt"
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3.5 text-sm text-slate-700"
    >
      <Link to={paths.login.getHref(`${location.pathname}${location.search}`)} className={linkClass}>
        Log in
      </Link>{' '}
      or{' '}
      <Link to={paths.register.getHref()} className={linkClass}>
        register
      </Link>{' '}
      to add a comment
    </p>
  );
}

export interface CommentSectionProps {
  snippetId: string;
  /** Fenced code without a language name in a comment is highlighted as the snippet's language. */
  codeLanguage?: string;
  viewer: CommentViewer;
}

/** The comments under a snippet (SPEC §2, §4): count, form or guest prompt, threads, paging, admin panel. */
export function CommentSection({ snippetId, codeLanguage = '', viewer }: CommentSectionProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [lastError, setLastError] = useState<string | null>(null);
  const reportError = useCallback((message: string) => setLastError(message), []);
  const focusHeading = useCallback(() => headingRef.current?.focus(), []);
  const context = useMemo(
    () => ({ snippetId, codeLanguage, viewer, reportError, focusHeading }),
    [snippetId, codeLanguage, viewer, reportError, focusHeading],
  );
  return (
    <CommentsProvider value={context}>
      <CommentSectionBody headingRef={headingRef} lastError={lastError} />
    </CommentsProvider>
  );
}

function CommentSectionBody({
  headingRef,
  lastError,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  lastError: string | null;
}) {
  const { snippetId, viewer } = useCommentsContext();
  const comments = useComments(snippetId);
  const pages = comments.data?.pages;
  const threads = useMemo(() => pages?.flatMap((page) => page.comments) ?? [], [pages]);
  const first = pages?.[0];
  const total = first?.totalComments;

  return (
    <section
      aria-labelledby="comments-heading"
      data-testid="comments-section"
      className="mt-12 border-t border-slate-200 pt-8"
    >
      <h2
        id="comments-heading"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-bold text-slate-900 focus:outline-none"
      >
        <MessageSquare aria-hidden="true" className="size-5 text-slate-500" />
        Comments
        {total !== undefined && (
          <span
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700 tabular-nums"
            data-testid="comment-count"
          >
            <span className="sr-only">(</span>
            {total}
            <span className="sr-only">)</span>
          </span>
        )}
      </h2>

      {viewer.isAuthenticated ? (
        <div className="mt-4">
          <Suspense fallback={<CommentBoxPlaceholder />}>
            <NewCommentForm />
          </Suspense>
        </div>
      ) : (
        <GuestPrompt />
      )}

      <div className="mt-8">
        {comments.isPending ? (
          <CommentSkeletons />
        ) : comments.isError ? (
          <Alert className="items-center">
            <span className="mr-3">{COMMENT.loadFailed}</span>
            <button
              type="button"
              onClick={() => void comments.refetch()}
              disabled={comments.isFetching}
              className="font-semibold underline underline-offset-2"
            >
              Try again
            </button>
          </Alert>
        ) : threads.length === 0 ? (
          <p className="text-sm text-slate-600" data-testid="comments-empty">
            No comments yet.{viewer.isAuthenticated ? ' Start the conversation.' : ''}
          </p>
        ) : (
          <ul className="space-y-6" data-testid="comment-list" aria-label="Comments">
            {threads.map((thread, index) => (
              <li key={commentIdOf(thread) ?? `invalid-${index}`}>
                <CommentItem value={thread} />
              </li>
            ))}
          </ul>
        )}

        {comments.hasNextPage && (
          <div className="mt-8 flex justify-center">
            <Button
              variant="secondary"
              onClick={() => void comments.fetchNextPage()}
              disabled={comments.isFetchingNextPage}
              data-testid="load-more-comments"
            >
              {comments.isFetchingNextPage && <Spinner className="size-4" />}
              Load more comments
            </Button>
          </div>
        )}
      </div>

      {isAdmin(viewer.actor) && (
        <Suspense fallback={null}>
          <TroubleshootingPanel
            info={{
              snippetId,
              loadedCount: threads.length,
              totalComments: first?.totalComments ?? null,
              totalThreads: first?.totalThreads ?? null,
              lastError: comments.error ? `${COMMENT.loadFailed}: ${comments.error.message}` : lastError,
              firstComment: threads[0],
              isFetching: comments.isFetching,
              shouldOpen: comments.isError || (comments.isSuccess && threads.length === 0),
            }}
            onRetry={() => void comments.refetch()}
          />
        </Suspense>
      )}
    </section>
  );
}
