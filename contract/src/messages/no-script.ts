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
  collection: needsScript('Saving a collection'),
} as const;

/** Texts of the moment between a page's first paint and the app's start (ssr/head-script.js). */
export const PAGE_LOADING = {
  /** Said when a button that needs the app is pressed before it runs. */
  stillLoading: 'Still loading — try again in a moment',
} as const;
