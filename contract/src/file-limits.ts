/** The limits of a snippet's files (decision 043): a module of its own, carried only by the pages that edit them. */
import { currentRelease } from './releases.js';

/**
 * A snippet's files (decision 043): at most 20, each named (a path of at most 4 folders, as an LWC bundle's
 * `c/fooBar/fooBar.js`), each at most SNIPPET_LIMITS.codeMax, all of them at most totalCodeMax.
 */
export const SNIPPET_FILE_LIMITS = {
  filesMax: 20,
  nameMax: 120,
  totalCodeMax: 500_000,
  /** Secret findings one write may mark as placeholders (decision 046). */
  allowedSecretsMax: 50,
} as const;

/** A secret finding's fingerprint (decision 046): how the author names a finding that is a placeholder. */
export const SECRET_FINGERPRINT_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * A file name: letters, digits, `.`, `_` and `-`, in up to five `/`-separated parts, none of them `.` or `..`, none
 * starting with a dot (no hidden files, no way out of a folder when the snippet is unzipped).
 */
export const FILE_NAME_PATTERN =
  /^(?!.*(?:^|\/)\.)[A-Za-z0-9_][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*){0,4}$/;

/**
 * The Salesforce API version of templates and downloaded projects' metadata: the current release's (releases.ts, the
 * one list of releases), as `68.0`. Read when the process starts: a release that comes out while it runs is taken up
 * at the next start.
 */
export const SALESFORCE_API_VERSION = `${currentRelease().api}.0`;
