import { defineConfig } from '@playwright/test';
import base, { appUrl } from './playwright.config';

/** `npm run screenshots -w e2e`: PNGs of every shell screen for reviewers, in <repo>/screenshots (not a test run). */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /screenshots\.spec\.ts/,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  projects: [
    {
      name: 'screenshots',
      use: { ...base.use, baseURL: appUrl(0), trace: 'off', screenshot: 'off' },
    },
  ],
  // The mail capture and the first worker's app server.
  webServer: (Array.isArray(base.webServer) ? base.webServer : []).slice(0, 2),
});
