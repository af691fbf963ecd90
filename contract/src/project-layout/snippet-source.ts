import { fileExtensionOf } from '../constants.js';
import type { SnippetFile } from '../schemas/snippets.js';
import type { ArchiveSnippet } from './project-tree.js';

/** What the API answers for a snippet or one of its revisions, as much of it as a download is made from. */
export interface SnippetSource {
  slug: string;
  title: string;
  description: string;
  platform: 'sfmc' | 'crm';
  codeLanguage: string;
  category: string;
  code: string;
  files: SnippetFile[];
}

/**
 * A snippet read from the API as the download sees it on the server. The API names an unnamed file
 * `<slug>.<extension>` (the server's filesOf); the download places such a file by its code rather than its name,
 * so one file of exactly that name is taken as unnamed again.
 */
export function archiveSnippetOf(source: SnippetSource, author: string, url: string): ArchiveSnippet {
  const unnamed = `${source.slug}.${fileExtensionOf(source.codeLanguage)}`;
  const isNamed = source.files.length > 1 || source.files[0]?.name !== unnamed;
  return {
    slug: source.slug,
    title: source.title,
    description: source.description,
    platform: source.platform,
    codeLanguage: source.codeLanguage,
    category: source.category,
    code: source.code,
    author,
    url,
    ...(isNamed && { files: source.files }),
  };
}
