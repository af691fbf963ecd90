import type { PageModule } from './router';

/** The page modules, each its own chunk; the key is the module's path, which the server maps to its chunk. */
const PAGE_MODULES = import.meta.glob<PageModule>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
  '!./routes/auth-card.tsx',
  '!./routes/not-found.tsx',
]);

/**
 * Imports the page module routes/{name}.tsx. The imports live here, in the shell's chunk, not in the route table:
 * each carries the list of chunks its page needs, which every page would otherwise download in the entry.
 */
export function loadPage(name: string): Promise<PageModule> {
  const load = PAGE_MODULES[`./routes/${name}.tsx`];
  if (!load) return Promise.reject(new Error(`No page module routes/${name}.tsx`));
  return load();
}
