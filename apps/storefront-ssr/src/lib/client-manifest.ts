import { readFile } from 'node:fs/promises';
import type { Manifest as RouterManifest } from '@tanstack/react-router';
import { appStartScript } from './app-start-script';

/** The subset of Vite's build manifest (`.vite/manifest.json`) that we read. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

const CLIENT_ENTRY = 'src/entry-client.tsx';

/**
 * A route's page chunk in Vite's manifest: the router plugin splits each route file's component into
 * `src/routes/<folder>/route.tsx?tsr-split=component` (`index.tsx` for an index route).
 */
const PAGE_CHUNK_KEY = /^src\/routes\/(.+)\/(route|index)\.tsx\?tsr-split=component$/;

/**
 * The id of the route whose page chunk is `key`, by file-based routing's own rule (the string each
 * route file passes to `createFileRoute`): a folder's `route.tsx` is the folder's path, its `index.tsx`
 * the same path with a trailing slash. client-manifest.spec.ts checks it against the router's ids.
 */
export function routeIdOfPageChunk(key: string): string | undefined {
  const match = PAGE_CHUNK_KEY.exec(key);
  if (!match) return undefined;
  return `/${match[1]}${match[2] === 'index' ? '/' : ''}`;
}

/**
 * Turns Vite's client manifest into the router's manifest (its public `Manifest`, which the router
 * renders into `<head>` for the routes a page matches):
 * - the root route: its CSS, and the inline script that loads the entry and preloads the chunks it
 *   imports statically once the page's main picture has loaded (`appStartScript`): the picture has the
 *   network first (docs/adr/0264-the-main-picture-before-the-app-code.md);
 * - every route with a page chunk: a modulepreload for that chunk and the chunks it imports statically
 *   (those the entry has are left out). The browser then has the page's code when the entry runs,
 *   instead of discovering it chunk by chunk, and hydrates sooner.
 */
export function routerManifestFromVite(manifest: ViteManifest, base = '/'): RouterManifest {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${CLIENT_ENTRY}`);
  /** The chunks of `keys` and those they import statically, in visiting order, minus `known`. */
  const closure = (keys: readonly string[], known: ReadonlySet<string> = new Set()) => {
    const files = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file) || known.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return { files, css };
  };
  const root = closure(entry.imports ?? []);
  const rootFiles = new Set([entry.file, ...root.files]);
  const routes: RouterManifest['routes'] = {
    __root__: {
      css: [...new Set([...(entry.css ?? []), ...root.css])].map((file) => base + file),
      scripts: [{ attrs: { type: 'module' }, children: appStartScript([...rootFiles].map((file) => base + file)) }],
    },
  };
  for (const key of Object.keys(manifest)) {
    const routeId = routeIdOfPageChunk(key);
    if (!routeId) continue;
    const page = closure([key], rootFiles);
    routes[routeId] = {
      preloads: [...page.files].map((file) => base + file),
      ...(page.css.size ? { css: [...page.css].map((file) => base + file) } : {}),
    };
  }
  return { routes };
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
