import { lazy, Suspense } from 'react';

const loadCommentMarkdown = () => import('./comment-markdown');
const CommentMarkdown = lazy(loadCommentMarkdown);

/** Starts loading the Markdown renderer ahead of the first comment (errors surface when it renders). */
export function preloadCommentMarkdown() {
  loadCommentMarkdown().catch(() => {});
}

/**
 * A comment's text: the plain text paints at once, the Markdown rendering (a lazy chunk) replaces it when loaded.
 */
export function CommentContent({ content, codeLanguage }: { content: string; codeLanguage?: string }) {
  return (
    <div
      data-testid="comment-content"
      className="text-[15px] leading-relaxed text-slate-800 [overflow-wrap:anywhere]"
    >
      <Suspense
        fallback={
          <p className="whitespace-pre-wrap" data-markdown-pending>
            {content}
          </p>
        }
      >
        <CommentMarkdown content={content} codeLanguage={codeLanguage} />
      </Suspense>
    </div>
  );
}
