export { parsePublicEnv, publicBackend } from './lib/public-env';
export type { PublicEnv } from './lib/public-env';
export { isStorefrontRenderer } from './lib/renderer-contract';
export type { RenderOptions, RenderedPage, StorefrontRenderer } from './lib/renderer-contract';
