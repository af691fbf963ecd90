import { access, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { ArchiveFile } from '@cloud-snippets/contract/project-layout';
import { failure } from './exit-codes.js';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Writes the files under `base`, all or none: a file already there stops the pull before anything is written unless
 * `force` (a member's edits are never lost by surprise). A path that would leave `base` is refused.
 */
export async function writeFiles(
  base: string,
  files: readonly ArchiveFile[],
  force: boolean,
): Promise<string[]> {
  const targets = files.map((file) => {
    const target = resolve(base, file.path);
    if (target !== resolve(base) && !target.startsWith(resolve(base) + sep))
      throw failure('refused', `${file.path} would be written outside ${base}.`);
    return { target, content: file.content };
  });
  if (!force) {
    const taken: string[] = [];
    for (const { target } of targets)
      if (await exists(target)) taken.push(relative(process.cwd(), target) || target);
    if (taken.length)
      throw failure(
        'refused',
        `${taken.length === 1 ? 'A file is' : `${taken.length} files are`} already there: ${taken.join(', ')}.`,
        ['Pull again with --force to overwrite them.'],
        { existing: taken },
      );
  }
  for (const { target, content } of targets) {
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return targets.map(({ target }) => target);
}

/** A folder for a snippet outside a project, as the zip unpacks it: `<dir>/<slug>/…`. */
export const folderFor = (dir: string, slug: string) => join(dir, slug);
