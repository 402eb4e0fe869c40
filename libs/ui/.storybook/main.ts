import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // libs/ui's stories, and the feature libs' components (they opt into a storefront page:
  // `parameters.storefrontPage`, see storefront-page.tsx).
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../../catalog/src/**/*.stories.@(ts|tsx)',
    '../../cart/src/**/*.stories.@(ts|tsx)',
    '../../comparison/src/**/*.stories.@(ts|tsx)',
    '../../content/src/**/*.stories.@(ts|tsx)',
    // The payment provider the reference backend simulates: its hosted page (issue 32).
    '../../../apps/regional-api/src/simulated-provider/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // The Vite builder also loads libs/ui/vite.config.ts (React with Emotion's JSX runtime); this
  // makes sure `@storefront/*` paths resolve even if that file changes.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, tsconfigPaths: true },
    // Storybook's own manager and docs chunks are larger than Vite's 500 kB hint; they are never
    // shipped to shoppers, so the warning is noise here.
    build: { ...viteConfig.build, chunkSizeWarningLimit: 1500 },
  }),
};

export default config;
