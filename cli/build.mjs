// Bundles the plugin into dist/index.js (ESM, Node 20) with oclif's explicit command list (decision 074). The
// workspaces it uses (contract's project layout, the editor's checks) are TypeScript source that is never published,
// so they are bundled in, with their own dependencies (secretlint, the Apex parser, acorn); the Salesforce CLI's
// libraries stay external, as every sf plugin declares them, so `sf` shares one copy.
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const EXTERNAL = ['@oclif/core', '@salesforce/core', '@salesforce/sf-plugins-core', 'ansis', 'open'];

await rm(join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // oclif and the sf error output name a command by its class.
  keepNames: true,
  logLevel: 'warning',
  external: EXTERNAL,
  // Bundled CommonJS (secretlint, antlr) calls require(): ESM has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
console.log('plugin built into cli/dist');
