// Public API of @storefront/content.
export { serviceInitQuery } from './lib/service/service-init.query';
export { pageBySlugQuery } from './lib/pages/page-by-slug.query';
export type { PageBySlugArgs } from './lib/pages/page-by-slug.query';
export { bannersQuery } from './lib/banners/banners.query';
export type { BannerPlacement, BannersArgs } from './lib/banners/banners.query';
export { ContentBlocks } from './lib/blocks/content-blocks';
export type { ContentBlocksProps } from './lib/blocks/content-blocks';
