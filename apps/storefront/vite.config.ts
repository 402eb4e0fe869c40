import { tanstackRouter } from '@tanstack/router-plugin/vite';
import type { Plugin } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

/**
 * The browser build ships compiled catalogues (ASTs, tools/i18n/compile.mjs), so it takes
 * react-intl's documented parser-less build of the ICU parser (the types and type guards only;
 * `parse` throws). Only an exact `@formatjs/icu-messageformat-parser` import is swapped: its other
 * entries (`/printer.js`, ...) stay. The dev server, the SSR build and Vitest keep the full parser:
 * they format source strings. The browser never needs the parser for a `defaultMessage` either:
 * its build ships none (`withoutDefaultMessages` below).
 */
const NO_ICU_PARSER = { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' };

/**
 * `use-sync-external-store/shim` exists for React < 18; on React 19 it is a second copy of the
 * selector hook react-redux already ships (TanStack Store imports the shim). One copy in the browser.
 */
const NO_USE_SYNC_EXTERNAL_STORE_SHIM = {
  find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
  replacement: 'use-sync-external-store/with-selector.js',
};

/**
 * The libs' modules only declare things (tokens, Emotion styles, components, slices, queries):
 * importing one and using nothing of it does nothing, and no lib module is imported for its effect
 * alone. Their top-level calls (`css()`, `createSlice()`, `injectEndpoints()`) look like side effects to
 * the bundler, which then kept every module a barrel re-exports, and their imports (Radix Dialog,
 * Select, Slider, the scroll lock, the region list of the home page...), in the first-load chunk of
 * every page.
 */
const SIDE_EFFECT_FREE = [
  { test: /[\\/]libs[\\/][^\\/]+[\\/]src[\\/]/, sideEffects: false },
  // @emotion/react imports hoist-non-react-statics for its effect (`import 'hoist-non-react-statics'`)
  // although only `withTheme`, which nothing here uses, calls it; with react-is it is ~1.7 kB gzip.
  { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
];

/**
 * The libraries every page hydrates with, in one chunk: as a dozen shared chunks they cost more
 * bytes after gzip (no shared dictionary) and more requests. RTK Query is one of them: it is part of
 * every store (docs/adr/0261-rtk-query-as-its-authors-document-it.md). Libraries only some routes or a later
 * interaction load (Radix, Lenis, axios, zod, TanStack Query, the Intl polyfills) stay in their own.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|redux|redux-thunk|reselect|immer|@reduxjs[\\/]toolkit|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store)|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is|react-intl|intl-messageformat|@formatjs[\\/](intl|fast-memoize|icu-messageformat-parser)|@babel[\\/]runtime|@standard-schema[\\/]utils|seroval|tiny-invariant|tiny-warning|cookie-es)[\\/]/;

/** A `defaultMessage` property of a message descriptor: one string literal (how every descriptor here is written). */
const DEFAULT_MESSAGE = /\bdefaultMessage:\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*,?/g;
const OWN_SOURCE = /[\\/](?:apps|libs)[\\/][^\\/]+[\\/]src[\\/].+\.tsx?$/;

/**
 * The browser never formats a `defaultMessage`: it awaits its locale's compiled catalogue before it
 * renders, and the English one when that fails (libs/i18n `fetchMessages`). So the client build leaves
 * them out of our message descriptors: the English texts were ~1.5 kB gzip of a catalogue page's
 * first load. The SSR build, the dev server, Vitest and Storybook keep them.
 */
function withoutDefaultMessages(): Plugin {
  return {
    name: 'storefront:without-default-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!OWN_SOURCE.test(id) || !code.includes('defaultMessage')) return null;
      return { code: code.replace(DEFAULT_MESSAGE, ''), map: null };
    },
  };
}

/**
 * Small modules every page's first load runs (theme tokens, cookies, the region table and endpoints,
 * the region's links, the base API, the typed store hooks), in one chunk. Rolldown emits a module that the entry imports and a lazy chunk imports too as
 * a chunk of its own (rolldown/rolldown#10731): a new page importing one of them split the first load
 * into more, smaller requests that cost more bytes after gzip.
 */
const BASE =
  /[\\/](?:libs[\\/](ui[\\/]src[\\/]lib[\\/]theme|cookies[\\/]src|regions[\\/]src[\\/]lib[\\/](config[\\/](regions\.config|region-locale|country-phones(?!\.json))|state[\\/](regions\.api|store-hooks)|links[\\/]region-path)|api-client[\\/]src[\\/]lib[\\/]store[\\/]base-api)|apps[\\/]storefront[\\/]src[\\/]app[\\/]store-hooks)[\\/.]/;

/**
 * What the content pages (blog, article, about us, the support centre) and the home's posts strip
 * share of `libs/content` and of the content loaders: message descriptors, queries, search and slug
 * rules, the loaders' helpers. One chunk of these modules alone (their dependencies stay where they
 * are: most are the entry's): split by importer, they were four small chunks in those pages' first
 * loads and four more entries in the entry's preload table.
 */
const CONTENT =
  /[\\/](?:libs[\\/]content[\\/]src[\\/]lib[\\/](?:content\.messages|blog[\\/](?:blog\.queries|blog-search)|service[\\/]support-search)|apps[\\/]storefront[\\/]src[\\/]routes[\\/]-shared[\\/]content-loader-helpers)\.tsx?$/;

/**
 * File-based routes (docs/adr/0240-routes-are-folders.md): `src/routes/` is the tree, one folder per
 * route (`route.tsx`; an index route's `index.tsx` in a `(group)` folder); files and folders named
 * `-…` are the route's private parts, which the generator ignores. The plugin writes
 * `src/routeTree.gen.ts` (committed; tools/checks/route-tree.spec.ts fails when it is stale) and makes
 * each route its own split point: the component and the loader leave the route's critical module
 * (docs/adr/0241-loaders-split-with-their-route.md), which keeps only what matching needs (params,
 * `validateSearch`, `loaderDeps`, `beforeLoad`, `head`). The same plugin and options serve the client
 * build, the SSR build, the dev server and Vitest.
 */
export const ROUTER_PLUGIN_OPTIONS = {
  target: 'react',
  routesDirectory: `${import.meta.dirname}/src/routes`,
  generatedRouteTree: `${import.meta.dirname}/src/routeTree.gen.ts`,
  autoCodeSplitting: true,
  codeSplittingOptions: { defaultBehavior: [['component'], ['loader']] },
  quoteStyle: 'single',
  semicolons: true,
} satisfies Parameters<typeof tanstackRouter>[0];

/**
 * Client build: `src/entry-client.tsx` with a manifest the SSR host reads (no index.html: the
 * document is rendered by React). `vite build --ssr src/entry-server.tsx` builds the renderer.
 */
export default defineConfig(({ command, isSsrBuild }) =>
  mergeConfig(
    // First: the router plugin turns the route files into split modules before React's transform sees them.
    mergeConfig(defineConfig({ plugins: [tanstackRouter(ROUTER_PLUGIN_OPTIONS)] }), projectTestConfig({ environment: 'happy-dom' })),
    defineConfig({
      root: import.meta.dirname,
      resolve: command === 'build' && !isSsrBuild ? { alias: [NO_ICU_PARSER, NO_USE_SYNC_EXTERNAL_STORE_SHIM] } : {},
      plugins: command === 'build' && !isSsrBuild ? [withoutDefaultMessages()] : [],
      build: {
        outDir: '../../dist/apps/storefront/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          treeshake: { moduleSideEffects: SIDE_EFFECT_FREE },
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK },
                { name: 'base', test: BASE },
                { name: 'content', test: CONTENT, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    }),
  ),
);
