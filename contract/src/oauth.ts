/**
 * Sign-in with Salesforce or GitHub (decision 054): the providers, their names, and every message of
 * the flow. Plain constants, no Zod: the login page reads them without the schema module (decision 027).
 */
export const OAUTH_PROVIDERS = ['salesforce', 'github'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const OAUTH_PROVIDER_LABELS: Record<OAuthProvider, string> = {
  salesforce: 'Salesforce',
  github: 'GitHub',
};

export const isOAuthProvider = (value: unknown): value is OAuthProvider =>
  typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value);

/**
 * What a finished provider sign-in asks of the person, read from its handoff code: nothing (`sign-in`: the identity is
 * linked to a member), their password (`link-existing`: a member has the provider's address), or a username
 * (`new-member`).
 */
export const OAUTH_HANDOFF_KINDS = ['sign-in', 'link-existing', 'new-member'] as const;
export type OAuthHandoffKind = (typeof OAUTH_HANDOFF_KINDS)[number];

/**
 * Why a provider's callback did not sign anyone in; the callback redirects to the web app with the key, which shows
 * the message (a text never travels in a URL).
 */
export const OAUTH_CALLBACK_ERRORS = {
  /** The flow's cookie is missing, expired, or names another attempt (another tab, a forged link). */
  state: 'That sign-in attempt has expired or was started elsewhere. Please try again.',
  /** The person cancelled at the provider. */
  denied: 'Sign-in was cancelled.',
  /** The provider refused the code or could not be reached. */
  failed: 'We could not sign you in with that provider. Please try again.',
  /** The provider gave no email address (GitHub without a verified address). */
  'email-missing': 'That account has no email address we can use. Add one at the provider and try again.',
  /** Linking: the identity already belongs to another member. */
  'linked-elsewhere': 'That account is already linked to another member.',
  /** Linking: the member already has another account of this provider linked. */
  'provider-already-linked': 'You already have an account of that provider linked. Unlink it first.',
  /** Linking: the session that asked for it has ended. */
  'session-ended': 'Your session has ended. Sign in again, then link the account.',
} as const;
export type OAuthCallbackError = keyof typeof OAUTH_CALLBACK_ERRORS;

export const isOAuthCallbackError = (value: unknown): value is OAuthCallbackError =>
  typeof value === 'string' && Object.hasOwn(OAUTH_CALLBACK_ERRORS, value);

export const OAUTH = {
  continueWith: (provider: OAuthProvider) => `Continue with ${OAUTH_PROVIDER_LABELS[provider]}`,
  /** A handoff code that was used, expired or never existed. */
  handoffInvalid: 'This sign-in has expired or was already used. Please sign in again.',
  linked: (provider: OAuthProvider) => `${OAUTH_PROVIDER_LABELS[provider]} is linked to your account.`,
  unlinked: (provider: OAuthProvider) => `${OAUTH_PROVIDER_LABELS[provider]} is unlinked from your account.`,
  notLinked: 'That provider is not linked to your account',
  /** Refused unlinking: without a password and with one provider, the member could never sign in again. */
  lastSignInMethod:
    'This is your only way to sign in. Set a password or link another provider before unlinking it.',
  providerDisabled: 'That sign-in provider is not enabled on this site',
  /** The password proving the member owns the account the provider's address belongs to is wrong. */
  passwordIncorrect: 'That password is not the one of this account',
  tooManyAttempts: 'Too many sign-in attempts. Please try again later.',
} as const;

/** How long a handoff code lives: the person may still choose a username or type a password (decision 054). */
export const OAUTH_LIMITS = {
  handoffMinutes: 10,
  /** The flow cookie: from leaving for the provider to coming back. */
  flowMinutes: 10,
} as const;
