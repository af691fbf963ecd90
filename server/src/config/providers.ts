import { z } from 'zod';
import { optionalString, settingDocs } from './fields.js';

/** Sign-in providers (decision 054); each is on only when both halves of its credentials are set. */
export const providersEnv = {
  OAUTH_SALESFORCE_CLIENT_ID: optionalString().register(settingDocs, {
    description:
      "Sign in with Salesforce (decision 054): the connected app's consumer key. Salesforce sign-in is offered only when this and its secret are set.",
  }),
  OAUTH_SALESFORCE_CLIENT_SECRET: optionalString().register(settingDocs, {
    description: "The connected app's consumer secret.",
  }),
  OAUTH_SALESFORCE_LOGIN_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://login.salesforce.com')
    .register(settingDocs, {
      description:
        'Where members sign in to Salesforce, its OpenID Connect issuer: login.salesforce.com, test.salesforce.com or a My Domain (https://example.my.salesforce.com).',
    }),
  OAUTH_GITHUB_CLIENT_ID: optionalString().register(settingDocs, {
    description:
      "Sign in with GitHub (decision 054): the OAuth app's client ID. GitHub sign-in is offered only when this and its secret are set.",
  }),
  OAUTH_GITHUB_CLIENT_SECRET: optionalString().register(settingDocs, {
    description: "The GitHub OAuth app's client secret.",
  }),
  OAUTH_GITHUB_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://github.com')
    .register(settingDocs, {
      description:
        "GitHub's sign-in pages (/login/oauth/authorize, /login/oauth/access_token); GitHub Enterprise, or a test server.",
    }),
  OAUTH_GITHUB_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://api.github.com')
    .register(settingDocs, {
      description: "GitHub's API, which names the member (/user) and their addresses (/user/emails).",
    }),
};

/** Each provider's credential pair: one half alone is a mistake worth stopping for. */
export const PROVIDER_CREDENTIALS = [
  ['OAUTH_SALESFORCE_CLIENT_ID', 'OAUTH_SALESFORCE_CLIENT_SECRET'],
  ['OAUTH_GITHUB_CLIENT_ID', 'OAUTH_GITHUB_CLIENT_SECRET'],
] as const;
