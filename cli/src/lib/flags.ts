import { Flags } from '@salesforce/sf-plugins-core';
import { ENV } from './connection.js';

/** The site to talk to, on every command: a self-hosted Cloud Snippets, or another than the one signed in to. */
export const instanceUrlFlag = Flags.string({
  char: 'r',
  summary: `Address of the Cloud Snippets site (default: the one signed in to, or $${ENV.instanceUrl}).`,
});

/**
 * A list flag's values, whether it was repeated (`--tags apex --tags lwc`, sf's form) or given with commas
 * (`--tags apex,lwc`). The commas are split here rather than with oclif's `delimiter`: the Salesforce CLI warns on every
 * run of a command that declares one.
 */
export function listOf(values: string[] | undefined): string[] | undefined {
  return values
    ?.flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}
