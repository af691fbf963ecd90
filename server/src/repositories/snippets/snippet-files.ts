import { fileExtensionOf, type SnippetFile } from '@cloud-snippets/contract';

/**
 * Every file of a snippet, in order (decision 043): the first is its `code` in its `codeLanguage`, named as its row
 * says or, never named, `<slug>.<extension>` (the name its raw text and Save As always had); then the others.
 */
export function filesOf(snippet: {
  slug: string;
  code: string;
  codeLanguage: string;
  fileName: string;
  extraFiles: SnippetFile[];
}): SnippetFile[] {
  const name = snippet.fileName || `${snippet.slug}.${fileExtensionOf(snippet.codeLanguage)}`;
  return [{ name, language: snippet.codeLanguage, code: snippet.code }, ...snippet.extraFiles];
}
