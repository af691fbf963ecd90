import {
  FORGOT_PASSWORD_PATH,
  SETTINGS_PATH,
  resetPasswordPath,
  verifyEmailPath,
} from '@cloud-snippets/contract';
import type { NewMail } from '../repositories/mail/mail.repository.js';

/** The site the links point at. */
export interface LinkSite {
  publicUrl: string;
}

const signature = ['', '—', 'Cloud Snippets'];

/** A password reset link (decision 051): sensitive, so the outbox keeps no link once it is really sent. */
export function passwordResetMail(
  site: LinkSite,
  to: { email: string; username: string },
  token: string,
): NewMail {
  return {
    kind: 'password-reset',
    to: to.email,
    subject: 'Set a new password for Cloud Snippets',
    sensitive: true,
    text: [
      `Hi ${to.username},`,
      '',
      'Someone (we hope you) asked to set a new password for your Cloud Snippets account. Open this link within an hour:',
      '',
      `${site.publicUrl}${resetPasswordPath(token)}`,
      '',
      // Decision 073: a reset ends every session but leaves access tokens, which the member revokes themselves.
      'A new password signs you out everywhere. Your access tokens keep working until you revoke them on your profile:',
      `${site.publicUrl}${SETTINGS_PATH}`,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
      ...signature,
    ].join('\n'),
  };
}

/** A link confirming an address: the one registered, or a new one the member asked for. */
export function verificationMail(
  site: LinkSite,
  to: { email: string; username: string },
  token: string,
  isNewAddress: boolean,
): NewMail {
  return {
    kind: 'email-verification',
    to: to.email,
    subject: isNewAddress
      ? 'Confirm your new address for Cloud Snippets'
      : 'Confirm your address for Cloud Snippets',
    sensitive: true,
    text: [
      `Hi ${to.username},`,
      '',
      isNewAddress
        ? 'Open this link to make this your Cloud Snippets address:'
        : 'Welcome to Cloud Snippets! Open this link to confirm your address:',
      '',
      `${site.publicUrl}${verifyEmailPath(token)}`,
      '',
      'The link works for two days. If you did not ask for this, ignore this mail.',
      ...signature,
    ].join('\n'),
  };
}

/** Told to the old address when a member asks for a new one: a stolen session cannot move the account unseen. */
export function emailChangeNotice(
  site: LinkSite,
  to: { email: string; username: string },
  newEmail: string,
): NewMail {
  return {
    kind: 'email-change-notice',
    to: to.email,
    subject: 'Your Cloud Snippets address is changing',
    text: [
      `Hi ${to.username},`,
      '',
      `Someone signed in as you asked to change your address to ${newEmail}. It changes once a link sent there is opened.`,
      '',
      `If it was not you, set a new password now: ${site.publicUrl}${FORGOT_PASSWORD_PATH}`,
      ...signature,
    ].join('\n'),
  };
}
