import { type SnippetData, type SnippetFile } from '@cloud-snippets/contract';
import { checksColumns, type ChecksColumns } from '../../lib/code-checks/checks-columns.js';
import type { SecretBypass } from '../../db/schema/index.js';

export { checksColumns };

/**
 * A snippet's files as its row keeps them (decision 043): the first one's name (its code and language are the
 * SPEC's `code` and `codeLanguage`), the others whole, and their checks' columns (with whether an Apex class comes
 * with a test class that names it, decision 057), checked here unless given.
 */
export function filesColumns(files: SnippetFile[], checks: ChecksColumns = checksColumns(files)) {
  const [first, ...extraFiles] = files;
  return {
    fileName: first?.name ?? '',
    extraFiles,
    ...checks,
  };
}

/**
 * A write of a snippet: the API's fields, and the secret findings its author published as placeholders (a value
 * that only looks like a secret), which the snippet and its revision record.
 */
export type SnippetWrite = SnippetData & { secretBypasses?: SecretBypass[] };
