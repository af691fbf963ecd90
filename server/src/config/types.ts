import type { DatabaseTimeouts } from '../db/client.js';
import type { RateLimitsConfig } from './rate-limits.js';

/** Argon2id cost. Defaults follow OWASP's recommendation (19 MiB, 2 passes); tests lower them. */
export interface PasswordHashingConfig {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute; holds the embedded database, the generated JWT secret and the server.pid lock. */
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  /** Limits on PostgreSQL work (decision 012); PGlite enforces none of them. */
  databaseTimeouts: DatabaseTimeouts;
  /** PostgreSQL statements prepared by their text on each connection (decision 045). */
  databasePreparedStatements: boolean;
  databasePoolSize: number;
  heapGrowthPercent: number;
  /** Processes that parse saved Apex and SOQL (decision 062); 0: in the server process. */
  codeCheckProcesses: number;
  /** How long a start waits for an unreachable PostgreSQL, retrying with backoff, before giving up. */
  databaseStartupTimeoutSeconds: number;
  /** After SIGTERM/SIGINT: how long requests in flight may take before their connections are closed (decision 013). */
  shutdownGraceSeconds: number;
  redis: { url: string; keyPrefix: string } | null;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  rememberTokenTtlSeconds: number;
  captcha:
    | { provider: 'none' }
    | {
        provider: 'recaptcha';
        siteKey: string;
        secretKey: string;
        minScore: number;
        verifyUrl: string;
        timeoutMs: number;
      };
  /** Every rate limit as a count and a window (config/rate-limits.ts names them). */
  rateLimits: RateLimitsConfig;
  /** New-member limits (decision 053): members younger than `hours` post at most this many snippets and comments (hours 0: no limit). */
  newMembers: { hours: number; snippets: number; comments: number };
  seed: { demo: boolean; admin: { username: string; email: string; password: string | undefined } };
  passwordHashing: PasswordHashingConfig;
  logLevel: string;
  /** Passed to Fastify's trustProxy: false, true, a hop count, or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string;
  /** The built web app; static serving is skipped when the folder does not exist. */
  webDist: string;
  /** Serve the web app's *.map files (source maps: the app's full source) — for debugging only. */
  serveSourceMaps: boolean;
  /** The site's public address without a trailing slash: canonical links, Open Graph URLs, the sitemap. */
  publicUrl: string;
  /** URLs per sitemap file (the protocol allows 50,000; tests lower it). */
  sitemapUrlsPerFile: number;
  /** Rendered anonymous pages kept per process (decision 030): bytes of HTML (0: none), and for how long at most. */
  pageCache: { maxBytes: number; ttlSeconds: number };
  /** Checked tokens kept per process (decision 037): for how long (0: none), and how many at most. */
  sessionCache: { ttlSeconds: number; max: number };
  /** Sign-in providers (decision 054): each null unless configured (their allowance is rateLimits.oauthPerIp). */
  oauth: OAuthConfig;
  /** Mail (decision 050): the SMTP server (null: log and outbox only), the sender, how often the queue is read. */
  mail: { smtpUrl: string | null; from: string; pollMs: number; keepDays: number };
}

export interface OAuthConfig {
  /** OpenID Connect: its issuer is the login URL, whose discovery document names everything else. */
  salesforce: { clientId: string; clientSecret: string; loginUrl: string } | null;
  /** OAuth 2 without OpenID Connect: its sign-in pages and its API, each by base URL. */
  github: { clientId: string; clientSecret: string; webUrl: string; apiUrl: string } | null;
}
