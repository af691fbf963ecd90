import { type SnippetData, type SnippetFile } from '@cloud-snippets/contract';
import { CHECKS_VERSION, checkSnippetFiles, hasApexTestClass } from '@cloud-snippets/checks';
import type { SecretBypass } from '../../db/schema/index.js';

/**
 * A snippet's files as its row keeps them (decision 043): the first one's name (its code and language are the
 * SPEC's `code` and `codeLanguage`), the others whole, and whether an Apex class comes with a test class that names
 * it (decision 057).
 */
export function filesColumns(files: SnippetFile[]) {
  const [first, ...extraFiles] = files;
  return {
    fileName: first?.name ?? '',
    extraFiles,
    ...checksColumns(files),
  };
}

/**
 * The code checks of a snippet's files as its row keeps them: the marks (with "has test class", which
 * reads the test class's code), the findings, their version.
 */
export function checksColumns(files: readonly SnippetFile[]) {
  const { findings, ssjsSafe, ampscriptParses, apexSyntaxErrors, soqlSyntaxErrors } =
    checkSnippetFiles(files);
  return {
    hasTestClass: hasApexTestClass(files),
    ssjsSafe,
    ampscriptParses,
    apexSyntaxErrors,
    soqlSyntaxErrors,
    checkFindings: findings,
    checksVersion: CHECKS_VERSION,
  };
}

/**
 * A write of a snippet: the API's fields, and the secret findings its author published as placeholders (a value
 * that only looks like a secret), which the snippet and its revision record.
 */
export type SnippetWrite = SnippetData & { secretBypasses?: SecretBypass[] };
