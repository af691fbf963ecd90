import { defineConfig, devices } from '@playwright/test';

/**
 * Ports of the servers this suite starts (see support/serve.mjs). E2E_PORT_BASE moves them all, so two suites can
 * run side by side in one tree (each server keeps its data under .e2e-data/<name>-<port>).
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
export const PORTS = {
  app: portBase,
  captcha: portBase + 1,
  fakeRecaptcha: portBase + 2,
  /** The app server with sign-in providers, and the two providers it uses (support/oidc-provider.ts). */
  oauth: portBase + 3,
  salesforce: portBase + 4,
  github: portBase + 5,
  /** A real SMTP server the `app` server sends its mail to, and the HTTP side tests read it from (decision 050). */
  smtp: portBase + 6,
  mailbox: portBase + 7,
  /** The `app` servers of the second and later workers: portBase + 8, + 9, … (see appUrl). */
  moreApps: portBase + 8,
} as const;
/**
 * Test files run on two workers, and each worker has an `app` server and database of its own: a worker's tests see
 * only their own writes, one at a time, as they did on one worker, and the two cores are both kept busy (one
 * worker left a core idle while Chromium waited on the server and the server on Chromium). E2E_WORKERS=1 runs the
 * suite as before.
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** The `app` server of the worker with this parallel index (0 is PORTS.app). */
export const appUrl = (parallelIndex: number) =>
  `http://127.0.0.1:${parallelIndex === 0 ? PORTS.app : PORTS.moreApps + parallelIndex - 1}`;
/** What arrived over SMTP (support/smtp-capture.mjs): GET /mails?to=<address>. */
export const MAILBOX_URL = `http://127.0.0.1:${PORTS.mailbox}`;
/** The sign-in providers of the `oauth` project: real authorization servers on local ports (decision 054). */
export const OAUTH_PROVIDER_URLS = {
  salesforce: `http://127.0.0.1:${PORTS.salesforce}`,
  github: `http://127.0.0.1:${PORTS.github}`,
} as const;
const oauthClients = {
  OAUTH_SALESFORCE_CLIENT_ID: 'e2e-salesforce',
  OAUTH_SALESFORCE_CLIENT_SECRET: 'e2e-salesforce-secret',
  OAUTH_GITHUB_CLIENT_ID: 'e2e-github',
  OAUTH_GITHUB_CLIENT_SECRET: 'e2e-github-secret',
};
export const ADMIN = { username: 'admin', password: 'E2e#admin#pass1' } as const;

const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

const serverEnv = {
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  // Each run starts from an empty embedded database and in-process limits, whatever the shell exports.
  DATABASE_URL: '',
  REDIS_URL: '',
  LOGIN_RATE_LIMIT_PER_IP: '1000',
  LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
  REGISTER_RATE_LIMIT_PER_IP: '1000',
  SNIPPET_RATE_LIMIT_PER_MEMBER: '1000',
  REACTION_RATE_LIMIT_PER_MEMBER: '1000',
  COLLECTION_RATE_LIMIT_PER_MEMBER: '1000',
  COLLECTION_ITEM_RATE_LIMIT_PER_MEMBER: '1000',
  NEW_MEMBER_HOURS: '0',
};

export default defineConfig({
  testDir: './tests',
  outputDir: `test-results/${portBase}`,
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Every step waits for a condition, so these ceilings cost nothing while tests pass; they are sized for a loaded
  // CI machine. At load 12 on 2 cores the slowest guard test took 10.4 s (a revoked token: sign in, log out
  // elsewhere, open the menu, follow the 401 to /login through a lazy route), about 3x a quiet run; at load 25 it
  // outgrew the former 30 s test and 7 s assertion limits.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /(captcha|oauth)\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        // Each worker's own server (fixtures.ts picks it by the worker's parallel index).
        baseURL: appUrl(0),
      },
    },
    {
      name: 'captcha',
      testMatch: /captcha\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${PORTS.captcha}`,
      },
    },
    {
      name: 'oauth',
      testMatch: /oauth\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${PORTS.oauth}`,
      },
    },
  ],
  webServer: [
    {
      command: `node support/smtp-capture.mjs ${PORTS.smtp} ${PORTS.mailbox}`,
      url: `${MAILBOX_URL}/health`,
      reuseExistingServer: false,
    },
    ...Array.from({ length: WORKERS }, (_, parallelIndex) => ({
      command: 'node support/serve.mjs app',
      url: `${appUrl(parallelIndex)}/api/health`,
      // Its mail goes out over SMTP, as in production: the recovery tests read it from the mailbox.
      env: {
        ...serverEnv,
        PORT: new URL(appUrl(parallelIndex)).port,
        SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe' as const,
    })),
    {
      command: `node support/fake-recaptcha.mjs ${PORTS.fakeRecaptcha}`,
      url: `http://127.0.0.1:${PORTS.fakeRecaptcha}/health`,
      reuseExistingServer: false,
    },
    {
      command: 'node support/serve.mjs captcha',
      url: `http://127.0.0.1:${PORTS.captcha}/api/health`,
      env: {
        ...serverEnv,
        PORT: String(PORTS.captcha),
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_SITE_KEY: 'e2e-site-key',
        RECAPTCHA_SECRET_KEY: 'e2e-secret',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${PORTS.fakeRecaptcha}/siteverify`,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node --import tsx support/oidc-provider.ts',
      url: `${OAUTH_PROVIDER_URLS.salesforce}/health`,
      env: {
        ...oauthClients,
        SALESFORCE_PORT: String(PORTS.salesforce),
        GITHUB_PORT: String(PORTS.github),
        APP_URL: `http://127.0.0.1:${PORTS.oauth}`,
      },
      reuseExistingServer: false,
    },
    {
      command: 'node support/serve.mjs oauth',
      url: `http://127.0.0.1:${PORTS.oauth}/api/health`,
      env: {
        ...serverEnv,
        ...oauthClients,
        PORT: String(PORTS.oauth),
        PUBLIC_URL: `http://127.0.0.1:${PORTS.oauth}`,
        OAUTH_SALESFORCE_LOGIN_URL: OAUTH_PROVIDER_URLS.salesforce,
        OAUTH_GITHUB_URL: OAUTH_PROVIDER_URLS.github,
        OAUTH_GITHUB_API_URL: OAUTH_PROVIDER_URLS.github,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
