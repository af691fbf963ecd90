import type { OAuthProvider } from '@cloud-snippets/contract';
import * as client from 'openid-client';
import { z } from 'zod';
import type { OAuthConfig } from '../config.js';

/** Who the provider says signed in. */
export interface ProviderIdentity {
  provider: OAuthProvider;
  /** Stable at the provider: Salesforce's `sub`, GitHub's numeric id. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  /** A name to start the username from (GitHub's login, Salesforce's nickname). */
  preferredUsername: string | null;
  /** The provider's name for the account, shown to the member beside the link. */
  name: string;
}

/** The values one sign-in attempt is checked with when it comes back (PKCE, state and, for OpenID Connect, nonce). */
export interface FlowChecks {
  state: string;
  codeVerifier: string;
  nonce: string | null;
}

/** Why a callback signs nobody in: the key the web page shows a message for (OAUTH_CALLBACK_ERRORS). */
export class OAuthFlowError extends Error {
  override name = 'OAuthFlowError';
  constructor(
    readonly reason: 'denied' | 'failed' | 'email-missing',
    options?: { cause?: unknown },
  ) {
    super(`provider sign-in ${reason}`, options);
  }
}

/** Seconds each request to a provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

const SCOPES: Record<OAuthProvider, string> = {
  salesforce: 'openid email profile',
  github: 'read:user user:email',
};

const githubUserSchema = z.object({
  id: z.union([z.number(), z.string()]),
  login: z.string(),
  name: z.string().nullish(),
});
const githubEmailsSchema = z.array(
  z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }),
);

/** http:// endpoints are refused by openid-client unless allowed: only a test provider is served over http. */
const isPlainHttp = (url: string) => new URL(url).protocol === 'http:';

/**
 * The sign-in providers this server is configured with, through openid-client (decision 054): Salesforce by OpenID
 * Connect discovery at its login URL (read once, again after a failure), GitHub as plain OAuth 2 with its endpoints
 * written here.
 */
export function createOAuthProviders(config: OAuthConfig) {
  let salesforce: Promise<client.Configuration> | null = null;

  function salesforceConfiguration(): Promise<client.Configuration> {
    const settings = config.salesforce;
    if (!settings) throw new Error('Salesforce sign-in is not configured');
    salesforce ??= client
      .discovery(new URL(settings.loginUrl), settings.clientId, settings.clientSecret, undefined, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        execute: isPlainHttp(settings.loginUrl) ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        salesforce = null;
        throw error;
      });
    return salesforce;
  }

  let github: client.Configuration | null = null;
  function githubConfiguration(): client.Configuration {
    const settings = config.github;
    if (!settings) throw new Error('GitHub sign-in is not configured');
    if (github) return github;
    github = new client.Configuration(
      {
        issuer: settings.webUrl,
        authorization_endpoint: `${settings.webUrl}/login/oauth/authorize`,
        token_endpoint: `${settings.webUrl}/login/oauth/access_token`,
      },
      settings.clientId,
      settings.clientSecret,
    );
    github.timeout = PROVIDER_TIMEOUT_SECONDS;
    if (isPlainHttp(settings.webUrl) || isPlainHttp(settings.apiUrl)) client.allowInsecureRequests(github);
    return github;
  }

  const configuration = (provider: OAuthProvider) =>
    provider === 'salesforce' ? salesforceConfiguration() : Promise.resolve(githubConfiguration());

  async function githubIdentity(tokens: client.TokenEndpointResponse): Promise<ProviderIdentity> {
    const settings = config.github!;
    const read = async (path: string) => {
      const response = await client.fetchProtectedResource(
        githubConfiguration(),
        tokens.access_token,
        new URL(`${settings.apiUrl}${path}`),
        'GET',
        undefined,
        new Headers({ accept: 'application/vnd.github+json', 'user-agent': 'cloud-snippets' }),
      );
      if (!response.ok) throw new Error(`GitHub ${path} answered ${response.status}`);
      return (await response.json()) as unknown;
    };
    const user = githubUserSchema.parse(await read('/user'));
    const emails = githubEmailsSchema.parse(await read('/user/emails'));
    // The primary address when it is verified; else any verified one; else the primary, unverified.
    const chosen =
      emails.find((e) => e.primary && e.verified) ??
      emails.find((e) => e.verified) ??
      emails.find((e) => e.primary);
    return {
      provider: 'github',
      subject: String(user.id),
      email: chosen?.email.toLowerCase() ?? null,
      emailVerified: chosen?.verified ?? false,
      preferredUsername: user.login,
      name: user.login,
    };
  }

  async function salesforceIdentity(
    configuration: client.Configuration,
    tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
  ): Promise<ProviderIdentity> {
    const claims = tokens.claims();
    if (!claims) throw new Error('Salesforce sent no ID token');
    // The ID token may carry only the subject; the UserInfo endpoint has the rest (checked to be the same subject).
    const info = {
      ...claims,
      ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)),
    };
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
    const email = text(info.email);
    const username = text(info.preferred_username);
    return {
      provider: 'salesforce',
      subject: claims.sub,
      email: email?.toLowerCase() ?? null,
      emailVerified: info.email_verified === true,
      preferredUsername: text(info.nickname) ?? username?.split('@')[0] ?? null,
      name: username ?? email ?? claims.sub,
    };
  }

  return {
    /** The configured providers, in the order the pages show them. */
    enabled: (): OAuthProvider[] =>
      (['salesforce', 'github'] as const).filter((provider) => config[provider] !== null),

    isEnabled: (provider: OAuthProvider): boolean => config[provider] !== null,

    /** New random checks for one attempt: PKCE's verifier, the state, and a nonce for OpenID Connect. */
    newChecks: (provider: OAuthProvider): FlowChecks => ({
      state: client.randomState(),
      codeVerifier: client.randomPKCECodeVerifier(),
      nonce: provider === 'salesforce' ? client.randomNonce() : null,
    }),

    /** Where the browser goes to sign in at the provider. */
    authorizationUrl: async (
      provider: OAuthProvider,
      redirectUri: string,
      checks: FlowChecks,
    ): Promise<URL> => {
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: SCOPES[provider],
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      };
      if (checks.nonce) parameters.nonce = checks.nonce;
      return client.buildAuthorizationUrl(await configuration(provider), parameters);
    },

    /**
     * Checks the provider's answer (state, PKCE, and the ID token's signature, issuer, audience and nonce), trades
     * the code for tokens and reads who signed in.
     */
    identify: async (
      provider: OAuthProvider,
      callbackUrl: URL,
      checks: FlowChecks,
    ): Promise<ProviderIdentity> => {
      let identity: ProviderIdentity;
      try {
        const settings = await configuration(provider);
        const tokens = await client.authorizationCodeGrant(settings, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          ...(checks.nonce ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
        });
        identity =
          provider === 'salesforce'
            ? await salesforceIdentity(settings, tokens)
            : await githubIdentity(tokens);
      } catch (error) {
        if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied')
          throw new OAuthFlowError('denied', { cause: error });
        throw new OAuthFlowError('failed', { cause: error });
      }
      if (!identity.email) throw new OAuthFlowError('email-missing');
      return identity;
    },
  };
}

export type OAuthProviders = ReturnType<typeof createOAuthProviders>;
