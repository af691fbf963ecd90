import { SNIPPET_FILE_LIMITS, fileExtensionOf, type SnippetFile } from '@cloud-snippets/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The files part of the snippet form: the first file is its Code and Language; these are its name and the rest. */
export interface FormFiles {
  /** The first file's name; '' while the snippet is one unnamed file. */
  fileName: string;
  codeLanguage: string;
  code: string;
  extraFiles: SnippetFile[];
}

/**
 * The body's `files`, or none while the snippet is one unnamed file: a body without them is the SPEC's, and an edit
 * without them keeps the snippet's other files — so a snippet that had several sends them all, even one.
 */
export function filesOfForm(values: FormFiles, hadFiles: boolean): SnippetFile[] | undefined {
  if (!hadFiles && values.fileName === '' && values.extraFiles.length === 0) return undefined;
  return [{ name: values.fileName, language: values.codeLanguage, code: values.code }, ...values.extraFiles];
}

type Errors = Record<string, unknown>;

/** The form's own field of a schema error on `files.<index>.<key>` (the first file's name is `fileName`). */
export function formFieldOfFile(index: number, key: string): string {
  if (index === 0) return key === 'name' ? 'fileName' : key === 'language' ? 'codeLanguage' : 'code';
  return `extraFiles.${index - 1}.${key}`;
}

/** Every server field name of a file (files.3.name…) mapped to the form's, for placeServerFieldErrors. */
export const FILE_FIELD_ALIASES: Record<string, string> = Object.fromEntries(
  Array.from({ length: SNIPPET_FILE_LIMITS.filesMax }, (_, index) =>
    ['name', 'language', 'code'].map((key) => [`files.${index}.${key}`, formFieldOfFile(index, key)]),
  ).flat(),
);

/**
 * Wraps the schema's resolver: validates the body the form will send (its files built from the form's fields) and
 * moves the errors of `files` onto the fields that show them — the list's own (too many, too large) onto
 * `extraFiles`.
 */
export function withFileErrors<T extends FieldValues & FormFiles, Out>(
  resolver: Resolver<T, unknown, Out>,
  toBody: (values: T) => T,
): Resolver<T, unknown, Out> {
  return async (values, context, options) => {
    const result = await resolver(toBody(values), context, options);
    const errors = result.errors as Errors;
    const files = errors.files as (Errors & { message?: string; root?: { message?: string } }) | undefined;
    if (!files) return result;
    const { files: _files, ...rest } = errors;
    const moved: Errors = { ...rest };
    const listMessage = files.message ?? files.root?.message;
    if (listMessage) moved.extraFiles = { root: { type: 'files', message: listMessage } };
    for (const [index, fileErrors] of Object.entries(files)) {
      if (!/^\d+$/.test(index) || !fileErrors) continue;
      for (const [key, error] of Object.entries(fileErrors as Errors)) {
        const [head, ...path] = formFieldOfFile(Number(index), key).split('.');
        if (path.length === 0) {
          moved[head!] ??= error;
          continue;
        }
        const list = (moved.extraFiles ??= []) as Errors & Errors[];
        const [position, field] = path as [string, string];
        list[Number(position)] = { ...list[Number(position)], [field]: error };
      }
    }
    return { values: {}, errors: moved as FieldErrors<T> };
  };
}

/**
 * The edit form's files of a snippet: its first file's name only when the member named it (a one-file snippet's
 * `<slug>.<extension>` is the name the server gives an unnamed file), and its other files.
 */
export function formFilesOf(snippet: {
  slug: string;
  codeLanguage: string;
  files: SnippetFile[];
}): Pick<FormFiles, 'fileName' | 'extraFiles'> {
  const [first, ...extraFiles] = snippet.files;
  const unnamed = `${snippet.slug}.${fileExtensionOf(snippet.codeLanguage)}`;
  return { fileName: extraFiles.length || first?.name !== unnamed ? (first?.name ?? '') : '', extraFiles };
}
