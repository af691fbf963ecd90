import { queryOptions } from '@tanstack/react-query';

/**
 * A comment's Markdown rendered to HTML by the server while it renders a snippet page, kept in the query cache: a
 * visitor's browser shows it as it came and never downloads the Markdown renderer. Read from the cache only; a
 * comment that is not there (posted or edited since, or reached by a client navigation) renders in the browser.
 */
export const commentHtmlQueryOptions = (content: string, codeLanguage: string) =>
  queryOptions<string>({
    queryKey: ['comment-html', codeLanguage, content] as const,
    enabled: false,
    staleTime: Infinity,
  });
