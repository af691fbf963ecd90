import type { PageAssets } from './document';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type ViteManifest = Record<string, ManifestChunk>;

/** The client entry's manifest key: Vite builds the app from index.html. */
export const CLIENT_ENTRY = 'index.html';

/**
 * A page module's key in the manifest: its source path, or — when Rollup merged the module into a chunk it shares
 * with another module, which the manifest lists under the chunk's file name — the dynamic entry of the same name.
 */
function manifestKeyOf(manifest: ViteManifest, moduleId: string): string {
  if (manifest[moduleId]) return moduleId;
  const name = moduleId.slice(moduleId.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
  return (
    Object.entries(manifest).find(([, chunk]) => chunk.isDynamicEntry && chunk.name === name)?.[0] ?? moduleId
  );
}

/**
 * The entry script, and every stylesheet and module the page's route modules import statically, so the browser
 * fetches them side by side instead of one after another before it can hydrate.
 */
export function pageAssets(
  manifest: ViteManifest,
  pageModules: readonly string[],
): PageAssets & { entry: string | null } {
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
  return { entry: entry ? `/${entry.file}` : null, styles: [...styles], modulePreloads: [...modules] };
}
