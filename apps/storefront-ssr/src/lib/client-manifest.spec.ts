import { describe, expect, it } from 'vitest';
import { routerManifestFromVite } from './client-manifest';

describe('routerManifestFromVite', () => {
  it('puts the entry script, its static imports and their CSS on the root route', () => {
    const manifest = routerManifestFromVite({
      'src/entry-client.tsx': { file: 'assets/entry-1.js', isEntry: true, imports: ['_vendor'], css: ['assets/a.css'] },
      _vendor: { file: 'assets/vendor-2.js', imports: ['_runtime'], css: ['assets/b.css'] },
      _runtime: { file: 'assets/runtime-3.js', imports: ['_vendor'] },
      'src/pages/lazy.tsx': { file: 'assets/lazy-4.js' },
    });
    expect(manifest.routes['__root__']).toEqual({
      preloads: ['/assets/vendor-2.js', '/assets/runtime-3.js'],
      css: ['/assets/a.css', '/assets/b.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry-1.js', async: true } }],
    });
  });

  it('fails loudly when the build has no client entry', () => {
    expect(() => routerManifestFromVite({})).toThrow(/no entry/);
  });
});
