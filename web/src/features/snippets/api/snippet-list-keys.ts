/**
 * The list queries' parameters and cache keys: a module of their own, so the pages whose writes refresh the lists (a
 * like, a save on the snippet page) carry the keys and not the list's fetching code.
 */
export interface SnippetListParams {
  platform?: string;
  category?: string;
  language?: string;
  search?: string;
  tag?: string;
  author?: string;
  hasTestClass?: string;
  ssjsSafe?: string;
  sort?: string;
  page: number;
}

export const snippetListKeys = {
  all: ['snippets', 'list'] as const,
  list: (params: SnippetListParams) => [...snippetListKeys.all, params] as const,
};
