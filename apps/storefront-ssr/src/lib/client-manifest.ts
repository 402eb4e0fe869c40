import { readFile } from 'node:fs/promises';
import type { Manifest as RouterManifest } from '@tanstack/react-router';

/** The subset of Vite's build manifest (`.vite/manifest.json`) that we read. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

const CLIENT_ENTRY = 'src/entry-client.tsx';

/**
 * Turns Vite's client manifest into the router's manifest: the entry script, a modulepreload for
 * each chunk it imports statically, and its CSS, all on the root route.
 */
export function routerManifestFromVite(manifest: ViteManifest, base = '/'): RouterManifest {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${CLIENT_ENTRY}`);
  const preloads = new Set<string>();
  const css = new Set<string>(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  return {
    routes: {
      __root__: {
        preloads: [...preloads].map((file) => base + file),
        css: [...css].map((file) => base + file),
        scripts: [{ attrs: { type: 'module', src: base + entry.file, async: true } }],
      },
    },
  };
}

export async function readRouterManifest(clientDir: string): Promise<RouterManifest> {
  const text = await readFile(`${clientDir}/.vite/manifest.json`, 'utf8');
  return routerManifestFromVite(JSON.parse(text) as ViteManifest);
}

/** In development Vite serves sources: its client, React Refresh's preamble and the entry module. */
export const DEVELOPMENT_MANIFEST: RouterManifest = {
  routes: {
    __root__: {
      scripts: [
        {
          attrs: { type: 'module' },
          children: [
            'import RefreshRuntime from "/@react-refresh"',
            'RefreshRuntime.injectIntoGlobalHook(window)',
            'window.$RefreshReg$ = () => {}',
            'window.$RefreshSig$ = () => (type) => type',
            'window.__vite_plugin_react_preamble_installed__ = true',
          ].join('\n'),
        },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: `/${CLIENT_ENTRY}` } },
      ],
    },
  },
};
