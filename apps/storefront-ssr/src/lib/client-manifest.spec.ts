import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appStartScript } from './app-start-script';
import { routeIdOfPageChunk, routerManifestFromVite } from './client-manifest';

const ROUTES_DIR = path.join(import.meta.dirname, '../../../storefront/src/routes');

describe('routerManifestFromVite', () => {
  it('puts the script that starts the entry after the main picture, and the CSS, on the root route', () => {
    const manifest = routerManifestFromVite({
      'src/entry-client.tsx': { file: 'assets/entry-1.js', isEntry: true, imports: ['_vendor'], css: ['assets/a.css'] },
      _vendor: { file: 'assets/vendor-2.js', imports: ['_runtime'], css: ['assets/b.css'] },
      _runtime: { file: 'assets/runtime-3.js', imports: ['_vendor'] },
      'src/pages/lazy.tsx': { file: 'assets/lazy-4.js' },
    });
    // No modulepreload in <head> for the entry's chunks: the script adds them once the picture is in.
    expect(manifest.routes['__root__']).toEqual({
      css: ['/assets/a.css', '/assets/b.css'],
      scripts: [
        { attrs: { type: 'module' }, children: appStartScript(['/assets/entry-1.js', '/assets/vendor-2.js', '/assets/runtime-3.js']) },
      ],
    });
  });

  it('preloads each route’s page chunk and its static imports on that route, without the entry’s chunks', () => {
    const manifest = routerManifestFromVite({
      'src/entry-client.tsx': { file: 'assets/entry-1.js', isEntry: true, imports: ['_vendor'] },
      _vendor: { file: 'assets/vendor-2.js' },
      'src/routes/$regionLocale/{-$city}/_default/catalog/$/route.tsx?tsr-split=component': {
        file: 'assets/route-5.js',
        imports: ['src/entry-client.tsx', '_vendor', '_list', '_list'],
        css: ['assets/list.css'],
      },
      'src/routes/$regionLocale/{-$city}/_default/catalog/$/route.tsx?tsr-split=loader': { file: 'assets/route-6.js' },
      'src/routes/$regionLocale/{-$city}/_default/(home)/index.tsx?tsr-split=component': { file: 'assets/home-7.js', imports: ['_list'] },
      _list: { file: 'assets/list-8.js', imports: ['_vendor'] },
    });
    expect(manifest.routes['/$regionLocale/{-$city}/_default/catalog/$']).toEqual({
      preloads: ['/assets/route-5.js', '/assets/list-8.js'],
      css: ['/assets/list.css'],
    });
    expect(manifest.routes['/$regionLocale/{-$city}/_default/(home)/']).toEqual({ preloads: ['/assets/home-7.js', '/assets/list-8.js'] });
    expect(Object.keys(manifest.routes)).toHaveLength(3);
  });

  it('names each route file’s page chunk with the id its file passes to createFileRoute', () => {
    const routeFiles = readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /(^|\/)(route|index)\.tsx$/.test(file),
    );
    expect(routeFiles.length).toBeGreaterThan(15);
    for (const file of routeFiles) {
      const declared = /createFileRoute\('([^']+)'\)/.exec(readFileSync(path.join(ROUTES_DIR, file), 'utf8'))?.[1];
      expect(routeIdOfPageChunk(`src/routes/${file}?tsr-split=component`), file).toBe(declared);
    }
    expect(routeIdOfPageChunk('src/routes/-shared/page-head.ts')).toBeUndefined();
  });

  it('fails loudly when the build has no client entry', () => {
    expect(() => routerManifestFromVite({})).toThrow(/no entry/);
  });
});
