import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { kebabCaseFiles } from './tools/eslint/kebab-case-files.mjs';
import {
  appFloorPatterns,
  deepImportPatterns,
  depConstraints,
  layerMessages,
  libImportExpression,
  testOnlyImports,
} from './tools/eslint/layers.mjs';

const rawStoreHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message:
    "Use the typed hooks: the app's useAppSelector / useAppDispatch (apps/storefront/src/app/store-hooks.ts), or in a lib its own hooks typed on the state it owns (e.g. libs/regions/src/lib/state/store-hooks.ts).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.nx/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'var/**',
      'bench/**',
      'tmp/**',
      // Written by the router plugin (apps/storefront/vite.config.ts), checked by tools/checks/route-tree.spec.ts.
      'apps/storefront/src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...nx.configs['flat/base'],
  reactHooks.configs.flat.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: false,
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: [rawStoreHooks], patterns: deepImportPatterns }],
      'no-restricted-syntax': ['error', libImportExpression],
    },
  },
  ...layerMessages.map((block) => ({
    ...block,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [rawStoreHooks, ...block.rules['no-restricted-imports'][1].paths],
          patterns: block.rules['no-restricted-imports'][1].patterns,
        },
      ],
    },
  })),
  // The app's floors: an import never runs back up (tools/eslint/layers.mjs `appFloorPatterns`).
  ...appFloorPatterns.map(({ files, ignores, patterns }) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { paths: [rawStoreHooks], patterns: [...deepImportPatterns, ...patterns] }] },
  })),
  {
    files: testOnlyImports.files,
    ignores: testOnlyImports.ignores,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: testOnlyImports.paths }] },
  },
  {
    files: ['{apps,libs}/*/src/**/*.{ts,tsx}'],
    plugins: { storefront: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    rules: { 'storefront/kebab-case-files': 'error' },
  },
  {
    // The places allowed to wrap the raw react-redux hooks: the app's, typed on its whole state, and
    // each lib's, typed on the part of the state the lib owns.
    files: ['{apps,libs}/*/src/**/store-hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Build and test configuration is not part of the layer graph; it may load the root presets, and
    // Storybook's may give feature stories what the app gives their components (intl, router, store).
    // The layer's banned packages do not apply there; raw store hooks and deep imports stay banned.
    files: ['**/vite.config.ts', '**/playwright.config.ts', '**/.storybook/*.{ts,tsx}'],
    rules: {
      '@nx/enforce-module-boundaries': 'off',
      'no-restricted-imports': ['error', { paths: [rawStoreHooks], patterns: deepImportPatterns }],
    },
  },
  {
    files: ['**/*.{mjs,js}'],
    languageOptions: { globals: globals.node },
  },
);
