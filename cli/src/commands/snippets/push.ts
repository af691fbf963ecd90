import {
  VISIBILITY_VALUES,
  snippetPath,
  type Platform,
  type SnippetDetail,
  type SnippetInput,
} from '@cloud-snippets/contract';
import { Args } from '@oclif/core';
import { Flags, SfCommand } from '@salesforce/sf-plugins-core';
import { instanceUrlFlag, listOf } from '../../lib/flags.js';
import { categoryOf, codeFirst, platformOf, readLocalFiles } from '../../lib/local-files.js';
import { checkBeforePush, type LocatedFinding } from '../../lib/push-checks.js';
import { fetchSnippet, target } from '../../lib/snippet-target.js';
import { connect } from '../../lib/connection.js';

export interface PushResult {
  slug: string;
  url: string;
  revision: number;
  files: string[];
  /** What the code checks found: shown, not blocking. */
  warnings: LocatedFinding[];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export default class Push extends SfCommand<PushResult> {
  public static override readonly summary =
    'Publish local files as a snippet, or as a new revision of one with --update.';
  public static override readonly description = `Give files (an Apex class and its test) or folders (an LWC bundle). The editor's checks run first: a secret in the code refuses the push, unless it is a placeholder you name with --allow-placeholder <fingerprint>; what the code checks find is shown. Prints the snippet's address.`;
  public static override readonly examples = [
    '<%= config.bin %> <%= command.id %> force-app/main/default/classes/AccountService.cls force-app/main/default/classes/AccountServiceTest.cls --title "Account service with its test"',
    '<%= config.bin %> <%= command.id %> force-app/main/default/lwc/accountCard --title "Account card" --tags lwc --tags accounts --visibility unlisted',
    '<%= config.bin %> <%= command.id %> force-app/main/default/classes/AccountService.cls --update account-service-with-its-test --note "Bulkified"',
  ];
  public static override readonly strict = false;
  public static override readonly args = {
    paths: Args.string({ required: true, description: 'Files or folders to publish.' }),
  };
  public static override readonly flags = {
    'instance-url': instanceUrlFlag,
    title: Flags.string({ char: 't', summary: "The snippet's title (required for a new snippet)." }),
    description: Flags.string({ char: 'e', summary: 'What it does (default: the files it holds).' }),
    tags: Flags.string({ summary: 'A tag (repeatable; commas also separate them).', multiple: true }),
    visibility: Flags.option({ summary: 'Who can read it (default: public).', options: VISIBILITY_VALUES })(),
    platform: Flags.option({
      summary: 'Platform (default: from the files).',
      options: ['crm', 'sfmc'] as const,
    })(),
    category: Flags.string({ summary: 'Category (default: from the files).' }),
    update: Flags.string({ char: 'u', summary: 'Slug of your snippet to update with a new revision.' }),
    note: Flags.string({ summary: 'What changed, kept with the new revision (with --update).' }),
    'allow-placeholder': Flags.string({
      summary: 'Fingerprint of a secret finding that is a placeholder, not a real credential (repeatable).',
      multiple: true,
    }),
  };

  public async run(): Promise<PushResult> {
    const { argv, flags } = await this.parse(Push);
    const files = codeFirst(await readLocalFiles(argv as string[]));
    const current = flags.update ? await this.current(flags.update, flags['instance-url']) : undefined;
    const title = flags.title ?? current?.detail.title;
    if (!title) this.error('A new snippet needs a title: --title "…"', { exit: 2 });
    const platform: Platform = flags.platform ?? current?.detail.platform ?? platformOf(files);
    const description =
      flags.description ?? current?.detail.description ?? `${files.map((file) => file.name).join(', ')}.`;
    const kept = async (fingerprints: string[]) =>
      current
        ? (
            await current.site.api.post<{ kept: string[] }>(
              `/api/snippets/${encodeURIComponent(current.detail.slug)}/kept-placeholders`,
              { fingerprints },
            )
          ).kept
        : [];
    const checks = await checkBeforePush(
      { title, description, files },
      flags['allow-placeholder'] ?? [],
      kept,
    );
    for (const warning of checks.warnings) this.warn(`${warning.where} ${warning.message}`);

    const body: SnippetInput = {
      title,
      description,
      platform,
      category: flags.category ?? current?.detail.category ?? categoryOf(files, platform),
      codeLanguage: files[0]!.language,
      code: files[0]!.code,
      files,
      tags: listOf(flags.tags) ?? current?.detail.tags ?? [],
      ...(flags.visibility && { visibility: flags.visibility }),
      ...(checks.allowedSecrets.length && { allowedSecrets: checks.allowedSecrets }),
      ...(flags.note && { revisionNote: flags.note }),
    };
    const site = current?.site ?? (await connect({ instanceUrl: flags['instance-url'], signedIn: true }));
    const { snippet, message } = current
      ? await site.api.put<{ snippet: SnippetDetail; message: string }>(
          `/api/snippets/${encodeURIComponent(current.detail.slug)}`,
          body,
        )
      : await site.api.post<{ snippet: SnippetDetail; message: string }>('/api/snippets', body);
    const url = `${site.instanceUrl}${snippetPath(snippet.slug)}`;
    this.logSuccess(`${message} ${plural(files.length, 'file')}, revision ${snippet.revisionCount}.`);
    this.log(url);
    return {
      slug: snippet.slug,
      url,
      revision: snippet.revisionCount,
      files: files.map((file) => file.name),
      warnings: checks.warnings,
    };
  }

  /** The snippet an update replaces: its fields are kept where no flag changes them. */
  private async current(ref: string, instanceUrl?: string) {
    const site = await target(ref, { instanceUrl, signedIn: true });
    return { site, detail: await fetchSnippet(site) };
  }
}
