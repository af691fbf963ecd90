/**
 * What a form says in the page when JavaScript is off (a `<noscript>` note): reading needs no script, but these
 * actions are sent by the app. Each names the action, so the note reads as the form's own.
 */
const needsScript = (action: string) =>
  `${action} needs JavaScript. Turn it on in your browser and reload the page to continue.`;

export const NO_SCRIPT = {
  signIn: needsScript('Signing in'),
  register: needsScript('Creating an account'),
  passwordReset: needsScript('Resetting your password'),
  contact: needsScript('Sending a message'),
  comment: needsScript('Commenting'),
  report: needsScript('Reporting'),
  snippet: needsScript('Saving a snippet'),
  settings: needsScript('Changing your settings'),
  moderation: needsScript('Moderating'),
} as const;

/** Said when a button that needs the app is pressed in the moment before the app runs (ssr/head-script.js). */
export const STILL_LOADING = 'Still loading — try again in a moment';
