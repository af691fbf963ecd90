import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget, '/sitemap.xml': apiTarget },
  },
  // 'hidden': the maps are written (for an error tracker, or SERVE_SOURCE_MAPS=true) but the bundles do not point
  // browsers at them; the server refuses *.map by default.
  build: { outDir: 'dist', sourcemap: 'hidden', chunkSizeWarningLimit: 400 },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // jsdom form tests type character by character; on a loaded 2-core CI machine 5 s is not always enough.
    testTimeout: 20_000,
  },
});
