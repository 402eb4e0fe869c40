import type { ImageLoader } from '@storefront/ui';

/**
 * Images are resized by the SSR host's proxy (apps/storefront-ssr/src/lib/image-proxy.ts; the path is
 * its `IMAGE_ENDPOINT`, written with the trailing slash so it is never redirected).
 */
export const IMAGE_LOADER: ImageLoader = { type: 'proxy', endpoint: '/_img/' };
