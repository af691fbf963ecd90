/**
 * What a visitor's browser downloads of the built app's JavaScript: the entry script and the modules the server
 * names in a page's <head> for its route modules (src/ssr/assets.ts, from Vite's manifest in web/dist/.vite), with
 * the files' sizes. Sizes are bytes; gzip at zlib's default level, as Vite compresses for its own report.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLIENT_ENTRY, pageAssets, SHELL_MODULE, type ViteManifest } from '../src/ssr/assets';

export const KB = 1024;

/**
 * The ceilings a test holds the build to: the entry and, for each public page, a guest's first load. The snippet page,
 * where most readers land, has a lower one: its buttons and panels hydrate after it (decision 065).
 */
export const BUDGETS = { entry: 95 * KB, page: 132 * KB, 'snippet detail': 125 * KB } as const;

/** A public page's budget: its own, or the pages' one. */
export const pageBudget = (page: PublicPage): number =>
  page === 'snippet detail' ? BUDGETS['snippet detail'] : BUDGETS.page;

/** The public pages a guest lands on, by the route module that renders each (see src/app/router.tsx). */
export const PUBLIC_PAGES = {
  home: 'src/app/routes/home.tsx',
  browse: 'src/app/routes/browse.tsx',
  'snippet detail': 'src/app/routes/snippet-details.tsx',
  'public profile': 'src/app/routes/public-profile.tsx',
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGES;

/**
 * Pages of a form a guest fills in, whose checks load Zod once the page has hydrated (src/lib/lazy-resolver.ts):
 * reported without a budget of their own, and held to a first load without Zod.
 */
export const FORM_PAGES = {
  login: 'src/app/routes/login.tsx',
  register: 'src/app/routes/register.tsx',
  'forgot password': 'src/app/routes/forgot-password.tsx',
  'reset password': 'src/app/routes/reset-password.tsx',
  contact: 'src/app/routes/contact.tsx',
} as const;

export type FormPage = keyof typeof FORM_PAGES;

/** Zod's core names its classes with strings the minifier keeps: the chunk that holds one holds Zod. */
const ZOD_CORE = '"$ZodType"';

export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
}

/** A set of scripts fetched together, and what they weigh in all. */
export interface Download {
  files: string[];
  raw: number;
  gzip: number;
}

export interface BuildReport {
  /** Every JavaScript chunk of the build, largest (gzip) first. */
  chunks: ChunkSize[];
  /** The entry script with the modules it imports statically: what runs before any page. */
  entry: Download;
  /** For each public page: the entry and what the server preloads for the page's route module. */
  pages: Record<PublicPage, Download>;
  /** The same for each page of a form. */
  forms: Record<FormPage, Download>;
  /** The chunks that hold Zod's core. */
  zodChunks: string[];
}

/** Reads the build in `distDir` (web/dist) and measures its chunks and the first load of each public page and form. */
export function measureBuild(distDir: string): BuildReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const sizes = new Map<string, ChunkSize>();
  const zodChunks: string[] = [];
  for (const { file } of Object.values(manifest)) {
    if (!file.endsWith('.js') || sizes.has(file)) continue;
    const code = readFileSync(join(distDir, file));
    sizes.set(file, { file, raw: code.length, gzip: gzipSync(code).length });
    if (code.includes(ZOD_CORE)) zodChunks.push(file);
  }

  const download = (pageModules: string[]): Download => {
    const { entry, modulePreloads } = pageAssets(manifest, pageModules);
    const files = [entry ?? '', ...modulePreloads]
      .filter((path) => path.endsWith('.js'))
      .map((path) => path.replace(/^\//, ''));
    return {
      files,
      raw: files.reduce((sum, file) => sum + sizes.get(file)!.raw, 0),
      gzip: files.reduce((sum, file) => sum + sizes.get(file)!.gzip, 0),
    };
  };

  if (!manifest[CLIENT_ENTRY]) throw new Error(`No ${CLIENT_ENTRY} entry in the build manifest`);
  const entry = download([]);
  const firstLoads = <Page extends string>(modules: Record<Page, string>) => {
    const loads = {} as Record<Page, Download>;
    for (const [page, module] of Object.entries(modules) as [Page, string][]) {
      // As the server names them for the page: the shell's route module (the layout) and the page's (decision 027).
      loads[page] = download([SHELL_MODULE, module]);
      // A route module the manifest does not name would weigh nothing: say so rather than pass.
      if (loads[page].files.length === entry.files.length)
        throw new Error(`${module} (${page}) is not in the build`);
    }
    return loads;
  };

  return {
    chunks: [...sizes.values()].sort((a, b) => b.gzip - a.gzip),
    entry,
    pages: firstLoads(PUBLIC_PAGES),
    forms: firstLoads(FORM_PAGES),
    zodChunks,
  };
}
