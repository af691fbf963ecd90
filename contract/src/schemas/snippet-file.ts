import { z } from './zod.js';
import { SNIPPET_LIMITS } from '../constants.js';
import { FILE_NAME_PATTERN, SNIPPET_FILE_LIMITS } from '../file-limits.js';
import { SNIPPET_VALIDATION } from '../messages.js';
import { languageValues } from './snippet-values.js';

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
