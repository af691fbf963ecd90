import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emailField, passwordField, usernameField } from '@cloud-snippets/contract';
import { z } from 'zod';
import { authEnv } from './config/auth.js';
import { cacheEnv } from './config/caches.js';
import { ConfigError } from './config/config-error.js';
import { databaseEnv, defaultPoolSize } from './config/database.js';
import { loadOrCreateJwtSecret } from './config/jwt-secret.js';
import { mailEnv } from './config/mail.js';
import { PROVIDER_CREDENTIALS, providersEnv } from './config/providers.js';
import { newMemberEnv, rateLimitEnv, rateLimitRules } from './config/rate-limits.js';
import { defaultCodeCheckProcesses, serverEnv } from './config/server.js';
import type { Config } from './config/types.js';

export { ConfigError } from './config/config-error.js';
export { defaultPoolSize } from './config/database.js';
export { parseDurationSeconds, settingDocs, type SettingDoc } from './config/fields.js';
export { loadOrCreateJwtSecret } from './config/jwt-secret.js';
export type { RateLimitRule } from './config/rate-limits.js';
export { defaultCodeCheckProcesses } from './config/server.js';
export type { Config, OAuthConfig, PasswordHashingConfig } from './config/types.js';

/**
 * The repository root. `src/config.ts` (tsx) and `dist/main.js` (esbuild bundle) both sit two levels below it,
 * so the same relative step works from either.
 */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Every environment variable the server reads: its parsing, its default and its description, written once in the
 * file of its area (config/*.ts); the README's table lists them in this order.
 */
export const envSchema = z
  .object({
    ...serverEnv,
    ...databaseEnv,
    ...authEnv,
    ...providersEnv,
    ...mailEnv,
    ...cacheEnv,
    ...rateLimitEnv,
    ...newMemberEnv,
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
    for (const [id, secret] of PROVIDER_CREDENTIALS) {
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
    rateLimits: rateLimitRules(e),
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
