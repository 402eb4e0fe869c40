// The regional backend contract alone (zod schemas and paths), without the HTTP client or Redux:
// what apps/regional-api and contract tests import.
// The contract's zod, configured for the storefront's CSP (jitless): schemas built beside the contract's (a form's) use it.
export { z } from './lib/contract/zod';
export { apiErrorSchema, apiPaths, listSchema, regionListSchema, regionSchema } from './lib/contract/schemas';
export { searchSuggestionsPath } from './lib/contract/paths';
export type { ApiErrorBody, List, ServerRegion } from './lib/contract/schemas';
export type { ApiImage, ContentBlock, PreOrder } from './lib/contract/common';
export { citySchema, DAYS_OF_WEEK, storeSchema } from './lib/contract/places';
export type { City, Generals, Store } from './lib/contract/places';
export {
  badgeSchema,
  categoryDetailSchema,
  categoryFiltersSchema,
  categorySchema,
  comparisonCategorySchema,
  comparisonProductSchema,
  offerDetailSchema,
  offerSchema,
  productDetailSchema,
  productListSchema,
  productListV2Schema,
  searchSuggestionsSchema,
  taxonomyDetailSchema,
  taxonomySchema,
} from './lib/contract/catalog';
export type {
  Badge,
  Category,
  CategoryDetail,
  CategoryFilters,
  CategoryRef,
  CategoryTreeNode,
  ComparisonCategory,
  ComparisonProduct,
  Offer,
  OfferDetail,
  ProductCharacteristic,
  ProductDetail,
  ProductListV2,
  ProductSummary,
  SearchSuggestions,
  Taxonomy,
  TaxonomyDetail,
} from './lib/contract/catalog';
export {
  bannerSchema,
  blogCategorySchema,
  blogPostSchema,
  blogPostSummarySchema,
  newsSchema,
  newsSummarySchema,
  pageSchema,
  pageSummarySchema,
} from './lib/contract/content';
export type { Banner, BlogCategory, BlogPost, BlogPostSummary, News, NewsSummary, Page, PageSummary } from './lib/contract/content';
export {
  serviceArticleSchema,
  serviceInitSchema,
  serviceLogRequestSchema,
  serviceLogSchema,
  serviceSearchSchema,
  serviceSectionSchema,
} from './lib/contract/service';
export type {
  ServiceArticle,
  ServiceArticleRef,
  ServiceInit,
  ServiceLog,
  ServiceLogRequest,
  ServiceSearch,
  ServiceSection,
} from './lib/contract/service';
export { initOffersSchema, initSchema, initShopSchema, mapSiteSchema, sitemapUrlSchema } from './lib/contract/startup';
export type { InitData, InitOffers, InitShop, MapSite, SitemapUrl } from './lib/contract/startup';
export {
  dealRequestSchema,
  dealSchema,
  isOnlinePayment,
  orderRequestSchema,
  orderSchema,
  PAYMENT_METHODS,
  quotationSchema,
  WARRANTIES,
} from './lib/contract/checkout';
export type {
  Adjustment,
  CartItem,
  Deal,
  DealRequest,
  Order,
  OrderRequest,
  OrderStatus,
  PaymentMethod,
  Quotation,
  QuotationLine,
  Warranty,
} from './lib/contract/checkout';
export {
  BOOKING_KINDS,
  bookingConflictSchema,
  bookingCreatedSchema,
  bookingPaths,
  bookingRequestSchema,
  bookingSchema,
  bookingSlotsSchema,
  productStoresSchema,
} from './lib/contract/bookings';
export type { Booking, BookingConflict, BookingCreated, BookingKind, BookingRequest, BookingSlot, BookingSlots, ProductStores } from './lib/contract/bookings';
export { CAPTCHA_MAX_LENGTH, captchaChallengeSchema } from './lib/contract/captcha';
export type { CaptchaChallenge } from './lib/contract/captcha';
export type { ResponseOf, ResponseSchemaName } from './lib/contract/responses';
