import {
  CHECKS_VERSION,
  checkSnippetFiles,
  hasApexTestClass,
  type CheckedFile,
} from '@cloud-snippets/checks';

/** A file as the checks read it: its name tells a class (`.cls`) from a trigger and finds test classes. */
export type ChecksFile = Pick<CheckedFile, 'name' | 'language' | 'code'>;

/**
 * The code checks of a snippet's files as its row keeps them: the marks (with "has test class", which reads the
 * test class's code), the findings, their version. Pure and synchronous: the server runs it through the code
 * checker (code-checker.ts), the seed and the tests call it directly.
 */
export function checksColumns(files: readonly ChecksFile[]) {
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

export type ChecksColumns = ReturnType<typeof checksColumns>;

/**
 * The columns of files whose checks did not finish in time: marks unknown, no findings, and version 0, so that the
 * next check of stale rows (at start) tries them again.
 */
export const UNCHECKED_COLUMNS: ChecksColumns = {
  hasTestClass: false,
  ssjsSafe: null,
  ampscriptParses: null,
  apexSyntaxErrors: null,
  soqlSyntaxErrors: null,
  checkFindings: [],
  checksVersion: 0,
};
