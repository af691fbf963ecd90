import type { SnippetListQuery } from '@cloud-snippets/contract';
import { z } from 'zod';
import type { ListSort } from '../../../repositories/snippets/snippets.list.js';

/** /api/snippets/{idOrSlug}: a uuid or a slug. */
export const idOrSlugParamsSchema = z.object({ idOrSlug: z.string().min(1).max(200) });
/** /api/snippets/{id}/…: the id (a slug is accepted too). */
export const snippetIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
/** /api/snippets/{idOrSlug}/revisions/{number}. */
export const revisionParamsSchema = idOrSlugParamsSchema.extend({
  number: z.coerce.number().int().min(1).max(1_000_000),
});

/** The list sorts the API's `sortBy` values name, most first and least first. */
const SORT_BY: Record<string, [desc: ListSort, asc: ListSort]> = {
  createdAt: ['newest', 'oldest'],
  updatedAt: ['updated', 'updated-asc'],
  title: ['za', 'az'],
  likeCount: ['popular', 'popular-asc'],
  likes: ['popular', 'popular-asc'],
  popular: ['popular', 'popular-asc'],
  viewCount: ['views', 'views-asc'],
  views: ['views', 'views-asc'],
};

/** `sort` wins; then `sortBy`/`sortOrder` (order defaults to desc); a search without either sorts by relevance. */
export function resolveSort(
  query: Pick<SnippetListQuery, 'sort' | 'sortBy' | 'sortOrder' | 'search'>,
): ListSort {
  if (query.sort) return query.sort as ListSort;
  const pair = query.sortBy ? SORT_BY[query.sortBy] : undefined;
  if (pair) return query.sortOrder === 'asc' ? pair[1] : pair[0];
  return query.search !== undefined ? 'relevance' : 'newest';
}
