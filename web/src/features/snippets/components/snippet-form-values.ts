import type { Path } from 'react-hook-form';
import type { Platform, SnippetFile, Visibility } from '@cloud-snippets/contract';
import { FILE_FIELD_ALIASES } from '../utils/snippet-form-files';
import {
  CONTEXT_FIELDS,
  CONTEXT_FIELD_ALIASES,
  EMPTY_CONTEXT,
  type ContextFormValues,
} from './snippet-context/context-values';

/** The values of the snippet form of Create and Edit, its fields by name, and the empty form. */
export interface SnippetFormValues extends ContextFormValues {
  title: string;
  platform: Platform | '';
  category: string;
  codeLanguage: string;
  description: string;
  code: string;
  tags: string[];
  /** An edit's one-line "what changed" (decision 038); only the edit form shows it. */
  revisionNote: string;
  visibility: Visibility;
  /** The first file's name ('' while the snippet is one unnamed file) and the files after it (decision 043). */
  fileName: string;
  extraFiles: SnippetFile[];
  /** Fingerprints of the secrets the author marked as placeholders (decision 046); sent only when there are some. */
  allowedSecrets: string[];
}

export const FIELDS = [
  'title',
  'platform',
  'category',
  'codeLanguage',
  'description',
  'code',
  'tags',
  'revisionNote',
  'visibility',
  'fileName',
  ...(Object.values(FILE_FIELD_ALIASES).filter((field) => field.startsWith('extraFiles.')) as FieldName[]),
  ...CONTEXT_FIELDS,
] as const satisfies readonly FieldName[];
export type FieldName = Path<SnippetFormValues>;

/** Server field names that differ from the form's (a file's fields are the form's own). */
export const FIELD_ALIASES = {
  language: 'codeLanguage',
  ...FILE_FIELD_ALIASES,
  ...CONTEXT_FIELD_ALIASES,
} as Record<string, FieldName>;

export const EMPTY: SnippetFormValues = {
  title: '',
  platform: '',
  category: '',
  codeLanguage: '',
  description: '',
  code: '',
  tags: [],
  revisionNote: '',
  visibility: 'public',
  fileName: '',
  extraFiles: [],
  allowedSecrets: [],
  ...EMPTY_CONTEXT,
};

/** How many of the form's files hold code: a template asks before replacing any. */
export function filesWithCode(values: Pick<SnippetFormValues, 'code' | 'extraFiles'>): number {
  return [values.code, ...values.extraFiles.map((file) => file.code)].filter((code) => code.trim()).length;
}
