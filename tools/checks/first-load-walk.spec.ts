import { Buffer } from 'node:buffer';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  firstLoadChunks,
  gzipSize,
  localeOf,
  pagesWithoutTemplate,
  sizeChunks,
  staticClosure,
  type ViteManifest,
} from '../bench/lib/first-load-js.mjs';
import { FLOOR_LIBRARIES, missingFloorLibraries } from '../bench/lib/floor.mjs';

/**
 * The gate of first-load-js.spec.ts is only as good as the walk: it is tested here on a manifest
 * written by hand, with a cycle, a chunk shared by the entry and the page, and dynamic imports.
 */
const manifest: ViteManifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry.js',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['src/pages/home.page.tsx', 'src/pages/other.page.tsx', 'node_modules/polyfill.js'],
  },
  '_react.js': { file: 'assets/react.js' },
  // Imports the entry back: a cycle the walk must survive.
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js', 'src/entry-client.tsx'] },
  'src/pages/home.page.tsx': {
    file: 'assets/home.page.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_home-part.js', 'src/entry-client.tsx'],
    dynamicImports: ['src/pages/other.page.tsx'],
  },
  '_home-part.js': { file: 'assets/home-part.js', imports: ['_home-part.js'] },
  'src/pages/other.page.tsx': { file: 'assets/other.page.js', isDynamicEntry: true, imports: ['_big.js'] },
  '_big.js': { file: 'assets/big.js' },
  'node_modules/polyfill.js': { file: 'assets/polyfill.js', isDynamicEntry: true },
};

const scratch = mkdtempSync(path.join(tmpdir(), 'first-load-walk-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('first-load JS walk', () => {
  it('follows static imports through cycles, and never dynamic imports', () => {
    expect([...staticClosure(manifest, 'src/entry-client.tsx')].sort()).toEqual([
      '_react.js',
      '_shared.js',
      'src/entry-client.tsx',
    ]);
    expect(staticClosure(manifest, 'no-such-key').size).toBe(0);
  });

  it('counts the entry closure, then the page closure, each file once', () => {
    const chunks = firstLoadChunks(manifest, { clientEntry: 'src/entry-client.tsx', pages: ['src/pages/home.page.tsx'] });

    expect(chunks).toEqual([
      { file: 'assets/entry.js', key: 'src/entry-client.tsx', via: 'static' },
      { file: 'assets/react.js', key: '_react.js', via: 'static' },
      { file: 'assets/shared.js', key: '_shared.js', via: 'static' },
      { file: 'assets/home.page.js', key: 'src/pages/home.page.tsx', via: 'dynamic: src/pages/home.page.tsx' },
      { file: 'assets/home-part.js', key: '_home-part.js', via: 'dynamic: src/pages/home.page.tsx' },
    ]);
  });

  it('counts a chunk shared by two pages of one route once', () => {
    const withBoth = firstLoadChunks(manifest, {
      clientEntry: 'src/entry-client.tsx',
      pages: ['src/pages/home.page.tsx', 'src/pages/other.page.tsx'],
    });
    const files = withBoth.map((c) => c.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files).toContain('assets/big.js');
  });

  it('adds a messages chunk of the locale only when the build has one', () => {
    const pages = ['src/pages/home.page.tsx'];
    const withMessages: ViteManifest = {
      ...manifest,
      '../../libs/i18n/src/messages/en.json': { file: 'assets/en.js', isDynamicEntry: true },
    };
    const clientEntry = 'src/entry-client.tsx';
    expect(firstLoadChunks(withMessages, { clientEntry, pages, locale: 'en' }).at(-1)).toEqual({
      file: 'assets/en.js',
      key: '../../libs/i18n/src/messages/en.json',
      via: 'dynamic: messages en',
    });
    expect(firstLoadChunks(withMessages, { clientEntry, pages, locale: 'ar' })).toHaveLength(5);
    expect(firstLoadChunks(manifest, { clientEntry, pages, locale: 'en' })).toHaveLength(5);
  });

  it('refuses a route module the build does not have', () => {
    expect(() =>
      firstLoadChunks(manifest, { clientEntry: 'src/entry-client.tsx', pages: ['src/pages/gone.page.tsx'] }),
    ).toThrow('no route module src/pages/gone.page.tsx');
  });

  it('reads the locale of regional paths only', () => {
    expect(localeOf('/ae_en/')).toBe('en');
    expect(localeOf('/ae_ar/blog/')).toBe('ar');
    expect(localeOf('/')).toBeNull();
    expect(localeOf('/global/privacy-policy/')).toBeNull();
  });

  it('sums gzip -9 sizes of the files on disk, biggest first, a shared file once', async () => {
    const contents: Record<string, string> = {
      'assets/entry.js': 'entry();'.repeat(200),
      'assets/react.js': Array.from({ length: 3_000 }, (_, i) => ((i * 7_919) % 1_009).toString(36)).join(','),
      'assets/shared.js': 'shared',
      'assets/home.page.js': 'home',
      'assets/home-part.js': 'part',
    };
    mkdirSync(path.join(scratch, 'assets'), { recursive: true });
    for (const [file, text] of Object.entries(contents)) writeFileSync(path.join(scratch, file), text);
    const chunks = firstLoadChunks(manifest, { clientEntry: 'src/entry-client.tsx', pages: ['src/pages/home.page.tsx'] });

    const sized = await sizeChunks(scratch, chunks);

    const expected = Object.values(contents).map((text) => gzipSize(Buffer.from(text)));
    expect(sized.gzipBytes).toBe(expected.reduce((a, b) => a + b, 0));
    expect(sized.gzipKb).toBe(sized.gzipBytes / 1000);
    expect(sized.rawBytes).toBe(Object.values(contents).reduce((sum, text) => sum + text.length, 0));
    expect(sized.chunks[0]?.file).toBe('assets/react.js');
  });

  it('names page modules that no route template lists', () => {
    const templates = [{ name: 'home', path: '/ae_en/', pages: ['src/pages/home.page.tsx'] }];
    const pattern = /^src\/pages\/.+\.page\.tsx$/;
    expect(pagesWithoutTemplate(manifest, templates, pattern)).toEqual(['src/pages/other.page.tsx']);
  });
});

describe('the stack floor names each library it must carry', () => {
  const node = (p: string) => `/work/node_modules/${p}`;
  const complete = [
    node('react/cjs/react.production.js'),
    node('react-dom/cjs/react-dom-client.production.js'),
    node('@tanstack/react-router/dist/esm/router.js'),
    node('@tanstack/router-core/dist/esm/ssr/ssr-client.js'),
    node('@reduxjs/toolkit/dist/redux-toolkit.modern.mjs'),
    node('@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs'),
    node('react-redux/dist/react-redux.mjs'),
    node('react-intl/lib/index.js'),
    node('@emotion/react/dist/emotion-react.browser.esm.js'),
    node('@emotion/styled/dist/emotion-styled.browser.esm.js'),
    node('@emotion/cache/dist/emotion-cache.browser.esm.js'),
  ];

  it('finds none missing in a complete floor', () => {
    expect(Object.keys(FLOOR_LIBRARIES)).toHaveLength(complete.length);
    expect(missingFloorLibraries(complete)).toEqual([]);
  });

  it('names what a floor lost (RTK Query tree-shaken, react-intl absent)', () => {
    const lost = complete.filter((id) => !id.includes('/query/react/') && !id.includes('react-intl'));
    expect(missingFloorLibraries(lost)).toEqual(['RTK Query (react)', 'react-intl']);
  });
});
