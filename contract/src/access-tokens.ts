/**
 * Personal access tokens (decision 073): what a member may choose when making one. The token's format (prefix,
 * checksum) is the secret guard's business and lives in the checks workspace.
 */

/** `read`: private snippets, the saved list, who am I. `write`: create, edit, fork, like, save, comment and undo. */
export const ACCESS_TOKEN_SCOPES = ['read', 'write'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];

/** The lifetimes offered, in days; null is "no expiry". */
export const ACCESS_TOKEN_EXPIRY_DAYS = [30, 60, 90, 180, 365] as const;
export type AccessTokenExpiryDays = (typeof ACCESS_TOKEN_EXPIRY_DAYS)[number];

export const ACCESS_TOKEN_LIMITS = {
  /** Live tokens a member may hold at once. */
  perMember: 50,
  nameMax: 60,
  /** How often a token's "last used" is written at most. */
  lastUsedStepMs: 60_000,
} as const;
