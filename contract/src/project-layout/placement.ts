import { SALESFORCE_API_VERSION } from '../file-limits.js';

/**
 * The bookkeeping of a download's placement: each file's place taken once, every move out of the deploy said in the
 * README, so that no two files collide and no file is dropped without a word.
 */

/** A file of an archive: where it goes, and what it holds. */
export interface PlacedFile {
  path: string;
  content: string;
}

/** A member's file on its way to a place: its name as written (folders removed up to the metadata folder). */
export interface SourceFile {
  /** The name as the member wrote it. */
  name: string;
  /** The name from its metadata folder on (`force-app/main/default/classes/A.cls` → `classes/A.cls`). */
  path: string;
  code: string;
}

export const DEFAULT_FOLDER = 'force-app/main/default';

/** Where a project wants its files: the zip's defaults, or what a member's own `sfdx-project.json` says. */
export interface LayoutOptions {
  /** The folder components go in: the default package directory's `main/default` (`force-app/main/default`). */
  packageFolder?: string;
  /** The API version a generated -meta.xml names: the project's `sourceApiVersion` (the site's by default). */
  apiVersion?: string;
}
/** Where what cannot be deployed and is not a script goes: a duplicate, a -meta.xml without its code. */
export const NOT_DEPLOYED = 'not-deployed';

export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
export const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));
/** `Foo.cls-meta.xml` → `Foo`; `x.test.js` → `x`: the name before the first dot. */
export const stemOf = (path: string) => baseName(path).replace(/\..*$/, '');
/** `Foo.cls` → `cls`, `Foo.cls-meta.xml` → `cls-meta.xml`. */
export const extensionOf = (path: string) => /\.([^/]*)$/.exec(baseName(path))?.[1]?.toLowerCase() ?? '';

export class Placement {
  readonly packageFolder: string;
  readonly apiVersion: string;
  readonly files: PlacedFile[] = [];
  /** Files the download wrote itself: generated -meta.xml and code a bundle needs. */
  readonly generated: string[] = [];
  /** Why a file is not where its name put it, one line each. */
  readonly notes: string[] = [];
  private readonly taken = new Set<string>();

  constructor(options: LayoutOptions = {}) {
    this.packageFolder = options.packageFolder ?? DEFAULT_FOLDER;
    this.apiVersion = options.apiVersion ?? SALESFORCE_API_VERSION;
  }

  /**
   * Puts a file at `path` (relative to the package folder when `inPackage`, to the project otherwise). A path
   * already taken sends the file to not-deployed/ under its own name, and says so.
   */
  put(path: string, content: string, from: SourceFile | null, inPackage = true): string {
    const full = inPackage ? `${this.packageFolder}/${path}` : path;
    if (!this.taken.has(full.toLowerCase())) return this.add(full, content, from);
    const name = from?.name ?? path;
    this.notes.push(`\`${name}\` is not deployed: another file of the snippet is already \`${full}\`.`);
    return this.add(this.free(`${NOT_DEPLOYED}/${name}`), content, from);
  }

  /** A file the download writes itself, unless the path is taken (then the member's own file is kept). */
  generate(path: string, content: string): void {
    const full = `${this.packageFolder}/${path}`;
    if (this.taken.has(full.toLowerCase())) return;
    this.add(full, content, null);
    this.generated.push(full);
  }

  /** Sets a file aside from the deploy, with the reason for the README. */
  setAside(file: SourceFile, reason: string): void {
    this.notes.push(`\`${file.name}\` is not deployed: ${reason}.`);
    this.add(this.free(`${NOT_DEPLOYED}/${file.name}`), file.code, file);
  }

  private add(path: string, content: string, from: SourceFile | null): string {
    this.taken.add(path.toLowerCase());
    this.files.push({ path, content });
    if (from && from.name !== path && !path.endsWith(`/${from.name}`) && !path.startsWith(`${NOT_DEPLOYED}/`))
      this.moved.push({ from: from.name, to: path });
    return path;
  }

  /** Member files placed under another name than theirs. */
  readonly moved: { from: string; to: string }[] = [];

  private free(path: string): string {
    let candidate = path;
    for (let n = 2; this.taken.has(candidate.toLowerCase()); n++)
      candidate = `${folderOf(path)}${folderOf(path) ? '/' : ''}${n}-${baseName(path)}`;
    return candidate;
  }
}
