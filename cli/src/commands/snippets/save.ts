import type { SnippetReactionResponse } from '@cloud-snippets/contract';
import { Args } from '@oclif/core';
import { Flags, SfCommand } from '@salesforce/sf-plugins-core';
import { instanceUrlFlag } from '../../lib/flags.js';
import { target } from '../../lib/snippet-target.js';

export type SaveResult = SnippetReactionResponse & { slug: string };

export default class Save extends SfCommand<SaveResult> {
  public static override readonly summary = 'Save a snippet to your saved list (--remove takes it off).';
  public static override readonly examples = [
    '<%= config.bin %> <%= command.id %> bulk-safe-account-trigger',
    '<%= config.bin %> <%= command.id %> bulk-safe-account-trigger --remove',
  ];
  public static override readonly args = {
    snippet: Args.string({ required: true, description: "The snippet's slug or the address of its page." }),
  };
  public static override readonly flags = {
    'instance-url': instanceUrlFlag,
    remove: Flags.boolean({ summary: 'Remove it from your saved snippets.' }),
  };

  public async run(): Promise<SaveResult> {
    const { args, flags } = await this.parse(Save);
    const snippet = await target(args.snippet, { instanceUrl: flags['instance-url'], signedIn: true });
    const path = `/api/snippets/${encodeURIComponent(snippet.slug)}/save`;
    const state = await snippet.api.request<SnippetReactionResponse>(flags.remove ? 'DELETE' : 'POST', path);
    this.logSuccess(state.message);
    return { ...state, slug: snippet.slug };
  }
}
