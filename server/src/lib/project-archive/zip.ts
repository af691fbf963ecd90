import { strToU8, zipSync, type Zippable } from 'fflate';
import type { ArchiveFile } from '@cloud-snippets/contract/project-layout';

/**
 * The files as a zip (fflate), all under one folder so that unzipping never scatters them; every entry dated
 * `modifiedAt`, so the same snippet always gives the same bytes (and the same ETag).
 */
export function zipFolder(folder: string, files: readonly ArchiveFile[], modifiedAt: Date): Uint8Array {
  const entries: Zippable = {};
  for (const file of files)
    entries[`${folder}/${file.path}`] = [strToU8(file.content), { mtime: modifiedAt }];
  return zipSync(entries, { level: 6 });
}
