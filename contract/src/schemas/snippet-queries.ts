import { z } from './zod.js';
import { PAGE_SIZES, PLATFORM_VALUES, SNIPPET_LIMITS, SORT_OPTIONS } from '../constants.js';
import { categoryValues, languageFilterValues } from './snippet-values.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalEnum = <T extends [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToUndefined, z.enum(values).optional());

/** GET /api/snippets query. Unknown values are a 400, never silently "everything". */
export const snippetListQuerySchema = z.object({
  platform: optionalEnum(PLATFORM_VALUES),
  category: optionalEnum(categoryValues),
  /** A language, or `other`: every language without a home tile (OTHER_LANGUAGE_VALUES). */
  codeLanguage: optionalEnum(languageFilterValues),
  /** Alias of codeLanguage used by browse URLs. */
  language: optionalEnum(languageFilterValues),
  tag: z.preprocess(emptyToUndefined, z.string().trim().toLowerCase().max(SNIPPET_LIMITS.tagMax).optional()),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(SNIPPET_LIMITS.searchMax).optional()),
  /** `true`: only snippets with an Apex class and its test class (decision 043). */
  hasTestClass: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  /** `recent`: only snippets confirmed to work on one of the last RECENT_RELEASES releases (decision 048). */
  verified: z.preprocess(emptyToUndefined, z.enum(['recent']).optional()),
  /** `true`: only snippets whose SSJS runs on Marketing Cloud's engine (decision 044). */
  ssjsSafe: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  /** A username, or `me` for the signed-in member. */
  author: z.preprocess(emptyToUndefined, z.string().trim().max(30).optional()),
  sort: optionalEnum(SORT_OPTIONS.map((s) => s.value) as [string, ...string[]]),
  sortBy: optionalEnum([
    'createdAt',
    'updatedAt',
    'title',
    'likeCount',
    'likes',
    'viewCount',
    'views',
    'popular',
  ]),
  sortOrder: optionalEnum(['asc', 'desc']),
  page: z.coerce.number().int().min(1).max(SNIPPET_LIMITS.pageMax).default(1),
  limit: z.coerce.number().int().min(1).max(SNIPPET_LIMITS.limitMax).default(PAGE_SIZES.snippets),
});
export type SnippetListQuery = z.infer<typeof snippetListQuerySchema>;

/** Forks (decision 040): GET /api/snippets/{idOrSlug}/forks, a page of cards, newest first by default. */
export const forkListQuerySchema = z.object({
  sort: optionalEnum<['newest', 'oldest', 'popular']>(['newest', 'oldest', 'popular']),
  page: z.coerce.number().int().min(1).max(SNIPPET_LIMITS.pageMax).default(1),
  limit: z.coerce.number().int().min(1).max(SNIPPET_LIMITS.limitMax).default(PAGE_SIZES.snippets),
});

/** Revisions (decision 038): GET /api/snippets/{idOrSlug}/revisions, newest first. */
export const revisionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(SNIPPET_LIMITS.pageMax).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
/** ?limit= of featured, popular and tags/popular. */
export const shortListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SNIPPET_LIMITS.limitMax).optional(),
});
