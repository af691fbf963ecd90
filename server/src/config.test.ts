import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, configurationWarnings, loadConfig, parseDurationSeconds } from './config.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cs-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      database: { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
      redis: null,
      tokenTtlSeconds: 86_400,
      rememberTokenTtlSeconds: 30 * 86_400,
      captcha: { provider: 'none' },
      rateLimits: {
        loginPerIp: { points: 20, durationSeconds: 900 },
        loginPerAccount: { points: 10, durationSeconds: 900 },
        registerPerIp: { points: 10, durationSeconds: 3600 },
      },
      seed: {
        demo: true,
        admin: { username: 'admin', email: 'admin@cloudsnippets.local', password: undefined },
      },
      logLevel: 'info',
      trustProxy: false,
      webDist: join(REPO_ROOT, 'web', 'dist'),
      databaseTimeouts: { statementMs: 10_000, lockMs: 3000, idleInTransactionMs: 10_000, acquireMs: 2000 },
      databaseStartupTimeoutSeconds: 60,
      shutdownGraceSeconds: 8,
      sessionCache: { ttlSeconds: 10, max: 20_000 },
      databasePoolSize: Math.max(4, 2 * availableParallelism()),
      heapGrowthPercent: 50,
    });
  });

  it('turns the session cache off with a time to live of 0, and refuses what is not a duration', () => {
    for (const off of ['0', '0s', '0m'])
      expect(loadConfig({ DATA_DIR: tempDir(), SESSION_CACHE_TTL: off }).sessionCache.ttlSeconds).toBe(0);
    expect(loadConfig({ DATA_DIR: tempDir(), SESSION_CACHE_TTL: '1m' }).sessionCache.ttlSeconds).toBe(60);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SESSION_CACHE_TTL: '-1' })).toThrow(/SESSION_CACHE_TTL/);
    // Elsewhere a duration of 0 stays refused.
    expect(() => loadConfig({ DATA_DIR: tempDir(), TOKEN_TTL: '0s' })).toThrow(/TOKEN_TTL/);
  });

  it('sizes the PostgreSQL pool and the heap growth as set, and refuses what is not a count', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_POOL_SIZE: '12', HEAP_GROWTH_PERCENT: '0' });
    expect(config).toMatchObject({ databasePoolSize: 12, heapGrowthPercent: 0 });
    for (const bad of ['0', '-2', '2.5', 'many'])
      expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_POOL_SIZE: bad })).toThrow(
        /DATABASE_POOL_SIZE/,
      );
    expect(() => loadConfig({ DATA_DIR: tempDir(), HEAP_GROWTH_PERCENT: '-1' })).toThrow(
      /HEAP_GROWTH_PERCENT/,
    );
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'localhost:5432/snippets' })).toThrow(
      /DATABASE_URL: must be a PostgreSQL URL/,
    );
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgresql://db/snippets' }).database.kind).toBe(
      'postgres',
    );
  });

  it('resolves a relative DATA_DIR against the folder npm was run in', () => {
    const base = tempDir();
    expect(loadConfig({ DATA_DIR: './here', INIT_CWD: base }).dataDir).toBe(join(base, 'here'));
  });

  it('reads PostgreSQL, Redis, TTLs, reCAPTCHA and proxy settings', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://db/app',
      REDIS_URL: 'redis://cache:6379',
      TOKEN_TTL: '12h',
      REMEMBER_TOKEN_TTL: '7d',
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
      RECAPTCHA_MIN_SCORE: '0.7',
      TRUST_PROXY: '1',
      SEED_DEMO: 'false',
      JWT_SECRET: 'x'.repeat(32),
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://db/app' });
    expect(config.redis).toEqual({ url: 'redis://cache:6379', keyPrefix: 'cloud-snippets' });
    expect([config.tokenTtlSeconds, config.rememberTokenTtlSeconds]).toEqual([43_200, 604_800]);
    expect(config.captcha).toMatchObject({
      provider: 'recaptcha',
      siteKey: 'site',
      secretKey: 'secret',
      minScore: 0.7,
    });
    expect(config.trustProxy).toBe(1);
    expect(config.seed.demo).toBe(false);
  });

  it('reads every rate limit in one style: a count and a window each, defaults as documented', () => {
    const defaults = loadConfig({ DATA_DIR: tempDir() }).rateLimits;
    expect(defaults).toMatchObject({
      passwordResetsPerIp: { points: 10, durationSeconds: 3600 },
      passwordResetsPerAddress: { points: 3, durationSeconds: 3600 },
      verificationMailsPerMember: { points: 3, durationSeconds: 3600 },
      oauthPerIp: { points: 30, durationSeconds: 900 },
    });
    const set = loadConfig({
      DATA_DIR: tempDir(),
      RESET_RATE_LIMIT_PER_IP: '7',
      RESET_RATE_LIMIT_PER_ADDRESS: '2',
      RESET_RATE_LIMIT_WINDOW_SECONDS: '120',
      VERIFICATION_RATE_LIMIT_PER_MEMBER: '5',
      VERIFICATION_RATE_LIMIT_WINDOW_SECONDS: '60',
      OAUTH_RATE_LIMIT_PER_IP: '4',
    }).rateLimits;
    expect(set).toMatchObject({
      passwordResetsPerIp: { points: 7, durationSeconds: 120 },
      passwordResetsPerAddress: { points: 2, durationSeconds: 120 },
      verificationMailsPerMember: { points: 5, durationSeconds: 60 },
      oauthPerIp: { points: 4, durationSeconds: 900 },
    });
    for (const rule of Object.values(set))
      expect(Object.keys(rule).sort()).toEqual(['durationSeconds', 'points']);
    expect(() => loadConfig({ DATA_DIR: tempDir(), RESET_RATE_LIMIT_PER_ADDRESS: '0' })).toThrow(ConfigError);
  });

  it('lists every problem at once', () => {
    const fields = () =>
      loadConfig({ DATA_DIR: tempDir(), PORT: 'abc', TOKEN_TTL: 'soon', CAPTCHA_PROVIDER: 'maybe' });
    expect(fields).toThrow(ConfigError);
    expect(fields).toThrow(/PORT[\s\S]*TOKEN_TTL[\s\S]*CAPTCHA_PROVIDER/);
    // Rules across variables are checked once every variable is well-formed.
    const combined = () =>
      loadConfig({
        DATA_DIR: tempDir(),
        CAPTCHA_PROVIDER: 'recaptcha',
        ADMIN_USERNAME: 'a b',
        ADMIN_PASSWORD: 'weak',
      });
    expect(combined).toThrow(
      /RECAPTCHA_SITE_KEY[\s\S]*RECAPTCHA_SECRET_KEY[\s\S]*ADMIN_USERNAME[\s\S]*ADMIN_PASSWORD/,
    );
  });

  it('generates the JWT secret once (mode 0600) and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    const other = loadConfig({ DATA_DIR: tempDir() }).jwtSecret;
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
  });

  it('refuses an empty or short DATA_DIR/jwt-secret, naming the file', () => {
    for (const content of ['', 'x'.repeat(31)]) {
      const dataDir = tempDir();
      const file = join(dataDir, 'jwt-secret');
      writeFileSync(file, content);
      expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(`${file} holds`);
    }
  });

  it('accepts a secret file of 32 characters or more, as JWT_SECRET', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'jwt-secret'), `${'k'.repeat(32)}\n`);
    expect(new TextDecoder().decode(loadConfig({ DATA_DIR: dataDir }).jwtSecret)).toBe('k'.repeat(32));
  });

  it('prefers JWT_SECRET and writes nothing then', () => {
    const dataDir = join(tempDir(), 'unused');
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(40) });
    expect(new TextDecoder().decode(config.jwtSecret)).toBe('s'.repeat(40));
    expect(() => statSync(dataDir)).toThrow();
  });
});

describe('configurationWarnings', () => {
  it('warns in production when PUBLIC_URL is unset, and only then', () => {
    expect(configurationWarnings({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(
        /^PUBLIC_URL is not set: canonical links, Open Graph tags, sitemap.xml and robots.txt/,
      ),
    ]);
    expect(configurationWarnings({ NODE_ENV: 'production', PUBLIC_URL: ' ' })).toHaveLength(1);
    expect(
      configurationWarnings({ NODE_ENV: 'production', PUBLIC_URL: 'https://snippets.example.com' }),
    ).toEqual([]);
    expect(configurationWarnings({})).toEqual([]);
  });
});

describe('parseDurationSeconds', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['15m', 900],
    ['12h', 43_200],
    ['30d', 2_592_000],
    ['0', null],
    ['1w', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(parseDurationSeconds(input)).toBe(expected);
  });
});
