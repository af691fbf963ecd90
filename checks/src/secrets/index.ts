/**
 * The secret check (decision 046): before a snippet, a revision, a comment or a profile field is stored, find the
 * credentials in it (scanSecrets), drop those the author marked as placeholders (blockingSecrets), and offer to
 * replace the identifiers that name a company (findCompanyIdentifiers, replaceCompanyIdentifiers).
 */
export { scanSecrets } from './scan.js';
export { blockingSecrets } from './blocking.js';
export { findCompanyIdentifiers, replaceCompanyIdentifiers } from './company-identifiers.js';
export { fingerprint } from './fingerprint.js';
export type { SecretFinding, CompanyIdentifier, CompanyIdentifierKind } from './types.js';
export {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_RANDOM_LENGTH,
  BASE62,
  accessTokenFrom,
  isAccessToken,
} from './access-token-format.js';
