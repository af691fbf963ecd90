import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { commentsQueryOptions, getComments } from '../../features/comments/api/get-comments';
import { snippetQueryOptions } from '../../features/snippets/api/get-snippet';
import { highlightQueryOptions } from '../../lib/highlight/highlight-query';
import type { PageLoader } from '../router';

/**
 * The snippet, its code highlighted and its first page of comments with their Markdown rendered. A snippet asked for by id answers with a
 * permanent redirect to its slug URL, the one address search engines should keep.
 */
export const loadSnippetDetails: PageLoader = async ({ params }, queryClient) => {
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
  // The Markdown renderer stays out of a visitor's JavaScript, and the
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
