import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { languageOfFileName, type Platform, type SnippetFile } from '@cloud-snippets/contract';
import { failure } from './exit-codes.js';

/** Files a component folder holds that are the editor's, not the component's. */
const SKIPPED = new Set(['jsconfig.json', '.eslintrc.json', 'node_modules']);

async function filesIn(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesIn(path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/**
 * The snippet's files from the paths given: a file is named by its own name (`AccountService.cls`), a folder's files
 * by their path from the folder on (`accountCard/accountCard.js`), so an LWC bundle stays one bundle and its Jest
 * tests stay in `__tests__`. Each file's language comes from its extension, as in the editor.
 */
export async function readLocalFiles(paths: readonly string[]): Promise<SnippetFile[]> {
  const files: SnippetFile[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (!info) throw failure('refused', `${path}: no such file or folder.`);
    const members = info.isDirectory()
      ? (await filesIn(path)).map((file) => ({ file, name: `${basename(path)}/${relative(path, file)}` }))
      : [{ file: path, name: basename(path) }];
    for (const { file, name } of members) {
      const language = languageOfFileName(name);
      if (!language)
        throw failure(
          'refused',
          `${file}: the site does not know the language of this file by its extension.`,
        );
      files.push({ name: name.replace(/\\/g, '/'), language, code: await readFile(file, 'utf8') });
    }
  }
  if (!files.length) throw failure('refused', 'No file to push: the folders given are empty.');
  return files;
}

const SFMC_ONLY = new Set(['ampscript', 'ssjs']);

/** Marketing Cloud when a file is AMPscript or SSJS, Salesforce Platform otherwise. */
export const platformOf = (files: readonly SnippetFile[]): Platform =>
  files.some((file) => SFMC_ONLY.has(file.language)) ? 'sfmc' : 'crm';

/** The category the files suggest, as the editor would: an LWC bundle, Visualforce, Apex; scripting for Marketing Cloud. */
export function categoryOf(files: readonly SnippetFile[], platform: Platform): string {
  if (platform === 'sfmc') return 'scripting';
  const languages = new Set(files.map((file) => file.language));
  if (
    files.some((file) => /\.js-meta\.xml$/.test(file.name)) ||
    (languages.has('html') && languages.has('javascript'))
  )
    return 'lwc';
  if (languages.has('visualforce')) return 'visualforce';
  if (languages.has('apex')) return 'apex';
  return 'integration';
}

/**
 * The first file is the snippet's `code`: the first that is not a -meta.xml, so a class leads its -meta.xml (the
 * card's preview and language are the code's).
 */
export function codeFirst(files: readonly SnippetFile[]): SnippetFile[] {
  const lead = files.findIndex((file) => file.language !== 'xml');
  if (lead <= 0) return [...files];
  return [files[lead]!, ...files.filter((_, index) => index !== lead)];
}
