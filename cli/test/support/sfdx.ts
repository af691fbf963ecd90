/** A generated SFDX project to pull into, and the files of one read back for Salesforce's own libraries. */
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { ProjectFile } from '../../../server/test/salesforce-dx.js';

/**
 * A project as `sf project generate` lays it out, but with its default package directory and API version chosen so
 * that a pull which ignored them would be seen: `force-app` is not the default, `other-app` is; API 59.0.
 */
export async function generateProject(apiVersion = '59.0'): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'cs-cli-project-'));
  const project = {
    packageDirectories: [{ path: 'force-app' }, { path: 'other-app', default: true }],
    name: 'generated',
    namespace: '',
    sfdcLoginUrl: 'https://login.salesforce.com',
    sourceApiVersion: apiVersion,
  };
  await writeFile(join(root, 'sfdx-project.json'), `${JSON.stringify(project, null, 2)}\n`);
  await writeFile(join(root, '.forceignore'), '**/__tests__/**\n');
  // A dotfile in each, as git keeps empty folders: the tools refuse a package directory that is missing.
  for (const folder of ['force-app/main/default', 'other-app/main/default', 'scripts']) {
    await mkdir(join(root, folder), { recursive: true });
    await writeFile(join(root, folder, '.gitkeep'), '');
  }
  return root;
}

/** Every file of a folder with its content, paths relative to it. */
export async function filesOf(root: string): Promise<ProjectFile[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile());
  return Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: relative(root, path), content: await readFile(path, 'utf8') };
    }),
  );
}
