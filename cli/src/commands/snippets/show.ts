import type { SnippetDetail } from '@cloud-snippets/contract';
import { Args } from '@oclif/core';
import { SfCommand } from '@salesforce/sf-plugins-core';
import { instanceUrlFlag } from '../../lib/flags.js';
import { snippetText } from '../../lib/present.js';
import { fetchSnippet, target } from '../../lib/snippet-target.js';

export type ShowResult = SnippetDetail & { url: string };

export default class Show extends SfCommand<ShowResult> {
  public static override readonly summary =
    'Show a snippet: its code highlighted, the checks\' marks and "Before you run it".';
  public static override readonly examples = [
    '<%= config.bin %> <%= command.id %> bulk-safe-account-trigger',
    '<%= config.bin %> <%= command.id %> https://snippets.example.com/snippets/bulk-safe-account-trigger --json',
  ];
  public static override readonly args = {
    snippet: Args.string({ required: true, description: "The snippet's slug or the address of its page." }),
  };
  public static override readonly flags = { 'instance-url': instanceUrlFlag };

  public async run(): Promise<ShowResult> {
    const { args, flags } = await this.parse(Show);
    const snippet = await target(args.snippet, { instanceUrl: flags['instance-url'] });
    const detail = await fetchSnippet(snippet);
    this.log(snippetText(detail, snippet.url));
    return { ...detail, url: snippet.url };
  }
}
