// The sign-in providers of the e2e run (decision 054): the API tests' real authorization servers (oidc-provider), on
// fixed ports, registered for the `oauth` app server's callbacks. Started by Playwright as a web server, run with tsx.
import { startTestProviders } from '../../server/test/oidc-provider.js';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const appUrl = env('APP_URL');
const providers = await startTestProviders({
  salesforcePort: Number(env('SALESFORCE_PORT')),
  githubPort: Number(env('GITHUB_PORT')),
  salesforceClient: {
    clientId: env('OAUTH_SALESFORCE_CLIENT_ID'),
    clientSecret: env('OAUTH_SALESFORCE_CLIENT_SECRET'),
    redirectUris: [`${appUrl}/api/auth/oauth/salesforce/callback`],
  },
  githubClient: {
    clientId: env('OAUTH_GITHUB_CLIENT_ID'),
    clientSecret: env('OAUTH_GITHUB_CLIENT_SECRET'),
    redirectUris: [`${appUrl}/api/auth/oauth/github/callback`],
  },
});
console.log(`test providers: Salesforce ${providers.salesforceUrl}, GitHub ${providers.githubUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void providers.close().then(() => process.exit(0)));
