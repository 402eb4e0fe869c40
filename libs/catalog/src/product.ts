// The product page's parts of @storefront/catalog, in a chunk of their own: server-rendered, hydrated
// later (docs/adr/0030-below-the-fold-hydrates-later.md). Imported dynamically only.
export { ProductGallery } from './lib/product-page/product-gallery';
export type { ProductGalleryProps } from './lib/product-page/product-gallery';
export { ProductOverview } from './lib/product-page/product-overview';
export type { ProductOverviewProps } from './lib/product-page/product-overview';
export { ProductDetails } from './lib/product-page/product-details';
export type { ProductDetailsProps } from './lib/product-page/product-details';
export { ServiceIcons } from './lib/product-page/service-icons';
export type { RegionFeatureFlags, ServiceIconsProps } from './lib/product-page/service-icons';
export { WarrantyChoice } from './lib/product-page/warranty-choice';
export type { WarrantyChoiceProps, WarrantyId } from './lib/product-page/warranty-choice';
export { ProductTrail } from './lib/product-page/product-trail';
export { trackAddToCart } from './lib/analytics/product-analytics';
