import { z } from './zod.js';
import { PLATFORM_VALUES } from '../constants.js';
import { VISIBILITY_VALUES } from '../visibility.js';
import { snippetVerificationSchema } from './verifications.js';

export const snippetAuthorSchema = z.object({ _id: z.string(), username: z.string(), avatar: z.string() });

/**
 * One finding of the code checks (decision 046), at a place in one file (`file`: its index, 0 being `code`); `message`
 * follows 'Line N ' ('declares `x` with `let`, which SSJS does not run'); `fix` says how to write it instead.
 */
export const snippetCheckFindingSchema = z.object({
  file: z.number().int(),
  rule: z.string(),
  severity: z.enum(['error', 'warning']),
  line: z.number().int(),
  column: z.number().int(),
  endLine: z.number().int(),
  endColumn: z.number().int(),
  message: z.string(),
  fix: z.string().optional(),
});
export type SnippetCheckFinding = z.infer<typeof snippetCheckFindingSchema>;

/** A snippet as cards and lists show it (no code body beyond a preview). */
export const snippetSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** The first lines of the code, for the card preview. */
  codePreview: z.string(),
  platform: z.enum(PLATFORM_VALUES),
  category: z.string(),
  codeLanguage: z.string(),
  tags: z.array(z.string()),
  author: snippetAuthorSchema,
  likeCount: z.number().int(),
  dislikeCount: z.number().int(),
  /** Same number as likeCount: lists read `likes` as a count (SPEC §3). */
  likes: z.number().int(),
  viewCount: z.number().int(),
  views: z.number().int(),
  commentCount: z.number().int(),
  /** How many public forks of it exist (decision 040). */
  forkCount: z.number().int(),
  /** Who can read it (decision 042): lists show others only public snippets, their author all of theirs. */
  visibility: z.enum(VISIBILITY_VALUES),
  /** How many files it holds (decision 043): "3 files" on its card. */
  fileCount: z.number().int(),
  /** An Apex class with a test class that names it among its files: the "has test class" mark and filter. */
  hasTestClass: z.boolean(),
  /** Its SSJS passed the ECMAScript 3 check (decision 044); null when it holds no SSJS. */
  ssjsSafe: z.boolean().nullable(),
  /** Its AMPscript parses (decision 046); null when it holds no AMPscript. */
  ampscriptParses: z.boolean().nullable(),
  /** How many syntax errors its Apex has (decision 057): 0 parses; null when it holds no Apex. */
  apexSyntaxErrors: z.number().int().nullable(),
  /** How many syntax errors its SOQL files have: 0 parse; null when it holds no SOQL file. */
  soqlSyntaxErrors: z.number().int().nullable(),
  /** The newest release members confirmed it works on (decision 048), with how many; null when none. */
  verifiedRelease: z.string().nullable(),
  verifiedCount: z.number().int(),
  /** Open "out of date" reports. */
  outdatedCount: z.number().int(),
  /** How many members saved it. */
  saveCount: z.number().int().optional(),
  isFeatured: z.boolean(),
  /** The current member's reaction and save (false for guests); the server always sends them. */
  isLiked: z.boolean().optional(),
  isDisliked: z.boolean().optional(),
  isSaved: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SnippetSummary = z.infer<typeof snippetSummarySchema>;

/** The detail page's snippet: full code, and what the current member has done with it. */
export const snippetDetailSchema = snippetSummarySchema.omit({ likes: true }).extend({
  /** The first file's code (SPEC §3); `files` holds every file. */
  code: z.string(),
  /** Every file, in order: the first is `code` in `codeLanguage`, named `<slug>.<extension>` unless named. */
  files: z.array(z.object({ name: z.string(), language: z.string(), code: z.string() })),
  /** Ids of the members who like it, newest first, capped (SPEC §3: a list on the detail page). */
  likes: z.array(z.string()),
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
  isSaved: z.boolean(),
  /** Whether the reader may change it: policies.ts's canChangeSnippet, the rule the web applies too. */
  isOwner: z.boolean(),
  /** The snippet's social card (og:image): a path on this site that changes whenever what the card shows does. */
  cardImage: z.string(),
  /** What the SSJS and AMPscript checks found in its files, as of its last save (decision 046). */
  checks: z.array(snippetCheckFindingSchema),
  /** Where it runs, what it changes and what it needs (decision 047), as its author stated them. */
  runsIn: z.array(z.string()),
  effects: z.array(z.string()),
  prerequisites: z.array(z.object({ kind: z.string(), name: z.string(), details: z.string() })),
  /** The API version its meta XML names (`61.0`), the highest of its files; null when none does. */
  apiVersion: z.string().nullable(),
  /** Who confirmed it still works, and who reported it out of date (decision 048). */
  verification: snippetVerificationSchema,
  /** How many versions it has had (decision 038): 1 until its first edit. */
  revisionCount: z.number().int(),
  /** A fork (decision 040): true even when its original was deleted since. */
  isFork: z.boolean(),
  /** The snippet it was forked from, while that exists and its reader may open it; null otherwise. */
  forkedFrom: z
    .object({ slug: z.string(), title: z.string(), author: z.object({ username: z.string() }) })
    .nullable(),
  /** A fork whose original exists but is not for this reader (private, or unlisted): "forked from a snippet that is not public". */
  forkedFromHidden: z.boolean(),
  /** Hidden by moderation (decision 053): only its author and the moderators read it, marked. Absent otherwise. */
  hidden: z.boolean().optional(),
});
export type SnippetDetail = z.infer<typeof snippetDetailSchema>;

export const snippetListResponseSchema = z.object({
  snippets: z.array(snippetSummarySchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalSnippets: z.number().int(),
  /**
   * True when totalSnippets is an estimate ("about 12,000"): a search with more matches than it ranks. totalPages then
   * counts only the pages it can show.
   */
  totalIsApproximate: z.boolean(),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalSnippets: z.number().int(),
    limit: z.number().int(),
    hasNextPage: z.boolean(),
  }),
});
export type SnippetListResponse = z.infer<typeof snippetListResponseSchema>;

export const snippetResponseSchema = z.object({ snippet: snippetDetailSchema });

export const revisionSummarySchema = z.object({
  number: z.number().int(),
  /** The author's "what changed"; '' when none was given. */
  note: z.string(),
  linesAdded: z.number().int(),
  linesRemoved: z.number().int(),
  createdAt: z.string(),
});
export const revisionListResponseSchema = z.object({
  revisions: z.array(revisionSummarySchema),
  /** How many revisions the snippet has: 1 until its first edit. */
  totalRevisions: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
/** GET /api/snippets/{idOrSlug}/revisions/{number}: the snippet as it was. */
export const revisionResponseSchema = z.object({
  revision: revisionSummarySchema.extend({
    title: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    platform: z.enum(PLATFORM_VALUES),
    category: z.string(),
    codeLanguage: z.string(),
    code: z.string(),
    /** Every file as it was, the first being `code` (decision 043). */
    files: z.array(z.object({ name: z.string(), language: z.string(), code: z.string() })),
  }),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
export type RevisionDetail = z.infer<typeof revisionResponseSchema>['revision'];

/** What like, dislike, unlike, reaction removal, save and unsave answer: the state after the change. */
export const snippetReactionResponseSchema = z.object({
  message: z.string(),
  likeCount: z.number().int(),
  dislikeCount: z.number().int(),
  /** The server always sends these two as well (POST /view answers the same shape). */
  saveCount: z.number().int().optional(),
  viewCount: z.number().int().optional(),
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
  isSaved: z.boolean(),
});
export type SnippetReactionResponse = z.infer<typeof snippetReactionResponseSchema>;

export const languagesResponseSchema = z.object({
  languages: z.array(
    z.object({ name: z.string(), value: z.string(), icon: z.string(), description: z.string() }),
  ),
});
export const popularTagsResponseSchema = z.object({
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});

/** GET /api/snippets/featured and /popular: a short list of cards. */
export const snippetCardsResponseSchema = z.object({ snippets: z.array(snippetSummarySchema) });
export type SnippetCardsResponse = z.infer<typeof snippetCardsResponseSchema>;

export const keptPlaceholdersResponseSchema = z.object({ kept: z.array(z.string()) });
