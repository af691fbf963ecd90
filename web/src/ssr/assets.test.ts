import { describe, expect, it } from 'vitest';
import { pageAssets, type ViteManifest } from './assets';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    css: ['assets/index-a.css'],
    assets: [
      'assets/inter-greek-wght-normal-f.woff2',
      'assets/inter-latin-wght-normal-g.woff2',
      'assets/logo-h.svg',
    ],
    isEntry: true,
  },
  'src/app/routes/home.tsx': {
    file: 'assets/home-b.js',
    imports: ['index.html', '_card-c.js'],
    isDynamicEntry: true,
    name: 'home',
  },
  '_card-c.js': { file: 'assets/card-c.js', imports: ['_dayjs-d.js'], css: ['assets/card-c.css'] },
  '_dayjs-d.js': { file: 'assets/dayjs-d.js' },
  // Another module's dynamic entry of the same name, listed first: a schema the page loads after hydration.
  '../contract/src/schemas/snippet-details.ts': {
    file: 'assets/schema-f.js',
    src: '../contract/src/schemas/snippet-details.ts',
    imports: ['_zod-g.js', '_snippet-details-e.js'],
    isDynamicEntry: true,
    name: 'snippet-details',
  },
  '_zod-g.js': { file: 'assets/zod-g.js' },
  '_snippet-details-e.js': {
    file: 'assets/snippet-details-e.js',
    imports: ['index.html', '_card-c.js'],
    isDynamicEntry: true,
    name: 'snippet-details',
  },
};

describe('pageAssets', () => {
  it("lists the entry's styles and every module a page imports statically, once, without the entry", () => {
    expect(pageAssets(manifest, ['src/app/routes/home.tsx'])).toEqual({
      entry: '/assets/index-a.js',
      styles: ['/assets/index-a.css', '/assets/card-c.css'],
      fonts: ['/assets/inter-latin-wght-normal-g.woff2'],
      modulePreloads: ['/assets/home-b.js', '/assets/card-c.js', '/assets/dayjs-d.js'],
    });
  });

  it('finds a page module that Rollup merged into a chunk listed under its file name, not a namesake module', () => {
    expect(pageAssets(manifest, ['src/app/routes/snippet-details.tsx']).modulePreloads).toEqual([
      '/assets/snippet-details-e.js',
      '/assets/card-c.js',
      '/assets/dayjs-d.js',
    ]);
  });

  it('gives no entry and no files without a manifest (rendering the sources in tests)', () => {
    expect(pageAssets({}, ['src/app/routes/home.tsx'])).toEqual({
      entry: null,
      styles: [],
      fonts: [],
      modulePreloads: [],
    });
  });
});
