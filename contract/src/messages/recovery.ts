/** Account recovery and address checks (decision 051): forgotten passwords, verified addresses, sessions. */
export const RECOVERY = {
  /** The same answer whether or not an account uses the address. */
  resetRequested:
    'If an account uses that address, we sent it a link to set a new password. The link works for an hour.',
  resetLinkInvalid: 'This link is invalid or has expired. Ask for a new one.',
  /** Decision 073: a reset ends sessions, not access tokens; the member is told where to revoke those. */
  passwordReset:
    'Your password is set, and every session has ended. Sign in with your new password. Your access tokens still work: revoke any you do not trust on your profile.',
  verificationSent: 'We sent you a link to confirm your address.',
  alreadyVerified: 'Your address is already confirmed.',
  emailVerified: 'Thanks! Your address is confirmed.',
  emailChangeSent: (email: string) =>
    `We sent a link to ${email}. Your address changes when you open it; until then it stays as it is.`,
  emailChanged: 'Your address is changed and confirmed.',
  sameEmail: 'That is already your address',
  sessionEnded: 'That session has ended',
  othersEnded: (count: number) =>
    count === 0
      ? 'You were signed in nowhere else'
      : `Signed out of ${count} other ${count === 1 ? 'session' : 'sessions'}`,
  sessionNotFound: 'No such session',
  tooManyResetRequests: 'Too many reset requests. Please try again later.',
  tooManyVerificationMails: 'We sent you a link a moment ago. Please wait a little before asking again.',
} as const;

/** How long a link lives. */
export const RECOVERY_LIMITS = {
  resetTokenMinutes: 60,
  verificationTokenHours: 48,
} as const;
