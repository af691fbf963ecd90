import { Flags } from '@salesforce/sf-plugins-core';
import { ENV } from './connection.js';

/** The site to talk to, on every command: a self-hosted Cloud Snippets, or another than the one signed in to. */
export const instanceUrlFlag = Flags.string({
  char: 'r',
  summary: `Address of the Cloud Snippets site (default: the one signed in to, or $${ENV.instanceUrl}).`,
});
