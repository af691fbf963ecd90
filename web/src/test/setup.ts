import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetViewport } from './viewport';

// Lazy route modules load slowly on a busy machine (CI, parallel suites): 1 s of waiting made tests flaky, and 4 s
// still failed a comments test at load 8.8 on 2 cores. Waiting ends as soon as the element is there.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  localStorage.clear();
  resetViewport();
  // The theme's class (lib/theme) sits on <html>, which jsdom keeps from one test to the next.
  document.documentElement.removeAttribute('class');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
