import type { OAuthProvider, SignInMethods } from '@cloud-snippets/contract';
import type { OAuthAccountRow } from '../db/schema/index.js';

/** How the member signs in (GET /api/auth/oauth/accounts): a password or not, the linked providers, those offered. */
export function presentSignInMethods(
  hasPassword: boolean,
  accounts: OAuthAccountRow[],
  enabledProviders: OAuthProvider[],
): SignInMethods {
  return {
    hasPassword,
    accounts: accounts.map((account) => ({
      provider: account.provider,
      name: account.name,
      linkedAt: account.createdAt.toISOString(),
    })),
    enabledProviders,
  };
}
