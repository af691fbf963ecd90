/**
 * Query keys of the account feature. Under ['me'], which a logout removes: the next member of the tab never sees the
 * last one's devices.
 */
export const accountKeys = {
  sessions: ['me', 'sessions'] as const,
  /** The member's personal access tokens (decision 073). */
  accessTokens: ['me', 'access-tokens'] as const,
  /** The password and providers the member signs in with (decision 054). */
  signInMethods: ['me', 'sign-in-methods'] as const,
  /** The users feature's own profile (features/users/api/get-own-profile.ts), which an address change updates. */
  ownProfile: ['me', 'profile'] as const,
};
