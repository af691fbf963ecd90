/** Texts of personal access tokens (decision 073). */
export const ACCESS_TOKENS = {
  nameRequired: 'Token name is required',
  nameTaken: 'You already have a token with that name',
  expiryInvalid: 'Choose an expiry of 30, 60, 90, 180 or 365 days, or no expiry',
  scopesRequired: 'Choose at least one scope',
  scopeInvalid: 'Scopes are read and write',
  tooMany: (max: number) => `You can hold at most ${max} access tokens. Revoke one you no longer use first.`,
  notFound: 'No such access token',
  /** 401 where sign-in is needed: the token is unknown, expired or revoked. */
  invalid: 'This access token is invalid, expired or revoked.',
  revoked: 'Access token revoked',
  created: 'Access token created. Copy it now: it will not be shown again.',
  /** A token on a route that never takes one (account, password, tokens, sessions, moderation). */
  notUsableHere: 'This access token cannot be used here.',
  lacksScope: (scope: string) => `This access token lacks the ${scope} scope.`,
} as const;
