import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { kebabCaseFiles } from './tools/eslint/kebab-case-files.mjs';
import { deepImportPatterns, depConstraints, layerMessages } from './tools/eslint/layers.mjs';

const rawStoreHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: "Use the typed hooks useAppSelector / useAppDispatch from '@storefront/api-client'.",
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
          checkDynamicDependenciesExceptions: [],
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: [rawStoreHooks], patterns: deepImportPatterns }],
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
  {
    files: ['{apps,libs}/*/src/**/*.{ts,tsx}'],
    plugins: { storefront: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    rules: { 'storefront/kebab-case-files': 'error' },
  },
  {
    // The one place allowed to wrap the raw react-redux hooks.
    files: ['libs/api-client/src/lib/store/store-hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Build and test configuration is not part of the layer graph; it may load the root presets.
    files: ['**/vite.config.ts', '**/playwright.config.ts', '**/.storybook/*.{ts,tsx}'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.{mjs,js}'],
    languageOptions: { globals: globals.node },
  },
);
