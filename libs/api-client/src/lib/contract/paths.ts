const segment = (value: string | number) => encodeURIComponent(String(value));

/**
 * Paths of the regional API, relative to a region's `backApi` base (`…/{region}/api`). Lookups
 * take ids or slugs and encode them; a category path keeps its `/` between segments.
 */
export const apiPaths = {
  regions: '/regions',
  region: (id: number) => `/regions/${segment(id)}`,
  cities: '/cities',
  stores: '/stores',
  storeByUuid: (uuid: string) => `/stores/uuid/${segment(uuid)}`,
  init: '/init',
  initShop: '/init/shop',
  initOffers: '/init/offers',
  mapSite: '/map/site',
  sitemapUrls: '/sitemap/sitemap-urls',
  categories: '/categories',
  hiddenCategories: '/categories/hidden',
  categoryBySlug: (slugOrPath: string) => `/categories/slug/${slugOrPath.split('/').map(segment).join('/')}`,
  category: (id: number) => `/categories/${segment(id)}`,
  categoryFilters: (id: number) => `/categories/${segment(id)}/filters`,
  products: '/products/',
  productsV2: '/v2/products/',
  productSearch: '/products/search',
  productBySlug: (slug: string) => `/products/slug/${segment(slug)}`,
  product: (id: number) => `/products/${segment(id)}`,
  badges: '/badges',
  badgeByText: (text: string) => `/badges/text/${segment(text)}`,
  badge: (id: number) => `/badges/${segment(id)}`,
  offers: '/offers',
  offerBySlug: (slug: string) => `/offers/slug/${segment(slug)}`,
  offer: (id: number) => `/offers/${segment(id)}`,
  taxonomies: '/taxonomies',
  taxonomy: (slug: string) => `/taxonomies/${segment(slug)}`,
  comparisonCategories: '/comparison/categories',
  comparisonProduct: (slug: string) => `/comparison/products/${segment(slug)}`,
  blogPosts: '/blog_posts',
  blogPostBySlug: (slug: string) => `/blog_posts/slug/${segment(slug)}`,
  blogCategories: '/blog_categories',
  blogCategoryBySlug: (slug: string) => `/blog_categories/slug/${segment(slug)}`,
  blogCategory: (id: number) => `/blog_categories/${segment(id)}`,
  news: '/news',
  newsBySlug: (slug: string) => `/news/slug/${segment(slug)}`,
  newsItem: (id: number) => `/news/${segment(id)}`,
  pages: '/pages',
  pageBySlug: (slug: string) => `/pages/slug/${segment(slug)}`,
  page: (id: number) => `/pages/${segment(id)}`,
  banners: '/banners',
  serviceInit: '/v2/service/init',
  serviceSearch: '/v2/service/search/',
  serviceArticle: (slug: string) => `/v2/service/articles/${segment(slug)}`,
  serviceSection: (slug: string) => `/v2/service/sections/${segment(slug)}`,
  serviceLog: '/v2/service/log',
  quotation: '/quotation/get',
  orders: '/orders',
  order: (slug: string) => `/orders/${segment(slug)}`,
  /** A new payment session for an order paid online whose last one failed, was cancelled or expired. */
  orderPayment: (slug: string) => `/orders/${segment(slug)}/payment`,
  dealAdd: '/deal/add/',
  /** A new captcha challenge, where the region's `features.hasCaptcha` is set (404 elsewhere). */
  captchaChallenge: '/captcha/challenge',
} as const;

/**
 * `GET /products/suggestions?q=` (`searchSuggestions` answer): categories and running offers whose titles match
 * what a shopper types, for the header's instant search. Apart from `apiPaths` so that it weighs nothing in the
 * first load; the search dialog's lazy code gets it re-exported from `src/index.ts` when it starts calling it.
 */
export const searchSuggestionsPath = '/products/suggestions';
