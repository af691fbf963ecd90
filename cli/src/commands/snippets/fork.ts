import { snippetPath, type SnippetDetail } from '@cloud-snippets/contract';
import { Args } from '@oclif/core';
import { SfCommand } from '@salesforce/sf-plugins-core';
import { instanceUrlFlag } from '../../lib/flags.js';
import { target } from '../../lib/snippet-target.js';

export interface ForkResult {
  slug: string;
  url: string;
  forkedFrom: string;
}

export default class Fork extends SfCommand<ForkResult> {
  public static override readonly summary = 'Fork a snippet: a copy of it as your own, linked to it.';
  public static override readonly examples = [
    '<%= config.bin %> <%= command.id %> bulk-safe-account-trigger',
  ];
  public static override readonly args = {
    snippet: Args.string({ required: true, description: "The snippet's slug or the address of its page." }),
  };
  public static override readonly flags = { 'instance-url': instanceUrlFlag };

  public async run(): Promise<ForkResult> {
    const { args, flags } = await this.parse(Fork);
    const original = await target(args.snippet, { instanceUrl: flags['instance-url'], signedIn: true });
    const { snippet, message } = await original.api.post<{ snippet: SnippetDetail; message: string }>(
      `/api/snippets/${encodeURIComponent(original.slug)}/fork`,
    );
    const url = `${original.instanceUrl}${snippetPath(snippet.slug)}`;
    this.logSuccess(message);
    this.log(url);
    return { slug: snippet.slug, url, forkedFrom: original.slug };
  }
}
