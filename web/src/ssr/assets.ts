import type { PageAssets } from './document';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  /** The source module the chunk is the chunk of (its key too); none for a chunk named after its file. */
  src?: string;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  /** Files the chunk's code or styles refer to (fonts, images). */
  assets?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** The client entry's manifest key: Vite builds the app from index.html. */
export const CLIENT_ENTRY = 'index.html';

/** The shell's route module (src/app/shell.tsx): every page's first load includes it (decision 027). */
export const SHELL_MODULE = 'src/app/shell.tsx';

/**
 * A page module's key in the manifest: its source path, or — when Rollup merged the module into a chunk it shares
 * with another module, which the manifest lists under the chunk's file name — the dynamic entry of the same name that
 * has no source of its own. One that has (`src`) is another module's chunk: the contract's schemas/contact.ts, loaded
 * after hydration, is a dynamic entry named `contact` as the contact page is.
 */
function manifestKeyOf(manifest: ViteManifest, moduleId: string): string {
  if (manifest[moduleId]) return moduleId;
  const name = moduleId.slice(moduleId.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
  return (
    Object.entries(manifest).find(
      ([, chunk]) => chunk.isDynamicEntry && chunk.name === name && chunk.src === undefined,
    )?.[0] ?? moduleId
  );
}

/**
 * The fonts every page's first paint sets text in, fetched beside the stylesheet instead of after it: the Latin
 * subset of the UI font (Inter, variable); its other subsets only load for text that needs them.
 */
const FIRST_PAINT_FONTS = /\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * The entry script, and every stylesheet and module the page's route modules import statically, so the browser
 * fetches them side by side instead of one after another before it can hydrate.
 */
export function pageAssets(manifest: ViteManifest, pageModules: readonly string[]): PageAssets {
  const styles = new Set<string>();
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((file) => styles.add(`/${file}`));
    modules.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  const entry = manifest[CLIENT_ENTRY];
  if (entry) visit(CLIENT_ENTRY);
  pageModules.forEach((id) => visit(manifestKeyOf(manifest, id)));
  if (entry) modules.delete(`/${entry.file}`);
  const fonts = (entry?.assets ?? [])
    .map((file) => `/${file}`)
    .filter((file) => FIRST_PAINT_FONTS.test(file));
  return { entry: entry ? `/${entry.file}` : null, styles: [...styles], fonts, modulePreloads: [...modules] };
}
