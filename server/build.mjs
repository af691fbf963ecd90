// Bundles the server entry points into dist/ (ESM, Node 20). The workspace contract (TypeScript source) is bundled
// in; every npm package stays external and is loaded from node_modules at run time. Migrations are not bundled:
// the server reads them from src/db/migrations (see src/db/migrate.ts).
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    // Bare imports (not relative, not absolute) are packages: keep them external, except our own workspaces.
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@cloud-snippets/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // The workers run in processes of their own (tinypool), loaded from dist/ beside main.js: the card's
  // (decision 029) and the code checks' (decision 062).
  entryPoints: [
    'src/main.ts',
    'src/cli/migrate.ts',
    'src/cli/manage.ts',
    'src/lib/og-card/card-svg.worker.ts',
    'src/lib/code-checks/code-checks.worker.ts',
  ],
  entryNames: '[name]',
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log('server built into server/dist');
