/** "Is it still true" (decision 048): confirmations that a snippet still works, and out-of-date reports. */
export const VERIFICATION = {
  confirmed: (release: string) => `Thanks! Recorded that it works on ${release}`,
  confirmationWithdrawn: 'Your confirmation was withdrawn',
  reported: 'Reported as out of date. Its author has been told.',
  reportWithdrawn: 'Your out-of-date report was withdrawn',
  releaseNotOut: 'Confirm it on a Salesforce release that is already out',
  reasonRequired: 'Say what no longer works',
  reasonTooLong: 'Keep the reason under 500 characters',
  ownSnippet: 'This is your snippet: edit it instead of reporting it out of date',
  noReport: 'You have not reported this snippet as out of date',
} as const;

export const VERIFICATION_LIMITS = { reasonMax: 500, reportsShown: 10 } as const;
