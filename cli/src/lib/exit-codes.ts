import { SfError } from '@salesforce/core';

/**
 * Exit codes by kind of failure, so that a script can tell them apart without reading messages (decision 074).
 * 2 is a command written wrong (oclif's own).
 */
export const EXIT = {
  /** The site failed (5xx) or answered what the CLI does not understand. */
  other: 1,
  /** Not signed in, or the token is unknown, expired or revoked (401). */
  auth: 3,
  /** No such snippet, or one that is not for this member (404). */
  notFound: 4,
  /** The checks refused the code before or on sending: a secret not marked as a placeholder. */
  refusedByChecks: 5,
  /** No answer from the site: wrong address, offline, refused connection. */
  network: 6,
  /** Signed in, but not allowed: another member's snippet, or a token without the scope (403). */
  forbidden: 7,
  /** The site refused the input (400, 409, 429), or files are in the way of a pull. */
  refused: 8,
} as const;

export type ExitKind = keyof typeof EXIT;

const NAMES: Record<ExitKind, string> = {
  other: 'SiteError',
  auth: 'NotSignedInError',
  notFound: 'NotFoundError',
  refusedByChecks: 'RefusedByChecksError',
  network: 'NetworkError',
  forbidden: 'ForbiddenError',
  refused: 'RefusedError',
};

/** An error the command ends with: its message shown as it is, its exit code by its kind. */
export function failure(kind: ExitKind, message: string, actions?: string[], data?: unknown): SfError {
  const error = new SfError(message, NAMES[kind], actions, EXIT[kind]);
  if (data !== undefined) error.setData(data as Parameters<SfError['setData']>[0]);
  return error;
}
