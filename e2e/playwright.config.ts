import { defineConfig, devices } from '@playwright/test';

/**
 * Ports of the servers this suite starts (see support/serve.mjs). E2E_PORT_BASE moves all three, so two suites can
 * run side by side in one tree (each server keeps its data under .e2e-data/<name>-<port>).
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
export const PORTS = { app: portBase, captcha: portBase + 1, fakeRecaptcha: portBase + 2 } as const;
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
};

export default defineConfig({
  testDir: './tests',
  outputDir: `test-results/${portBase}`,
  fullyParallel: false,
  workers: 1,
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
      testIgnore: /captcha\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${PORTS.app}`,
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
  ],
  webServer: [
    {
      command: 'node support/serve.mjs app',
      url: `http://127.0.0.1:${PORTS.app}/api/health`,
      env: { ...serverEnv, PORT: String(PORTS.app) },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
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
  ],
});
