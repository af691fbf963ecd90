import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { commentHtmlQueryOptions } from '../api/comment-html';

const CommentMarkdown = lazy(() => import('./comment-markdown'));

const CONTENT_CLASSES = 'text-[15px] leading-relaxed text-slate-800 [overflow-wrap:anywhere]';

/**
 * A comment's text. A server-rendered page brings it as HTML (its Markdown rendered by the server with the same
 * component); otherwise the plain text paints at once and the Markdown rendering (a lazy chunk) replaces it.
 */
export function CommentContent({ content, codeLanguage = '' }: { content: string; codeLanguage?: string }) {
  const { data: html } = useQuery(commentHtmlQueryOptions(content, codeLanguage));
  if (html !== undefined) {
    // Markup our own renderer made from the comment: typed HTML is text in it, links pass the protocol allow-list.
    return (
      <div
        data-testid="comment-content"
        className={CONTENT_CLASSES}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <div data-testid="comment-content" className={CONTENT_CLASSES}>
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
