import { relative, resolve } from 'node:path';
import type { RevisionDetail } from '@cloud-snippets/contract';
import {
  archiveSnippetOf,
  placeSnippet,
  projectTree,
  type ArchiveFile,
  type SnippetSource,
} from '@cloud-snippets/contract/project-layout';
import { Args } from '@oclif/core';
import { Flags, SfCommand } from '@salesforce/sf-plugins-core';
import { instanceUrlFlag } from '../../lib/flags.js';
import { findProject } from '../../lib/sfdx-project.js';
import { fetchSnippet, target } from '../../lib/snippet-target.js';
import { folderFor, writeFiles } from '../../lib/write-files.js';

export interface PullResult {
  slug: string;
  revision: number;
  /** The SFDX project written into, or null for a folder of its own. */
  project: string | null;
  apiVersion: string | null;
  files: string[];
  /** Why a file is not where its name put it (a duplicate, a -meta.xml without its code). */
  notes: string[];
}

export default class Pull extends SfCommand<PullResult> {
  public static override readonly summary =
    "Pull a snippet's files into your SFDX project, where the Salesforce CLI deploys them from.";
  public static override readonly description = `Inside a Salesforce DX project, each file goes where the download zip puts it, under the default package directory of sfdx-project.json (force-app/main/default/classes/…, lwc/<bundle>/…), with a -meta.xml at the project's sourceApiVersion; scripts go to scripts/. Outside a project, it writes a folder named after the snippet, as the zip unpacks.

Files already there are never overwritten without --force.`;
  public static override readonly examples = [
    '<%= config.bin %> <%= command.id %> bulk-safe-account-trigger',
    '<%= config.bin %> <%= command.id %> bulk-safe-account-trigger --revision 2 --force',
    '<%= config.bin %> <%= command.id %> https://snippets.example.com/snippets/account-card --output-dir other-app',
  ];
  public static override readonly args = {
    snippet: Args.string({ required: true, description: "The snippet's slug or the address of its page." }),
  };
  public static override readonly flags = {
    'instance-url': instanceUrlFlag,
    revision: Flags.integer({ char: 'n', summary: 'Pull this revision rather than the latest.', min: 1 }),
    'output-dir': Flags.directory({
      char: 'd',
      summary:
        'In a project: the package directory to use instead of the default. Elsewhere: where the folder goes.',
    }),
    force: Flags.boolean({ char: 'f', summary: 'Overwrite files that are already there.' }),
  };

  public async run(): Promise<PullResult> {
    const { args, flags } = await this.parse(Pull);
    const snippet = await target(args.snippet, { instanceUrl: flags['instance-url'] });
    const detail = await fetchSnippet(snippet);
    const source: SnippetSource = flags.revision
      ? { ...(await this.revision(snippet, flags.revision)), slug: detail.slug }
      : detail;
    const archive = archiveSnippetOf(source, detail.author.username, snippet.url);
    const outputDir = flags['output-dir'] ? resolve(flags['output-dir']) : undefined;
    const project =
      archive.platform === 'crm' ? await findProject(outputDir ?? process.cwd(), outputDir) : null;

    let base: string;
    let files: ArchiveFile[];
    let notes: string[] = [];
    if (project) {
      const placement = placeSnippet(archive, project);
      base = project.root;
      files = placement.files;
      notes = placement.notes;
    } else {
      base = folderFor(outputDir ?? process.cwd(), detail.slug);
      files = projectTree(archive);
    }
    const written = await writeFiles(base, files, flags.force);
    const revision = flags.revision ?? detail.revisionCount;
    this.log(
      `${detail.title}, revision ${revision}, into ${project ? `the project at ${project.root}` : base}:`,
    );
    for (const path of written) this.log(`  ${relative(process.cwd(), path) || path}`);
    for (const note of notes) this.warn(note.replace(/`/g, ''));
    if (project?.isApiVersionDefault)
      this.warn(`sfdx-project.json names no sourceApiVersion: the -meta.xml say ${project.apiVersion}.`);
    return {
      slug: detail.slug,
      revision,
      project: project?.root ?? null,
      apiVersion: project?.apiVersion ?? null,
      files: written.map((path) => relative(base, path)),
      notes,
    };
  }

  private async revision(
    snippet: Awaited<ReturnType<typeof target>>,
    number: number,
  ): Promise<RevisionDetail> {
    const path = `/api/snippets/${encodeURIComponent(snippet.slug)}/revisions/${number}`;
    return (await snippet.api.get<{ revision: RevisionDetail }>(path)).revision;
  }
}
