import { z } from './zod.js';
import { PLATFORM_VALUES, SNIPPET_LIMITS, isCategoryOf, isLanguageOf } from '../constants.js';
import { SECRET_FINGERPRINT_PATTERN, SNIPPET_FILE_LIMITS } from '../file-limits.js';
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
import { snippetFileSchema } from './snippet-file.js';

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, { error: tooLong });

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
