/** How long things take and wait in the browser (SPEC §4, §9). */
export const TIMINGS = {
  globalMessageMs: 5000,
  notificationMs: 5000,
  registrationSuccessMs: 6000,
  rateLimitWarningMs: 8000,
  copiedIndicatorMs: 2000,
  redirectAfterDeleteMs: 500,
  lazyPageLoadTimeoutMs: 120_000,
  searchDebounceMs: 300,
} as const;
