import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { emailField, passwordField, usernameField } from '@cloud-snippets/contract';
import { z } from 'zod';
import type { DatabaseTimeouts } from './db/client.js';

/**
 * The repository root. `src/config.ts` (tsx) and `dist/main.js` (esbuild bundle) both sit two levels below it,
 * so the same relative step works from either.
 */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The shortest signing secret accepted, from JWT_SECRET or DATA_DIR/jwt-secret. */
const MIN_JWT_SECRET_LENGTH = 32;

const DURATION_PATTERN = /^(\d+)\s*(s|m|h|d)?$/;
const DURATION_UNITS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** Parses '90', '90s', '15m', '12h' or '30d' into seconds. */
export function parseDurationSeconds(value: string): number | null {
  const match = DURATION_PATTERN.exec(value.trim());
  if (!match) return null;
  const unit = (match[2] ?? 's') as keyof typeof DURATION_UNITS;
  const seconds = Number(match[1]) * DURATION_UNITS[unit];
  return seconds > 0 ? seconds : null;
}

/** A duration setting in seconds; `zero` also accepts 0 (0, 0s…), for settings where 0 turns something off. */
const duration = (fallback: string, { zero = false } = {}) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      if (zero && /^0+\s*[smhd]?$/.test(value.trim())) return 0;
      const seconds = parseDurationSeconds(value);
      if (seconds === null) {
        ctx.addIssue({
          code: 'custom',
          message: `expected a duration such as ${zero ? '0, ' : ''}3600, 15m, 12h or 30d, got '${value}'`,
        });
        return z.NEVER;
      }
      return seconds;
    });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const nonNegativeInt = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Empty strings count as unset, so `FOO=` in a shell or .env behaves like no FOO at all. */
const optionalString = () =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/**
 * What the README says of a setting (its table is generated from the schema: `npm run docs:config`). The default it
 * shows is the schema's own `.default()`; `shownDefault` is only for settings whose default `loadConfig` derives.
 */
export interface SettingDoc {
  description: string;
  shownDefault?: string;
}

export const settingDocs = z.registry<SettingDoc>();

/** Twice the cores this process may run on, at least 4: the pool a PostgreSQL on the same machine serves best. */
export const defaultPoolSize = (): number => Math.max(4, 2 * availableParallelism());

/** Parsing processes that leave the event loop a core: one on 2 cores, two from 3 cores on. */
export const defaultCodeCheckProcesses = (): number => Math.max(1, Math.min(2, availableParallelism() - 1));

/** Every environment variable the server reads: its parsing, its default and its description, written once. */
export const envSchema = z
  .object({
    PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65_535)
      .default(3000)
      .register(settingDocs, { description: 'HTTP port for the site and the API (0 picks a free port).' }),
    HOST: z.string().default('0.0.0.0').register(settingDocs, { description: 'Interface to listen on.' }),
    DATABASE_URL: optionalString()
      .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
        message: 'must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
      })
      .register(settingDocs, {
        description:
          'PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR/pglite is used.',
        shownDefault: '(unset → embedded PGlite)',
      }),
    DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(10_000).register(settingDocs, {
      description: 'PostgreSQL cancels a statement that runs longer; the request answers 503 (decision 012).',
    }),
    DATABASE_LOCK_TIMEOUT_MS: positiveInt(3000).register(settingDocs, {
      description:
        'PostgreSQL gives up waiting for a row or table lock after this long; the request answers 503.',
    }),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: positiveInt(10_000).register(settingDocs, {
      description: 'PostgreSQL ends a session left idle inside a transaction (its locks are released).',
    }),
    DATABASE_ACQUIRE_TIMEOUT_MS: positiveInt(2000).register(settingDocs, {
      description:
        'Longest wait for a pooled PostgreSQL connection, opening one included; then the request answers 503.',
    }),
    DATABASE_POOL_SIZE: z.coerce.number().int().positive().optional().register(settingDocs, {
      description:
        "PostgreSQL connections each app process keeps at most. Each one is a PostgreSQL process: past about twice the cores PostgreSQL runs on, more only compete for them, and a loaded machine's slowest answers grow (decision 056). Set it to about twice the database server's cores divided by the app processes.",
      shownDefault: "twice this machine's cores, at least 4",
    }),
    DATABASE_PREPARED_STATEMENTS: booleanFlag(true).register(settingDocs, {
      description:
        'Run each statement as a prepared statement named by its text, so PostgreSQL parses and plans it once per connection (decision 045). Set false behind a pooler in transaction mode (PgBouncer before 1.21), which cannot keep them.',
    }),
    DATABASE_STARTUP_TIMEOUT: duration('60s').register(settingDocs, {
      description:
        'At start, how long to retry an unreachable PostgreSQL (with backoff, one log line per attempt) before giving up.',
    }),
    HEAP_GROWTH_PERCENT: nonNegativeInt(50).register(settingDocs, {
      description:
        "After a full garbage collection, V8 lets the heap grow to this many percent above what is still in use before the next one (V8's --heap-growing-percent; 0 leaves V8's own factor, up to 4 times). The default keeps a loaded server near 190 MB instead of 320 MB, for a few more full collections (decision 056).",
    }),
    CODE_CHECK_PROCESSES: z.coerce.number().int().nonnegative().optional().register(settingDocs, {
      description:
        'Processes that parse the Apex and SOQL of saved snippets, off the event loop (decision 062); 0 parses them in the server process itself, holding its other requests meanwhile.',
      shownDefault: 'cores less one, 1 to 2',
    }),
    DATA_DIR: z.string().default('./data').register(settingDocs, {
      description:
        'Folder for the embedded database, the generated JWT secret and the server.pid lock (relative to the folder npm was run in).',
    }),
    REDIS_URL: optionalString().register(settingDocs, {
      description:
        'Redis for rate-limit counters, shared by every app process; unset keeps counters in memory.',
      shownDefault: '(unset → in-process)',
    }),
    REDIS_KEY_PREFIX: z
      .string()
      .default('cloud-snippets')
      .register(settingDocs, { description: 'Prefix of every Redis key this app writes.' }),
    JWT_SECRET: optionalString()
      .refine((value) => value === undefined || value.length >= MIN_JWT_SECRET_LENGTH, {
        message: `must be at least ${MIN_JWT_SECRET_LENGTH} characters long`,
      })
      .register(settingDocs, {
        description:
          'Token signing secret (≥ 32 characters); when unset, 64 random bytes are generated once into DATA_DIR/jwt-secret (mode 0600).',
        shownDefault: '(generated)',
      }),
    TOKEN_TTL: duration('1d').register(settingDocs, {
      description: 'Token lifetime without "remember me" (seconds, or 15m, 12h, 1d…).',
    }),
    REMEMBER_TOKEN_TTL: duration('30d').register(settingDocs, {
      description: 'Token lifetime with "remember me".',
    }),
    CAPTCHA_PROVIDER: z.enum(['none', 'recaptcha']).default('none').register(settingDocs, {
      description: 'Bot protection on login, register and the contact form: none or recaptcha (v3).',
    }),
    RECAPTCHA_SITE_KEY: optionalString().register(settingDocs, {
      description:
        'reCAPTCHA v3 site key (required with recaptcha); served to the web app by GET /api/config.',
    }),
    RECAPTCHA_SECRET_KEY: optionalString().register(settingDocs, {
      description: 'reCAPTCHA v3 secret key (required with recaptcha).',
    }),
    RECAPTCHA_MIN_SCORE: z.coerce
      .number()
      .min(0)
      .max(1)
      .default(0.5)
      .register(settingDocs, { description: 'Lowest reCAPTCHA score accepted (0–1).' }),
    RECAPTCHA_VERIFY_URL: z
      .url()
      .default('https://www.google.com/recaptcha/api/siteverify')
      .register(settingDocs, { description: 'Verification endpoint (point it at a fake in tests).' }),
    RECAPTCHA_TIMEOUT_MS: positiveInt(5000).register(settingDocs, {
      description: 'How long to wait for the verification endpoint.',
    }),
    LOGIN_RATE_LIMIT_PER_IP: positiveInt(20).register(settingDocs, {
      description: 'Failed logins allowed per client IP per window.',
    }),
    LOGIN_RATE_LIMIT_PER_ACCOUNT: positiveInt(10).register(settingDocs, {
      description: 'Failed logins allowed per account (identifier) per window; a successful login resets it.',
    }),
    LOGIN_RATE_LIMIT_WINDOW_SECONDS: positiveInt(900).register(settingDocs, {
      description: 'Login rate-limit window.',
    }),
    REGISTER_RATE_LIMIT_PER_IP: positiveInt(10).register(settingDocs, {
      description: 'Registration attempts allowed per client IP per window.',
    }),
    REGISTER_RATE_LIMIT_WINDOW_SECONDS: positiveInt(3600).register(settingDocs, {
      description: 'Registration rate-limit window.',
    }),
    COMMENT_RATE_LIMIT_PER_MEMBER: positiveInt(10).register(settingDocs, {
      description: 'Comments and replies a member may post per window.',
    }),
    COMMENT_RATE_LIMIT_WINDOW_SECONDS: positiveInt(60).register(settingDocs, {
      description: 'Comment rate-limit window.',
    }),
    REPORT_RATE_LIMIT_PER_MEMBER: positiveInt(20).register(settingDocs, {
      description: 'Reports (of snippets, comments, profiles) a member may send per window.',
    }),
    REPORT_RATE_LIMIT_WINDOW_SECONDS: positiveInt(3600).register(settingDocs, {
      description: 'Report rate-limit window.',
    }),
    NEW_MEMBER_HOURS: nonNegativeInt(24).register(settingDocs, {
      description:
        'The window (hours) new-member limits count in: a member is new until their address is confirmed or a week has passed (0: no limits).',
    }),
    NEW_MEMBER_SNIPPETS: positiveInt(3).register(settingDocs, {
      description: 'Snippets (forks aside) a new member may publish per NEW_MEMBER_HOURS.',
    }),
    NEW_MEMBER_COMMENTS: positiveInt(10).register(settingDocs, {
      description: 'Comments and replies a new member may post per NEW_MEMBER_HOURS.',
    }),
    CONTACT_RATE_LIMIT_PER_IP: positiveInt(5).register(settingDocs, {
      description: 'Contact-form messages allowed per client IP per window.',
    }),
    CONTACT_RATE_LIMIT_WINDOW_SECONDS: positiveInt(3600).register(settingDocs, {
      description: 'Contact-form rate-limit window.',
    }),
    AVATAR_RATE_LIMIT_PER_MEMBER: positiveInt(30).register(settingDocs, {
      description: 'Avatar uploads a member may make per window (each is decoded and re-encoded).',
    }),
    AVATAR_RATE_LIMIT_WINDOW_SECONDS: positiveInt(3600).register(settingDocs, {
      description: 'Avatar upload rate-limit window.',
    }),
    SNIPPET_RATE_LIMIT_PER_MEMBER: positiveInt(20).register(settingDocs, {
      description: 'Snippets a member may create or edit per window.',
    }),
    SNIPPET_RATE_LIMIT_WINDOW_SECONDS: positiveInt(60).register(settingDocs, {
      description: 'Snippet write rate-limit window.',
    }),
    REACTION_RATE_LIMIT_PER_MEMBER: positiveInt(30).register(settingDocs, {
      description:
        'Likes, dislikes, saves and their removals a member may make per window (snippets and comments together).',
    }),
    REACTION_RATE_LIMIT_WINDOW_SECONDS: positiveInt(60).register(settingDocs, {
      description: 'Reaction rate-limit window.',
    }),
    RESET_RATE_LIMIT_PER_IP: positiveInt(10).register(settingDocs, {
      description: 'Password reset mails that may be asked for per client IP per window.',
    }),
    RESET_RATE_LIMIT_PER_ADDRESS: positiveInt(3).register(settingDocs, {
      description:
        'Password reset mails that may be asked for per address per window, whether or not an account uses it.',
    }),
    RESET_RATE_LIMIT_WINDOW_SECONDS: positiveInt(3600).register(settingDocs, {
      description: 'Password reset rate-limit window.',
    }),
    VERIFICATION_RATE_LIMIT_PER_MEMBER: positiveInt(3).register(settingDocs, {
      description: 'Address confirmation mails a member may ask to be sent again per window.',
    }),
    VERIFICATION_RATE_LIMIT_WINDOW_SECONDS: positiveInt(3600).register(settingDocs, {
      description: 'Address confirmation rate-limit window.',
    }),
    SEED_DEMO: booleanFlag(true).register(settingDocs, {
      description: 'Seed the admin and the demo community when the database is empty.',
    }),
    ADMIN_USERNAME: z
      .string()
      .default('admin')
      .register(settingDocs, { description: 'Username of the seeded admin.' }),
    ADMIN_EMAIL: optionalString().register(settingDocs, {
      description: 'Email of the seeded admin (defaults to <ADMIN_USERNAME>@cloudsnippets.local).',
      shownDefault: 'admin@cloudsnippets.local',
    }),
    ADMIN_PASSWORD: optionalString().register(settingDocs, {
      description:
        'Password of the seeded admin; when unset a strong one is generated and printed once at first start.',
      shownDefault: '(generated)',
    }),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info')
      .register(settingDocs, { description: 'fatal, error, warn, info, debug, trace or silent.' }),
    TRUST_PROXY: optionalString().register(settingDocs, {
      description:
        'Behind a reverse proxy: true, a hop count, or addresses/CIDRs to trust for X-Forwarded-For.',
      shownDefault: 'false',
    }),
    WEB_DIST: optionalString().register(settingDocs, {
      description: 'The built web app served on every non-/api path.',
      shownDefault: '<repo>/web/dist',
    }),
    SERVE_SOURCE_MAPS: booleanFlag(false).register(settingDocs, {
      description:
        "Serve the web app's source maps (the .map files: its full source), for debugging; when off they answer 404.",
    }),
    SHUTDOWN_GRACE_PERIOD: duration('8s').register(settingDocs, {
      description:
        "On SIGTERM/SIGINT, how long requests in flight may finish before connections are closed (keep it below the supervisor's kill timeout).",
    }),
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(0).default(32).register(settingDocs, {
      description:
        'Memory each app process gives to rendered anonymous pages (decision 030); 0 renders every request.',
    }),
    PAGE_CACHE_TTL: duration('30s').register(settingDocs, {
      description:
        'Longest a rendered page is reused when no write has changed the content (view counts move without one).',
    }),
    SESSION_CACHE_TTL: duration('10s', { zero: true }).register(settingDocs, {
      description:
        "How long each app process reuses a member's checked token before asking the database again (decision 037); a logout, a password or role change ends it at once on every process. 0s asks every time.",
    }),
    SESSION_CACHE_MAX: z.coerce.number().int().min(1).default(20_000).register(settingDocs, {
      description:
        'Signed-in tokens each app process keeps checked at most (the least recently used go first).',
    }),
    SMTP_URL: optionalString()
      .refine((value) => value === undefined || /^smtps?:\/\/\S+$/.test(value), {
        message: 'must be an smtp:// or smtps:// URL such as smtps://user:pass@smtp.example.com:465',
      })
      .register(settingDocs, {
        description:
          'Where mail goes (notifications, password resets, address checks). Unset: each mail is written to the server log and kept in the outbox, which admins read at /api/mail/outbox or with `npm run manage -- mail`.',
      }),
    MAIL_KEEP_DAYS: positiveInt(30).register(settingDocs, {
      description:
        'Days the outbox keeps mail that was sent, logged or given up on; older mail is deleted hourly.',
    }),
    MAIL_FROM: optionalString().register(settingDocs, {
      description: 'The sender of every mail.',
      shownDefault: 'Cloud Snippets <no-reply@<PUBLIC_URL host>>',
    }),
    PUBLIC_URL: optionalString()
      .refine((value) => value === undefined || /^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(value), {
        message: 'must be an http(s) URL such as https://snippets.example.com',
      })
      .register(settingDocs, {
        description:
          "The site's public address, for canonical links, Open Graph tags, sitemap.xml and robots.txt.",
        shownDefault: 'http://localhost:<PORT>',
      }),
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
    OAUTH_RATE_LIMIT_PER_IP: positiveInt(30).register(settingDocs, {
      description:
        'Provider sign-ins (start, callback, completion) allowed per client IP per window; each counts once per step.',
    }),
    OAUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt(900).register(settingDocs, {
      description: 'Provider sign-in rate-limit window.',
    }),
  })
  .superRefine((env, ctx) => {
    if (env.CAPTCHA_PROVIDER === 'recaptcha') {
      for (const key of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when CAPTCHA_PROVIDER=recaptcha',
          });
      }
    }
    // A provider is on with both halves of its credentials; one half alone is a mistake worth stopping for.
    for (const [id, secret] of [
      ['OAUTH_SALESFORCE_CLIENT_ID', 'OAUTH_SALESFORCE_CLIENT_SECRET'],
      ['OAUTH_GITHUB_CLIENT_ID', 'OAUTH_GITHUB_CLIENT_SECRET'],
    ] as const) {
      if (Boolean(env[id]) !== Boolean(env[secret]))
        ctx.addIssue({
          code: 'custom',
          path: [env[id] ? secret : id],
          message: `is required when ${env[id] ? id : secret} is set`,
        });
    }
    // The seeded admin must be able to sign in through the same rules as everyone else.
    const adminFields = [
      ['ADMIN_USERNAME', usernameField, env.ADMIN_USERNAME],
      ['ADMIN_EMAIL', emailField, env.ADMIN_EMAIL],
      ['ADMIN_PASSWORD', passwordField, env.ADMIN_PASSWORD],
    ] as const;
    for (const [key, field, value] of adminFields) {
      if (value === undefined) continue;
      const result = field.safeParse(value);
      if (!result.success)
        ctx.addIssue({ code: 'custom', path: [key], message: result.error.issues[0]?.message ?? 'invalid' });
    }
  });

/** Argon2id cost. Defaults follow OWASP's recommendation (19 MiB, 2 passes); tests lower them. */
export interface PasswordHashingConfig {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
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
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginPerAccount: RateLimitRule;
    registerPerIp: RateLimitRule;
    /** Comments and replies posted per member. */
    commentsPerMember: RateLimitRule;
    /** Contact-form messages per client IP. */
    contactPerIp: RateLimitRule;
    /** Reports sent per member. */
    reportsPerMember: RateLimitRule;
    /** Avatar uploads per member (each one is decoded and re-encoded). */
    avatarsPerMember: RateLimitRule;
    /** Snippets created or edited per member. */
    snippetWritesPerMember: RateLimitRule;
    /** Likes, dislikes, saves and their removals per member, on snippets and comments alike. */
    reactionsPerMember: RateLimitRule;
    /** Password reset mails asked for per client IP. */
    passwordResetsPerIp: RateLimitRule;
    /** Password reset mails asked for per address (known to the site or not). */
    passwordResetsPerAddress: RateLimitRule;
    /** Address confirmation mails sent again per member. */
    verificationMailsPerMember: RateLimitRule;
    /** Provider sign-in steps (start, callback, completion) per client IP. */
    oauthPerIp: RateLimitRule;
  };
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

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The base for relative paths: the folder npm was started in (npm scripts run inside the workspace), else cwd. */
export function baseDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * The JWT signing secret: JWT_SECRET when set, otherwise 64 random bytes generated on first start and kept in
 * DATA_DIR/jwt-secret (mode 0600), so tokens survive restarts and every process sharing DATA_DIR agrees.
 * The file appears whole or not at all (written aside, then linked into place), so a file that is there but too
 * short was damaged or hand-edited: refuse it rather than guess.
 */
export function loadOrCreateJwtSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, 'jwt-secret');
  const stored = readSecretFile(file);
  if (stored !== null) return new TextEncoder().encode(stored);
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(64).toString('base64url');
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${secret}\n`, { mode: 0o600 });
  chmodSync(draft, 0o600);
  try {
    // link() fails when the file exists, so two processes starting at once cannot overwrite each other's secret.
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadOrCreateJwtSecret(dataDir); // another process won the race: its file is complete
  } finally {
    rmSync(draft, { force: true });
  }
  return new TextEncoder().encode(secret);
}

function readSecretFile(file: string): string | null {
  let stored: string;
  try {
    stored = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (stored.length < MIN_JWT_SECRET_LENGTH)
    throw new ConfigError(
      `${file} holds ${stored.length === 0 ? 'no secret' : `a ${stored.length}-character secret`} (at least ${MIN_JWT_SECRET_LENGTH} characters are needed). ` +
        'Delete the file to have a new secret generated (every member is signed out), or set JWT_SECRET.',
    );
  return stored;
}

/**
 * What an operator should hear at start: settings that work but are probably not what production wants.
 * Production is NODE_ENV=production.
 */
export function configurationWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL?.trim())
    warnings.push(
      'PUBLIC_URL is not set: canonical links, Open Graph tags, sitemap.xml and robots.txt point at localhost. ' +
        "Set PUBLIC_URL to the site's public address, such as https://snippets.example.com.",
    );
  return warnings;
}

/** Reads and checks every environment variable at once; throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = result.data;
  const base = baseDirectory(env);
  const dataDir = resolve(base, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    databaseTimeouts: {
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: e.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      acquireMs: e.DATABASE_ACQUIRE_TIMEOUT_MS,
    },
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    heapGrowthPercent: e.HEAP_GROWTH_PERCENT,
    codeCheckProcesses: e.CODE_CHECK_PROCESSES ?? defaultCodeCheckProcesses(),
    databaseStartupTimeoutSeconds: e.DATABASE_STARTUP_TIMEOUT,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_PERIOD,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
    jwtSecret: e.JWT_SECRET ? new TextEncoder().encode(e.JWT_SECRET) : loadOrCreateJwtSecret(dataDir),
    tokenTtlSeconds: e.TOKEN_TTL,
    rememberTokenTtlSeconds: e.REMEMBER_TOKEN_TTL,
    captcha:
      e.CAPTCHA_PROVIDER === 'recaptcha'
        ? {
            provider: 'recaptcha',
            siteKey: e.RECAPTCHA_SITE_KEY ?? '',
            secretKey: e.RECAPTCHA_SECRET_KEY ?? '',
            minScore: e.RECAPTCHA_MIN_SCORE,
            verifyUrl: e.RECAPTCHA_VERIFY_URL,
            timeoutMs: e.RECAPTCHA_TIMEOUT_MS,
          }
        : { provider: 'none' },
    rateLimits: {
      loginPerIp: { points: e.LOGIN_RATE_LIMIT_PER_IP, durationSeconds: e.LOGIN_RATE_LIMIT_WINDOW_SECONDS },
      loginPerAccount: {
        points: e.LOGIN_RATE_LIMIT_PER_ACCOUNT,
        durationSeconds: e.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
      },
      registerPerIp: {
        points: e.REGISTER_RATE_LIMIT_PER_IP,
        durationSeconds: e.REGISTER_RATE_LIMIT_WINDOW_SECONDS,
      },
      commentsPerMember: {
        points: e.COMMENT_RATE_LIMIT_PER_MEMBER,
        durationSeconds: e.COMMENT_RATE_LIMIT_WINDOW_SECONDS,
      },
      contactPerIp: {
        points: e.CONTACT_RATE_LIMIT_PER_IP,
        durationSeconds: e.CONTACT_RATE_LIMIT_WINDOW_SECONDS,
      },
      reportsPerMember: {
        points: e.REPORT_RATE_LIMIT_PER_MEMBER,
        durationSeconds: e.REPORT_RATE_LIMIT_WINDOW_SECONDS,
      },
      avatarsPerMember: {
        points: e.AVATAR_RATE_LIMIT_PER_MEMBER,
        durationSeconds: e.AVATAR_RATE_LIMIT_WINDOW_SECONDS,
      },
      snippetWritesPerMember: {
        points: e.SNIPPET_RATE_LIMIT_PER_MEMBER,
        durationSeconds: e.SNIPPET_RATE_LIMIT_WINDOW_SECONDS,
      },
      reactionsPerMember: {
        points: e.REACTION_RATE_LIMIT_PER_MEMBER,
        durationSeconds: e.REACTION_RATE_LIMIT_WINDOW_SECONDS,
      },
      passwordResetsPerIp: {
        points: e.RESET_RATE_LIMIT_PER_IP,
        durationSeconds: e.RESET_RATE_LIMIT_WINDOW_SECONDS,
      },
      passwordResetsPerAddress: {
        points: e.RESET_RATE_LIMIT_PER_ADDRESS,
        durationSeconds: e.RESET_RATE_LIMIT_WINDOW_SECONDS,
      },
      verificationMailsPerMember: {
        points: e.VERIFICATION_RATE_LIMIT_PER_MEMBER,
        durationSeconds: e.VERIFICATION_RATE_LIMIT_WINDOW_SECONDS,
      },
      oauthPerIp: { points: e.OAUTH_RATE_LIMIT_PER_IP, durationSeconds: e.OAUTH_RATE_LIMIT_WINDOW_SECONDS },
    },
    newMembers: {
      hours: e.NEW_MEMBER_HOURS,
      snippets: e.NEW_MEMBER_SNIPPETS,
      comments: e.NEW_MEMBER_COMMENTS,
    },
    seed: {
      demo: e.SEED_DEMO,
      admin: {
        username: e.ADMIN_USERNAME,
        email: (e.ADMIN_EMAIL ?? `${e.ADMIN_USERNAME}@cloudsnippets.local`).toLowerCase(),
        password: e.ADMIN_PASSWORD,
      },
    },
    passwordHashing: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: e.WEB_DIST ? resolve(base, e.WEB_DIST) : join(REPO_ROOT, 'web', 'dist'),
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    sitemapUrlsPerFile: 50_000,
    pageCache: { maxBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024, ttlSeconds: e.PAGE_CACHE_TTL },
    sessionCache: { ttlSeconds: e.SESSION_CACHE_TTL, max: e.SESSION_CACHE_MAX },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    oauth: {
      salesforce:
        e.OAUTH_SALESFORCE_CLIENT_ID && e.OAUTH_SALESFORCE_CLIENT_SECRET
          ? {
              clientId: e.OAUTH_SALESFORCE_CLIENT_ID,
              clientSecret: e.OAUTH_SALESFORCE_CLIENT_SECRET,
              loginUrl: e.OAUTH_SALESFORCE_LOGIN_URL.replace(/\/+$/, ''),
            }
          : null,
      github:
        e.OAUTH_GITHUB_CLIENT_ID && e.OAUTH_GITHUB_CLIENT_SECRET
          ? {
              clientId: e.OAUTH_GITHUB_CLIENT_ID,
              clientSecret: e.OAUTH_GITHUB_CLIENT_SECRET,
              webUrl: e.OAUTH_GITHUB_URL.replace(/\/+$/, ''),
              apiUrl: e.OAUTH_GITHUB_API_URL.replace(/\/+$/, ''),
            }
          : null,
    },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from:
        e.MAIL_FROM ?? `Cloud Snippets <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
      pollMs: 5000,
      keepDays: e.MAIL_KEEP_DAYS,
    },
  };
}
