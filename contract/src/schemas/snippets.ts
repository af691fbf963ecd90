import { z } from './zod.js';
import {
  CATEGORIES,
  LANGUAGES,
  OTHER_LANGUAGE,
  PLATFORM_VALUES,
  SORT_OPTIONS,
  PAGE_SIZES,
  SNIPPET_LIMITS,
  isCategoryOf,
  isLanguageOf,
} from '../constants.js';
import { FILE_NAME_PATTERN, SECRET_FINGERPRINT_PATTERN, SNIPPET_FILE_LIMITS } from '../file-limits.js';
import { VISIBILITY_VALUES } from '../visibility.js';
import {
  EFFECT_VALUES,
  PREREQUISITE_KIND_VALUES,
  RUNS_IN_VALUES,
  SNIPPET_CONTEXT_LIMITS,
  isRunsInOf,
} from '../snippet-context.js';
import { RELEASE_IDS } from '../releases.js';
import { SNIPPET_VALIDATION } from '../messages.js';
import { TAG_PATTERN, normalizeTags } from '../tags.js';
import { snippetVerificationSchema } from './verifications.js';

const languageValues = LANGUAGES.map((l) => l.value) as [string, ...string[]];
const languageFilterValues: [string, ...string[]] = [...languageValues, OTHER_LANGUAGE];
const categoryValues = [...CATEGORIES.sfmc, ...CATEGORIES.crm].map((c) => c.value) as [string, ...string[]];

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, { error: tooLong });

/** One file of a snippet (decision 043). */
export const snippetFileSchema = z.object({
  name: z
    .string({ error: SNIPPET_VALIDATION.fileNameRequired })
    .trim()
    .min(1, { error: SNIPPET_VALIDATION.fileNameRequired, abort: true })
    .max(SNIPPET_FILE_LIMITS.nameMax, { error: SNIPPET_VALIDATION.fileNameTooLong, abort: true })
    .regex(FILE_NAME_PATTERN, { error: SNIPPET_VALIDATION.fileNameInvalid }),
  language: z.enum(languageValues, { error: SNIPPET_VALIDATION.fileLanguageInvalid }),
  code: z
    .string({ error: SNIPPET_VALIDATION.fileCodeRequired })
    .refine((code) => code.trim().length > 0, { error: SNIPPET_VALIDATION.fileCodeRequired, abort: true })
    .refine((code) => code.length <= SNIPPET_LIMITS.codeMax, { error: SNIPPET_VALIDATION.fileCodeTooLong }),
});
export type SnippetFile = z.infer<typeof snippetFileSchema>;

/** A prerequisite (decision 047): what a reader sets up before running the snippet. */
export const prerequisiteSchema = z.object({
  kind: z.enum(PREREQUISITE_KIND_VALUES, { error: SNIPPET_VALIDATION.prerequisiteKindInvalid }),
  name: z
    .string({ error: SNIPPET_VALIDATION.prerequisiteNameRequired })
    .trim()
    .min(1, { error: SNIPPET_VALIDATION.prerequisiteNameRequired, abort: true })
    .max(SNIPPET_CONTEXT_LIMITS.prerequisiteNameMax, { error: SNIPPET_VALIDATION.prerequisiteNameTooLong }),
  details: z
    .string({ error: SNIPPET_VALIDATION.prerequisiteDetailsTooLong })
    .trim()
    .max(SNIPPET_CONTEXT_LIMITS.prerequisiteDetailsMax, {
      error: SNIPPET_VALIDATION.prerequisiteDetailsTooLong,
    })
    .default(''),
});

/** A list of distinct values of one enum, in the enum's order. */
const choices = <T extends [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.enum(values, { error: message }), { error: message })
    .max(values.length * 2, { error: message })
    .transform((chosen) => values.filter((value) => chosen.includes(value)) as T[number][]);

/**
 * A body with `files` names its code by them: `code` and `codeLanguage` (SPEC §3, which every client still reads) are
 * the first file's, whatever else the body says.
 */
function codeOfFirstFile(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || !('files' in input) || !Array.isArray(input.files))
    return input;
  const [first] = input.files as unknown[];
  if (typeof first !== 'object' || first === null) return input;
  const { code, language } = first as { code?: unknown; language?: unknown };
  return { ...input, code, codeLanguage: language };
}

/** POST /api/snippets and PUT /api/snippets/{idOrSlug}; the create form validates with the same schema. */
const snippetFieldsSchema = z
  .object({
    title: required(
      SNIPPET_VALIDATION.titleRequired,
      SNIPPET_LIMITS.titleMax,
      SNIPPET_VALIDATION.titleTooLong,
    ),
    platform: z.enum(PLATFORM_VALUES, { error: SNIPPET_VALIDATION.platformRequired }),
    category: z
      .string({ error: SNIPPET_VALIDATION.categoryRequired })
      .min(1, { error: SNIPPET_VALIDATION.categoryRequired }),
    codeLanguage: z
      .string({ error: SNIPPET_VALIDATION.languageRequired })
      .min(1, { error: SNIPPET_VALIDATION.languageRequired }),
    description: required(
      SNIPPET_VALIDATION.descriptionRequired,
      SNIPPET_LIMITS.descriptionMax,
      SNIPPET_VALIDATION.descriptionTooLong,
    ),
    code: z
      .string({ error: SNIPPET_VALIDATION.codeRequired })
      .refine((code) => code.trim().length > 0, { error: SNIPPET_VALIDATION.codeRequired, abort: true })
      .refine((code) => code.length <= SNIPPET_LIMITS.codeMax, { error: SNIPPET_VALIDATION.codeTooLong }),
    /**
     * Who can read it (decision 042). A new snippet without one is public; an edit without one keeps what it was (clients
     * of the SPEC's fields never send it).
     */
    visibility: z.enum(VISIBILITY_VALUES, { error: SNIPPET_VALIDATION.visibilityInvalid }).optional(),
    /**
     * The snippet's files, in order (decision 043): 1 to 20. Without them the snippet is one file, its `code`; an edit
     * without them keeps the files the snippet has, but for the first, which is `code`.
     */
    files: z
      .array(snippetFileSchema, { error: SNIPPET_VALIDATION.filesInvalid })
      .min(1, { error: SNIPPET_VALIDATION.filesInvalid })
      .max(SNIPPET_FILE_LIMITS.filesMax, { error: SNIPPET_VALIDATION.tooManyFiles })
      .optional(),
    /**
     * Secrets the author says are placeholders (decision 046): the fingerprints of findings the scan reported, which
     * then do not refuse the write; recorded on the revision.
     */
    allowedSecrets: z
      .array(
        z.string().regex(SECRET_FINGERPRINT_PATTERN, { error: SNIPPET_VALIDATION.allowedSecretsInvalid }),
        {
          error: SNIPPET_VALIDATION.allowedSecretsInvalid,
        },
      )
      .max(SNIPPET_FILE_LIMITS.allowedSecretsMax, { error: SNIPPET_VALIDATION.allowedSecretsInvalid })
      .optional(),
    /**
     * Where it runs and what it changes (decision 047): chosen by its author, suggested by the editor from the code. An
     * edit without them keeps what the snippet had.
     */
    runsIn: choices(RUNS_IN_VALUES, SNIPPET_VALIDATION.runsInInvalid).optional(),
    effects: choices(EFFECT_VALUES, SNIPPET_VALIDATION.effectsInvalid).optional(),
    /** What a reader sets up first: the checklist at the top of its page. An edit without them keeps them. */
    prerequisites: z
      .array(prerequisiteSchema, { error: SNIPPET_VALIDATION.prerequisitesInvalid })
      .max(SNIPPET_CONTEXT_LIMITS.prerequisitesMax, { error: SNIPPET_VALIDATION.tooManyPrerequisites })
      .optional(),
    /** "Verified on" (decision 048): a release its author ran it on, recorded as the author's confirmation. */
    verifiedOn: z.enum(RELEASE_IDS, { error: SNIPPET_VALIDATION.verifiedOnInvalid }).optional(),
    /** An edit's "what changed", kept with its revision: one line (line breaks become spaces), optional. */
    revisionNote: z
      .string({ error: SNIPPET_VALIDATION.revisionNoteTooLong })
      .transform((note) => note.replace(/\s+/g, ' ').trim())
      .pipe(z.string().max(SNIPPET_LIMITS.revisionNoteMax, { error: SNIPPET_VALIDATION.revisionNoteTooLong }))
      .optional(),
    /** Lowercased, trimmed, unique; at most 10 of at most 30 characters. */
    tags: z
      .array(z.string().max(SNIPPET_LIMITS.tagMax + 20), { error: SNIPPET_VALIDATION.tagsInvalid })
      .max(SNIPPET_LIMITS.tagsMax * 3, { error: SNIPPET_VALIDATION.tooManyTags })
      .default([])
      .transform(normalizeTags)
      .pipe(
        z
          .array(
            z
              .string()
              .max(SNIPPET_LIMITS.tagMax, { error: SNIPPET_VALIDATION.tagTooLong })
              .regex(TAG_PATTERN, { error: SNIPPET_VALIDATION.tagCharacters }),
          )
          .max(SNIPPET_LIMITS.tagsMax, { error: SNIPPET_VALIDATION.tooManyTags }),
      ),
  })
  .superRefine((input, ctx) => {
    if (input.category && !isCategoryOf(input.platform, input.category)) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: SNIPPET_VALIDATION.categoryNotOfPlatform });
    }
    if (input.codeLanguage && !isLanguageOf(input.platform, input.codeLanguage)) {
      ctx.addIssue({
        code: 'custom',
        path: ['codeLanguage'],
        message: SNIPPET_VALIDATION.languageNotOfPlatform,
      });
    }
    input.runsIn?.forEach((value, index) => {
      if (input.platform && !isRunsInOf(input.platform, value))
        ctx.addIssue({
          code: 'custom',
          path: ['runsIn', index],
          message: SNIPPET_VALIDATION.runsInNotOfPlatform,
        });
    });
    const files = input.files ?? [];
    const seen = new Set<string>();
    let total = 0;
    files.forEach((file, index) => {
      const name = file.name.toLowerCase();
      if (seen.has(name))
        ctx.addIssue({
          code: 'custom',
          path: ['files', index, 'name'],
          message: SNIPPET_VALIDATION.fileNameTaken,
        });
      seen.add(name);
      if (input.platform && !isLanguageOf(input.platform, file.language))
        ctx.addIssue({
          code: 'custom',
          path: ['files', index, 'language'],
          message: SNIPPET_VALIDATION.languageNotOfPlatform,
        });
      total += file.code.length;
    });
    if (total > SNIPPET_FILE_LIMITS.totalCodeMax)
      ctx.addIssue({ code: 'custom', path: ['files'], message: SNIPPET_VALIDATION.filesTooLarge });
  });
export const snippetInputSchema = z.preprocess<
  unknown,
  typeof snippetFieldsSchema,
  z.input<typeof snippetFieldsSchema>
>(codeOfFirstFile, snippetFieldsSchema);
export type SnippetInput = z.input<typeof snippetFieldsSchema>;
export type SnippetData = z.output<typeof snippetInputSchema>;

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

/** ?limit= of featured, popular and tags/popular. */
export const shortListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SNIPPET_LIMITS.limitMax).optional(),
});

/** PUT /api/snippets/{id}/featured (admins). */
export const snippetFeaturedInputSchema = z.object({
  featured: z.boolean({ error: 'featured must be true or false' }),
});
export type SnippetFeaturedInput = z.infer<typeof snippetFeaturedInputSchema>;

/**
 * POST /api/snippets/{idOrSlug}/kept-placeholders (its author): which of these secret fingerprints the snippet's
 * current version was published with as placeholders — an edit keeps them marked (decision 046).
 */
export const keptPlaceholdersInputSchema = z.object({
  fingerprints: z
    .array(z.string().regex(SECRET_FINGERPRINT_PATTERN, { error: SNIPPET_VALIDATION.allowedSecretsInvalid }))
    .max(SNIPPET_FILE_LIMITS.allowedSecretsMax, { error: SNIPPET_VALIDATION.allowedSecretsInvalid }),
});
export const keptPlaceholdersResponseSchema = z.object({ kept: z.array(z.string()) });
