/**
 * A downloaded project opened as the Salesforce CLI opens it, with Salesforce's own libraries: `@salesforce/core`
 * resolves the project and its package directories, `@salesforce/source-deploy-retrieve` builds the component set from
 * `force-app`, converts it to metadata format (what `sf project deploy start` sends) and says which files each
 * component claims. One import for every test of a worker; each project in a temporary folder of its own, removed after.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type * as SalesforceCore from '@salesforce/core';
import type * as SourceDeployRetrieve from '@salesforce/source-deploy-retrieve';
import type { SourceComponent } from '@salesforce/source-deploy-retrieve';

/**
 * The libraries, imported once: after the logger is told to write no log file, which it would otherwise write under
 * the home folder from a worker thread that keeps a test runner's worker from ever finishing.
 */
let libraries: Promise<[typeof SalesforceCore, typeof SourceDeployRetrieve]>;
const salesforceLibraries = () => {
  process.env.SF_DISABLE_LOG_FILE = 'true';
  libraries ??= Promise.all([import('@salesforce/core'), import('@salesforce/source-deploy-retrieve')]);
  return libraries;
};

export interface ProjectFile {
  path: string;
  content: string;
}

export type OpenedProject =
  | {
      ok: true;
      /** `Type:fullName`, sorted: what `sf project deploy start --source-dir force-app` deploys. */
      components: string[];
      /** package.xml of the converted project: each type with its members. */
      packageTypes: Record<string, string[]>;
      /** Files under force-app that no component claims and .forceignore does not leave out. */
      unclaimed: string[];
    }
  | { ok: false; error: string };

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Every file a component is made of: its -meta.xml, its content (a bundle's every file) and its children's. */
function claimedBy(component: SourceComponent, into: Set<string>): void {
  if (component.xml) into.add(component.xml);
  if (component.content) for (const path of component.walkContent()) into.add(path);
  for (const child of component.getChildren()) claimedBy(child, into);
}

/** package.xml's types and members, read with a pattern: the file is SDR's own and always shaped the same. */
function packageTypesOf(xml: string): Record<string, string[]> {
  const types: Record<string, string[]> = {};
  for (const [, body] of xml.matchAll(/<types>([\s\S]*?)<\/types>/g)) {
    const name = /<name>([^<]+)<\/name>/.exec(body!)?.[1] ?? '';
    types[name] = [...body!.matchAll(/<members>([^<]+)<\/members>/g)].map((match) => match[1]!);
  }
  return types;
}

/** Writes the files to a temporary folder, opens them as a Salesforce DX project, converts them, and cleans up. */
export async function openProject(files: readonly ProjectFile[]): Promise<OpenedProject> {
  const [{ SfProject }, { ComponentSet, ForceIgnore, MetadataConverter }] = await salesforceLibraries();
  const root = await mkdtemp(join(tmpdir(), 'sfdx-project-'));
  try {
    const project = join(root, 'project');
    for (const file of files) {
      const path = join(project, file.path);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.content);
    }
    try {
      SfProject.clearInstances();
      const sfProject = await SfProject.resolve(project);
      const directories = sfProject.getPackageDirectories().map((directory) => directory.fullPath);
      const set = ComponentSet.fromSource({ fsPaths: directories });
      // The project's API version, as the CLI takes it: without one, SDR asks appexchange.salesforce.com for the
      // latest over the network, which takes seconds per project and hangs where there is no network.
      const { sourceApiVersion } = await sfProject.resolveProjectConfig();
      if (typeof sourceApiVersion !== 'string')
        throw new Error('sfdx-project.json names no sourceApiVersion');
      set.sourceApiVersion = sourceApiVersion;
      const output = join(root, 'converted');
      await new MetadataConverter().convert(set, 'metadata', {
        type: 'directory',
        outputDirectory: output,
        genUniqueDir: false,
      });
      const packageXml = await readFile(join(output, 'package.xml'), 'utf8');
      const claimed = new Set<string>();
      for (const component of set.getSourceComponents()) claimedBy(component, claimed);
      const ignore = ForceIgnore.findAndCreate(project);
      const unclaimed: string[] = [];
      for (const directory of directories)
        for (const path of await filesUnder(directory))
          if (!claimed.has(path) && !ignore.denies(path)) unclaimed.push(relative(project, path));
      const components = set
        .getSourceComponents()
        .toArray()
        .map((component) => `${component.type.name}:${component.fullName}`)
        .sort();
      return { ok: true, components, packageTypes: packageTypesOf(packageXml), unclaimed };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    } finally {
      SfProject.clearInstances();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
