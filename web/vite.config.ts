import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The code checks' worker (features/snippets/checks) bundles secretlint's preset, which imports `node:path` at its
 * top and `node:fs`/`node:crypto` lazily, for files read from disk; a snippet is plain text. They resolve to a
 * stub in the worker's build only: the server bundle and the tests keep Node's modules.
 */
function nodeBuiltinsStub(): Plugin {
  const stub = fileURLToPath(new URL('./src/features/snippets/checks/node-builtins.ts', import.meta.url));
  return {
    name: 'checks-worker-node-builtins',
    enforce: 'pre',
    resolveId: (id) => (/^node:(?:path|fs|crypto)$/.test(id) ? stub : null),
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // file.br (quality 11) and file.gz (level 9) beside each text file of 1 KB or more, served by the server's
    // @fastify/static (preCompressed, decision 023); not the server entry, the manifest, or index.html, never served.
    ...(isSsrBuild
      ? []
      : [compression({ threshold: 1024, exclude: [/(^|\/)\.vite\//, /(^|\/)index\.html$/] })]),
  ],
  // A module worker (it may import lazily), built with its own plugins: the checks' worker and only it.
  worker: { format: 'es', plugins: () => [nodeBuiltinsStub()] },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget, '/sitemap.xml': apiTarget },
  },
  // 'hidden': the maps are written (for an error tracker, or SERVE_SOURCE_MAPS=true) but the bundles do not point
  // browsers at them; the server refuses *.map by default.
  // The manifest maps each page module to its chunks: the server names them in the page's <head> (decision 032),
  // and scripts/js-budget.ts weighs what each page downloads from it (decision 027).
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 400,
    // Terser over esbuild's minifier: 3 % less gzip for React, React Router and TanStack Query, which every page
    // downloads first (decision 027); the client build takes ~15 s longer.
    minify: isSsrBuild ? false : 'terser',
    // No preload helper around dynamic imports: the page's modules are preloaded by the head script (the server
    // lists them from the manifest), and the helper's own preloads, appended to <head> while the page hydrates
    // (a late part's chunks), cost 30-60 ms of the main thread at 1x CPU, inside hydration's tasks.
    modulePreload: false,
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Chunks named by their hash alone: the shell lists every lazy module's chunks by name, and each chunk imports
    // others by name; readable names cost a guest 1.2 KB gzip on a snippet page (decision 055).
    rollupOptions: isSsrBuild ? undefined : { output: { chunkFileNames: 'assets/[hash].js' } },
  },
  // The server entry carries its dependencies: it runs wherever WEB_DIST is copied (the e2e servers copy it), where
  // the web workspace's node_modules cannot be resolved.
  ssr: { noExternal: isSsrBuild ? true : undefined, target: 'node' },
  // React's production build on the server too, whatever NODE_ENV the process has.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // jsdom form tests type character by character; on a loaded 2-core CI machine 5 s is not always enough.
    testTimeout: 20_000,
  },
}));
