import { defineConfig } from '@playwright/test';
import base, { PORTS } from './playwright.config';

/** `npm run screenshots -w e2e`: PNGs of every shell screen for reviewers, in <repo>/screenshots (not a test run). */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /screenshots\.spec\.ts/,
  retries: 0,
  reporter: [['list']],
  projects: [
    {
      name: 'screenshots',
      use: { ...base.use, baseURL: `http://127.0.0.1:${PORTS.app}`, trace: 'off', screenshot: 'off' },
    },
  ],
  webServer: (Array.isArray(base.webServer) ? base.webServer : []).slice(0, 1),
});
