import {
  categoryDetailSchema,
  categorySchema,
  comparisonCategorySchema,
  comparisonProductSchema,
  offerSchema,
  productDetailSchema,
  productListSchema,
  productListV2Schema,
  searchSuggestionsSchema,
  taxonomyDetailSchema,
} from './catalog';
import { bookingCreatedSchema, bookingSchema, bookingSlotsSchema, productStoresSchema } from './bookings';
import { captchaChallengeSchema } from './captcha';
import { dealSchema, orderSchema, quotationSchema } from './checkout';
import { bannerSchema, blogCategorySchema, blogPostSchema, blogPostSummarySchema, newsSummarySchema, pageSchema } from './content';
import { listSchema } from './list';
import { citySchema, storeSchema } from './places';
import { regionListSchema } from './schemas';
import { serviceArticleSchema, serviceInitSchema, serviceLogSchema, serviceSearchSchema, serviceSectionSchema } from './service';
import { initOffersSchema, initSchema, initShopSchema, mapSiteSchema, sitemapUrlSchema } from './startup';
import type { z } from './zod';

/**
 * The answers the storefront validates, by name. An endpoint names its schema
 * (`ApiRequest.schema: 'init'`) instead of importing it, so zod and the schemas stay out of the
 * browser's first load: they come with the request code, which is loaded on the first request.
 * A new endpoint adds its answer here.
 */
export const responseSchemas = {
  regionList: regionListSchema,
  cityList: listSchema(citySchema),
  storeList: listSchema(storeSchema),
  init: initSchema,
  mapSite: mapSiteSchema,
  initShop: initShopSchema,
  initOffers: initOffersSchema,
  serviceInit: serviceInitSchema,
  bannerList: listSchema(bannerSchema),
  page: pageSchema,
  blogPostList: listSchema(blogPostSummarySchema),
  blogPost: blogPostSchema,
  blogCategoryList: listSchema(blogCategorySchema),
  newsList: listSchema(newsSummarySchema),
  serviceSection: serviceSectionSchema,
  serviceArticle: serviceArticleSchema,
  serviceSearch: serviceSearchSchema,
  serviceLog: serviceLogSchema,
  sitemapUrlList: listSchema(sitemapUrlSchema),
  categoryDetail: categoryDetailSchema,
  categoryList: listSchema(categorySchema),
  productListV2: productListV2Schema,
  productList: productListSchema,
  productDetail: productDetailSchema,
  searchSuggestions: searchSuggestionsSchema,
  offerList: listSchema(offerSchema),
  taxonomyDetail: taxonomyDetailSchema,
  comparisonCategoryList: listSchema(comparisonCategorySchema),
  comparisonProduct: comparisonProductSchema,
  quotation: quotationSchema,
  order: orderSchema,
  deal: dealSchema,
  captchaChallenge: captchaChallengeSchema,
  productStores: productStoresSchema,
  bookingSlots: bookingSlotsSchema,
  booking: bookingSchema,
  bookingCreated: bookingCreatedSchema,
} satisfies Record<string, z.ZodType>;

/** The name of a response schema, e.g. `'cityList'`. */
export type ResponseSchemaName = keyof typeof responseSchemas;
/** The validated data of a response schema, e.g. `List<City>` for `'cityList'`. */
export type ResponseOf<Name extends ResponseSchemaName> = z.output<(typeof responseSchemas)[Name]>;
