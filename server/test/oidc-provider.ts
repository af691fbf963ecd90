import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * Real authorization servers for the sign-in tests (decision 054): panva's oidc-provider, certified OpenID Connect,
 * run in this process on local ports. One plays Salesforce (OpenID Connect: discovery, ID tokens, UserInfo); the other
 * plays GitHub (plain OAuth 2 at GitHub's paths), with GitHub's two API reads, /user and /user/emails, answered from
 * the same accounts for the access tokens it issued. Their sign-in pages are the library's development interactions:
 * any login, any password, then a consent page.
 */

/** Someone who can sign in at the test providers; the login typed on their page is `login`. */
export interface TestAccount {
  login: string;
  email: string;
  emailVerified?: boolean;
  /** Salesforce's nickname / GitHub's login; defaults to `login`. */
  username?: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface TestProviders {
  /** Salesforce's issuer: its login URL. */
  salesforceUrl: string;
  /** GitHub's sign-in pages (OAUTH_GITHUB_URL) and its API (OAUTH_GITHUB_API_URL). */
  githubUrl: string;
  githubApiUrl: string;
  addAccount(account: TestAccount): void;
  close(): Promise<void>;
}

/** A login nobody added signs in as `<login>@example.test`, confirmed. */
const accountOf = (accounts: Map<string, TestAccount>, login: string): TestAccount =>
  accounts.get(login) ?? { login, email: `${login}@example.test`, emailVerified: true };

/** GitHub's ids are numbers: a stable one from the login. */
const githubId = (login: string) => createHash('sha256').update(login).digest().readUInt32BE(0);

function baseConfiguration(
  client: TestClient,
  accounts: Map<string, TestAccount>,
  jwks: Configuration['jwks'],
): Configuration {
  return {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    jwks,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    cookies: { keys: ['cloud-snippets-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, login) => {
      const account = accountOf(accounts, login);
      const username = account.username ?? account.login;
      return {
        accountId: login,
        claims: () => ({
          sub: login,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          preferred_username: `${username}@example-org.test`,
          nickname: username,
        }),
      };
    },
  };
}

async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** Answers a few routes itself (an account to add, GitHub's API), and gives every other request to the provider. */
function serve(
  provider: () => Provider,
  extra: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>,
) {
  return createServer((req, res) => {
    extra(req, res)
      .then((handled) => {
        if (!handled) provider().callback()(req, res);
      })
      .catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
  });
}

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(value));
};

const readBody = async (req: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
};

/**
 * Starts both providers (port 0: any free one). `POST /test/accounts` on either adds an account (for a browser test
 * in another process).
 */
export async function startTestProviders({
  salesforcePort = 0,
  githubPort = 0,
  salesforceClient,
  githubClient,
}: {
  salesforcePort?: number;
  githubPort?: number;
  salesforceClient: TestClient;
  githubClient: TestClient;
}): Promise<TestProviders> {
  const accounts = new Map<string, TestAccount>();
  // A signing key of its own, so the library does not warn about its development keys.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwks = { keys: [{ ...(await exportJWK(privateKey)), kid: 'test', alg: 'RS256', use: 'sig' }] };
  const addAccount = (account: TestAccount) => accounts.set(account.login, account);
  const testRoutes = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url === '/test/accounts') {
      addAccount(JSON.parse(await readBody(req)) as TestAccount);
      json(res, 201, { ok: true });
      return true;
    }
    if (req.url === '/health') {
      json(res, 200, { ok: true });
      return true;
    }
    return false;
  };

  // Each provider is made once its server's port, part of its issuer, is known.
  const salesforce: { current?: Provider } = {};
  const salesforceServer = serve(() => salesforce.current!, testRoutes);
  const sfPort = await listen(salesforceServer, salesforcePort);
  const salesforceUrl = `http://127.0.0.1:${sfPort}`;
  salesforce.current = new Provider(salesforceUrl, {
    ...baseConfiguration(salesforceClient, accounts, jwks),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'nickname'],
    },
  });

  const github: { current?: Provider } = {};
  const githubServer = serve(
    () => github.current!,
    async (req, res) => {
      if (await testRoutes(req, res)) return true;
      const path = new URL(req.url ?? '/', 'http://github').pathname;
      if (req.method !== 'GET' || (path !== '/user' && path !== '/user/emails')) return false;
      const token = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const grant = token ? await github.current!.AccessToken.find(token) : undefined;
      if (!grant?.accountId) {
        json(res, 401, { message: 'Bad credentials' });
        return true;
      }
      const account = accountOf(accounts, grant.accountId);
      if (path === '/user')
        json(res, 200, { id: githubId(account.login), login: account.username ?? account.login, name: null });
      else json(res, 200, [{ email: account.email, primary: true, verified: account.emailVerified ?? true }]);
      return true;
    },
  );
  const ghPort = await listen(githubServer, githubPort);
  const githubUrl = `http://127.0.0.1:${ghPort}`;
  github.current = new Provider(githubUrl, {
    ...baseConfiguration(githubClient, accounts, jwks),
    routes: { authorization: '/login/oauth/authorize', token: '/login/oauth/access_token' },
    scopes: ['read:user', 'user:email'],
  });

  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    salesforceUrl,
    githubUrl,
    githubApiUrl: githubUrl,
    addAccount,
    close: async () => {
      await Promise.all([close(salesforceServer), close(githubServer)]);
    },
  };
}

/**
 * Signs in at a test provider's development pages as `login` the way a browser would, from the authorization URL to
 * the redirect back to the client: the provider's cookies kept, its forms posted. Returns that last redirect's URL.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== new URL(authorizationUrl).origin) return next;
      [url, method, body] = [next.href, 'GET', undefined];
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action)
      throw new Error(`no form on the provider's page (${response.status}): ${page.slice(0, 500)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1] ?? 'consent';
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    method = 'POST';
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt },
    ).toString();
  }
  throw new Error('the provider kept redirecting');
}
