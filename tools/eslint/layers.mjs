/**
 * The layer matrix of docs/architecture.md ("Layers and boundaries"), written once and enforced by
 * @nx/enforce-module-boundaries. Each entry says what a project of that type may import.
 */
export const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:domain', 'type:ui', 'type:data-access', 'type:util', 'type:testing'],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:domain', 'type:ui', 'type:data-access', 'type:util', 'type:testing'],
  },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:testing'] },
  // The specs' shared harness (libs/testing): the app's providers around a component. Only specs import
  // it (`testOnlyImports` below), so the layers that have component specs may.
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:util'],
    bannedExternalImports: [
      'react-redux',
      '@reduxjs/toolkit',
      '@reduxjs/toolkit/*',
      'axios',
      'axios-*',
      '@tanstack/react-router',
      '@tanstack/react-router/*',
      '@tanstack/react-query',
      'react-intl',
    ],
  },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:util'],
    bannedExternalImports: ['@tanstack/react-router', '@tanstack/react-router/*', '@emotion/*'],
  },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  // Scopes: the storefront never imports backend code; shared code (the API contract) serves both.
  { sourceTag: 'scope:storefront', onlyDependOnLibsWithTags: ['scope:storefront', 'scope:shared'] },
  { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:backend', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:workspace', onlyDependOnLibsWithTags: ['scope:shared'] },
];

const features = ['catalog', 'cart', 'comparison', 'content'];

/**
 * Deep imports into any lib, and entries beyond a lib's one: `@storefront/<lib>` (src/index.ts) is
 * its public API, plus `/server` (for the SSR host) and `/testing` (for specs) where a lib has them,
 * and the API contract the reference backend shares (`@storefront/api-client/contract`).
 */
const deepImportPatterns = [
  {
    group: ['@storefront/*/src/*', '@storefront/*/lib/*', '@storefront/*/src'],
    message:
      "Import a lib only through its public API '@storefront/<lib>' (src/index.ts; '/server' and '/testing' where it has them). If you need something that is not exported, export it from that lib's index.ts.",
  },
  {
    group: [
      '@storefront/*/*',
      '!@storefront/*/server',
      '!@storefront/*/testing',
      '!@storefront/api-client/contract',
    ],
    message:
      "A lib has one entry, '@storefront/<lib>' (its src/index.ts), plus '/server' for the SSR host and '/testing' for specs: import from '@storefront/<lib>'. Code splitting is the route's job (docs/how-to.md \"Add a page\"), never a second entry.",
  },
  {
    regex: '^(\\.\\./)+(libs|apps)/',
    message: "Never reach into another project by a relative path: import '@storefront/<lib>' instead.",
  },
];

/**
 * A lib loaded with `import()`: no split (the lib's index is the entry's already) and, with a second
 * entry, a chunk boundary the lib should not know of. A page defers an app part that imports the lib
 * (docs/adr/0234-deferred-parts-are-app-parts.md).
 */
export const libImportExpression = {
  selector: "ImportExpression[source.value=/^@storefront\\//]",
  message:
    "Import a lib statically from its one entry, '@storefront/<lib>': to hydrate a part later, load an app part that uses it with lazyHydrated (docs/adr/0234-deferred-parts-are-app-parts.md).",
};

/**
 * Readable messages per layer. @nx/enforce-module-boundaries decides; these say where the code
 * should go instead (the Nx rule's own message only names the tags).
 */
export const layerMessages = [
  {
    files: ['libs/ui/**/*.{ts,tsx}'],
    paths: [
      ...features.concat(['regions', 'i18n', 'analytics', 'api-client']).map((lib) => ({
        name: `@storefront/${lib}`,
        message:
          'libs/ui is the presentation layer: take data and callbacks through props. Put the component that needs domain data in the domain or feature lib that owns the data.',
      })),
      ...['react-redux', '@reduxjs/toolkit', 'axios', '@tanstack/react-router', '@tanstack/react-query'].map(
        (name) => ({
          name,
          message:
            'libs/ui imports no state, data or router code: take data and callbacks through props, and connect them in a domain or feature lib (or the app).',
        }),
      ),
      {
        name: 'react-intl',
        message: 'libs/ui takes every user-visible string as a prop: translate it in the caller with react-intl.',
      },
    ],
  },
  ...features.map((feature) => ({
    files: [`libs/${feature}/**/*.{ts,tsx}`],
    paths: features
      .filter((other) => other !== feature)
      .map((other) => ({
        name: `@storefront/${other}`,
        message: `Features never import each other: compose ${feature} and ${other} in apps/storefront (routes/pages), or move the shared piece down into a domain lib (regions, i18n, analytics) or libs/ui.`,
      })),
  })),
  {
    files: ['libs/api-client/**/*.{ts,tsx}'],
    paths: ['react-dom', '@tanstack/react-router', '@emotion/react', '@emotion/styled'].map((name) => ({
      name,
      message:
        'libs/api-client is data access only: no components and no router. Render in a domain or feature lib.',
    })),
  },
].map(({ files, paths }) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths, patterns: deepImportPatterns }] },
}));

/**
 * The storefront app's floors, lowest first (docs/architecture.md): `app/` holds what everything
 * else uses; the shell (header, footer) is built on it; the layouts place the shell; `pages/` holds
 * the page parts several routes share (status pages, list-page parts); `routes/` is the generated
 * tree's folders, each route with its own page and private parts (docs/adr/0240-routes-are-folders.md);
 * the router, the generated tree (`routeTree.gen.ts`) and the entries compose it all. A file imports only from its
 * own floor or lower: an import never runs back up.
 */
const APP = 'apps/storefront/src';
const appFloors = [
  { floor: 'app', above: ['shell', 'layouts', 'pages', 'routes'] },
  { floor: 'shell', above: ['layouts', 'pages', 'routes'] },
  { floor: 'layouts', above: ['pages', 'routes'] },
  { floor: 'pages', above: ['routes'] },
  { floor: 'routes', above: [] },
];

/**
 * A route's private parts (`-page.tsx`, `-parts/`, `-loader.ts`, …) serve that route and the routes below
 * it, and `routes/-shared/` serves every route: an import may climb to an ancestor's `-` file, never go
 * down into a route's folder (another's, or a child's) to reach one (docs/adr/0242-one-naming-scheme-for-route-files.md).
 */
const routePrivatePartsPattern = {
  regex: '^(\\./|(\\.\\./)+)(?![-.])[^/]+/(.*/)?-',
  message:
    "A route imports its own and its ancestors' private parts only, never another route's `-` files: move what several routes share into routes/-shared/ (or pages/ when it is a page part).",
};

/** no-restricted-imports patterns per floor of the app (merged with the workspace's own in eslint.config.mjs). */
export const appFloorPatterns = appFloors.map(({ floor, above }) => ({
  files: [`${APP}/${floor}/**/*.{ts,tsx}`],
  // A spec may assemble the floors above it (e.g. the real route tree) to test its own floor's code.
  ignores: ['**/*.spec.{ts,tsx}'],
  patterns: [
    ...(above.length
      ? [
          {
            regex: `^(\\./|(\\.\\./)+)(${above.join('|')})/`,
            message: `apps/storefront/src/${floor}/ imports nothing from ${above.join(', ')}: imports never run back up. Move what both need down (into app/ if every floor uses it), or compose it one floor up.`,
          },
        ]
      : []),
    ...(floor === 'routes' ? [routePrivatePartsPattern] : []),
    {
      regex: '^(\\./|(\\.\\./)+)(router|routeTree\\.gen|entry-client|entry-server)$',
      message: `apps/storefront/src/${floor}/ never imports the composition root (router.tsx, routeTree.gen.ts, the entries): they import it.`,
    },
  ],
}));

export { deepImportPatterns };

/**
 * Test code only: the specs' harness never ships. Applied to every source file but specs, stories and
 * the libs' own testing code, as `@typescript-eslint/no-restricted-imports` (a rule of its own, so it
 * adds to the layers' `no-restricted-imports` rather than replacing it).
 */
export const testOnlyImports = {
  files: ['{apps,libs}/*/src/**/*.{ts,tsx}'],
  ignores: ['**/*.spec.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/src/testing.ts', '**/src/lib/testing/**', 'libs/testing/**'],
  paths: [
    {
      name: '@storefront/testing',
      message: "@storefront/testing is the specs' harness: import it from a *.spec.ts(x) file only, never from code that ships.",
    },
  ],
};
