import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTextMemo } from '../../../ssr/text-memo.server';
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

/** Comments' HTML kept per server process, by the snippet's language and the comment's Markdown. */
const COMMENT_HTML_MEMO_BYTES = 8 * 1024 * 1024;
const rendered = createTextMemo<string>(COMMENT_HTML_MEMO_BYTES, (html) => html.length * 2);

/**
 * Renders the comments' Markdown with the browser's own component into the query cache (server only). A first pass
 * names the fenced code blocks (their highlight queries), which are highlighted before the second pass writes the
 * HTML — the same markup the browser would draw, colours included. A comment rendered before is not rendered again.
 */
export async function renderCommentsHtml(
  queryClient: QueryClient,
  pages: { pages: CommentPage[] } | undefined,
  codeLanguage: string,
) {
  const contents = [...new Set(contentsOf(pages))];
  const keyOf = (content: string) => `${codeLanguage}\n${content}`;
  const fresh = await renderAll(
    contents.filter((content) => !rendered.has(keyOf(content))),
    codeLanguage,
  );
  for (const content of contents) {
    let html = fresh.get(content);
    if (html === undefined) html = rendered.get(keyOf(content));
    else rendered.set(keyOf(content), html);
    if (html !== undefined) {
      queryClient.setQueryData(commentHtmlQueryOptions(content, codeLanguage).queryKey, html);
    }
  }
}

/** Each content's HTML, its fenced code highlighted (the comment feeds' contents too). */
export async function renderAll(contents: string[], codeLanguage: string): Promise<Map<string, string>> {
  const html = new Map<string, string>();
  if (contents.length === 0) return html;
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
  for (const content of contents) html.set(content, render(content));
  return html;
}
