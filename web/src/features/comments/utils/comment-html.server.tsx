import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { commentHtmlQueryOptions } from '../api/comment-html';
import type { CommentPage } from '../api/comment-cache';
import CommentMarkdown from '../components/comment-markdown';

/** Contents of the comments on the pages, and of the replies sent with them. */
function contentsOf(pages: { pages: CommentPage[] } | undefined): string[] {
  const contents: string[] = [];
  const visit = (item: unknown) => {
    if (!item || typeof item !== 'object') return;
    const { content, replies } = item as { content?: unknown; replies?: unknown };
    if (typeof content === 'string') contents.push(content);
    if (Array.isArray(replies)) replies.forEach(visit);
  };
  pages?.pages.forEach((page) => page.comments.forEach(visit));
  return contents;
}

/**
 * Renders the comments' Markdown with the browser's own component into the query cache (server only). A first pass
 * names the fenced code blocks (their highlight queries), which are highlighted before the second pass writes the
 * HTML — the same markup the browser would draw, colours included.
 */
export async function renderCommentsHtml(
  queryClient: QueryClient,
  pages: { pages: CommentPage[] } | undefined,
  codeLanguage: string,
) {
  const contents = [...new Set(contentsOf(pages))];
  if (contents.length === 0) return;
  const scratch = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const render = (content: string) =>
    renderToStaticMarkup(
      <QueryClientProvider client={scratch}>
        <CommentMarkdown content={content} codeLanguage={codeLanguage} />
      </QueryClientProvider>,
    );
  contents.forEach(render);
  const blocks = scratch.getQueryCache().findAll({ queryKey: ['highlight'] });
  await Promise.all(blocks.map((query) => query.fetch().catch(() => null)));
  for (const content of contents) {
    queryClient.setQueryData(commentHtmlQueryOptions(content, codeLanguage).queryKey, render(content));
  }
}
