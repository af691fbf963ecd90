import { Args } from '@oclif/core';
import { Flags, SfCommand } from '@salesforce/sf-plugins-core';
import { instanceUrlFlag } from '../../lib/flags.js';
import { openInBrowser } from '../../lib/open-url.js';
import { fetchSnippet, target } from '../../lib/snippet-target.js';

export interface OpenResult {
  url: string;
}

export default class Open extends SfCommand<OpenResult> {
  public static override readonly summary = "Open a snippet's page in the browser.";
  public static override readonly examples = [
    '<%= config.bin %> <%= command.id %> bulk-safe-account-trigger',
    '<%= config.bin %> <%= command.id %> bulk-safe-account-trigger --url-only',
  ];
  public static override readonly args = {
    snippet: Args.string({ required: true, description: "The snippet's slug or the address of its page." }),
  };
  public static override readonly flags = {
    'instance-url': instanceUrlFlag,
    'url-only': Flags.boolean({ char: 'u', summary: 'Print the address without opening a browser.' }),
  };

  public async run(): Promise<OpenResult> {
    const { args, flags } = await this.parse(Open);
    const snippet = await target(args.snippet, { instanceUrl: flags['instance-url'] });
    // Asked first, so that a wrong slug is a "not found" here rather than a 404 page in the browser.
    await fetchSnippet(snippet);
    if (flags['url-only'] || !(await openInBrowser(snippet.url))) this.log(snippet.url);
    else this.log(`Opening ${snippet.url}`);
    return { url: snippet.url };
  }
}
