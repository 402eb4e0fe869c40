import express, { type Express, Router } from 'express';
import { writeGuard, WRITE_OPERATIONS, type WriteOperation } from './abuse/write-guard';
import { createBookingsRepository } from './bookings/bookings.repository';
import { createBookingsRouter, createProductStoresRouter } from './bookings/bookings.router';
import { createCaptcha } from './captcha/captcha';
import { createCaptchaRouter } from './captcha/captcha.router';
import { createBadgesRepository } from './catalog/badges.repository';
import {
  createBadgesRouter,
  createCategoriesRouter,
  createComparisonRouter,
  createOffersRouter,
  createProductsRouter,
  createTaxonomiesRouter,
  type CatalogDeps,
} from './catalog/catalog.routers';
import { createCategoriesRepository } from './catalog/categories.repository';
import { createCategoryFiltersRepository } from './catalog/category-filters.repository';
import { createOffersRepository } from './catalog/offers.repository';
import { createProductsRepository } from './catalog/products.repository';
import { createTaxonomiesRepository } from './catalog/taxonomies.repository';
import { createDealsRouter, createOrdersRouter, createQuotationRouter } from './checkout/checkout.routers';
import { createDealsRepository } from './checkout/deals.repository';
import { createOrdersRepository } from './checkout/orders.repository';
import { createLoopbackProvider } from './payments/payment-provider';
import { createPayments } from './payments/payments';
import { createPaymentsRepository } from './payments/payments.repository';
import { createPaymentsRouter } from './payments/payments.router';
import { createPricing } from './checkout/pricing';
import { createContentRepository } from './content/content.repository';
import {
  createBannersRouter,
  createBlogCategoriesRouter,
  createBlogPostsRouter,
  createNewsRouter,
  createPagesRouter,
} from './content/content.routers';
import { DEFAULT_WRITE_LIMITS, type WriteLimitsOptions } from './config';
import { COUNTRY_CODES, type CountryCode } from './countries';
import { COUNTRY_SETTINGS } from './country-settings';
import type { Db } from './db/open-database';
import type { Faults } from './faults/faults';
import { cors } from './http/cors';
import { requireServedCountry } from './http/country';
import { createErrorHandler, unmatchedRoute } from './http/error-handlers';
import { securityHeaders } from './http/security-headers';
import { serveImages } from './images/images.router';
import { createRasterizer } from './images/raster-files';
import { createCitiesRepository } from './places/cities.repository';
import { createGeneralsRepository } from './places/generals.repository';
import { createCitiesRouter, createStoresRouter } from './places/places.router';
import { createStoresRepository } from './places/stores.repository';
import { createRegionsRepository } from './regions/regions.repository';
import { createRegionsRouter } from './regions/regions.router';
import { createServiceRepository } from './service/service.repository';
import { createServiceRouter } from './service/service.router';
import { createProviderRepository } from './simulated-provider/provider.repository';
import { createSimulatedProvider } from './simulated-provider/provider.router';
import { createSitemapRepository } from './startup/sitemap.repository';
import { createSitemapRouter, createStartupRouter } from './startup/startup.router';

export interface AppOptions {
  /** An open, migrated database (see prepareDatabase). The app never closes it. */
  db: Db;
  /** Exact origins (scheme://host:port) whose browsers may read the answers. */
  corsOrigins: readonly string[];
  /** Where server errors are reported; the console by default. */
  logError?: (message: string, error: unknown) => void;
  /** The generated images, served under `/images` and `/{country}/images`; no image route without it. */
  imagesDir?: string | undefined;
  /** Draw every missing JPEG in the background from the start (the server); otherwise on first request. */
  warmRasters?: boolean;
  /** The clock (which offers run, timestamps of writes); tests pin it. */
  now?: () => Date;
  /** Fault injection, only when the configuration enables it. */
  faults?: Faults | undefined;
  /** Abuse limits of the write endpoints; the production defaults of `config.ts` when left out. */
  writes?: WriteLimitsOptions;
  /** The countries served (REGIONAL_API_COUNTRIES); the others answer 404 like unknown ones. Every country by default. */
  countries?: readonly CountryCode[] | undefined;
  /** The countries whose catalogue prices are served without tax (REGIONAL_API_PRICES_WITHOUT_TAX); none by default. */
  pricesWithoutTax?: readonly CountryCode[] | undefined;
  /** The key captcha challenges are signed with (REGIONAL_API_CAPTCHA_KEY); the public demo key by default. */
  captchaKey?: string | undefined;
  /** Paying online: where this backend is reached, the provider's credentials and session life. */
  payments: PaymentOptions;
  /** Refused payment confirmations and the like: for an operator, not errors; the console by default. */
  logWarning?: (message: string) => void;
  /**
   * Countries that take no call-back forms, hence no bookings, besides those whose settings say so
   * (`features.hasCallbackForms`): tests close one that way. None by default.
   */
  withoutCallbackForms?: readonly CountryCode[] | undefined;
}

interface PaymentOptions {
  /** Where browsers reach this backend: the simulated provider's pages are `{publicUrl()}/provider/pay/…`. */
  publicUrl: () => string;
  /** Where this backend reaches itself (the provider's API, the webhook): read once the port is known. */
  selfUrl: () => string;
  apiKey: string;
  webhookSecret: string;
  sessionMinutes: number;
  /** How long the `late` test card's confirmation waits (docs/regional-api.md); a few seconds by default. */
  lateConfirmationMs?: number;
}

const defaultLogError = (message: string, error: unknown) => console.error(`[regional-api] ${message}`, error);
const defaultLogWarning = (message: string) => console.warn(`[regional-api] ${message}`);

/**
 * The API of one regional backend per country, all in one process (or each instance a group of them,
 * `countries`): every resource lives under `/{country}/api`, the same shape as each country's `backApi`
 * address in the storefront config. One router per resource, one repository per table (group);
 * statements are prepared once here.
 */
export function createApp({ db, corsOrigins, logError = defaultLogError, imagesDir, warmRasters = false, now = () => new Date(), faults, writes, countries = COUNTRY_CODES, pricesWithoutTax = [], payments: paymentOptions, logWarning = defaultLogWarning, captchaKey, withoutCallbackForms = [] }: AppOptions): Express {
  const withoutTax = new Set(pricesWithoutTax);
  const app = express();
  app.disable('x-powered-by');
  // The storefront encodes list filters as `name[]=v` and `name[key]=v` (api-client encodeQuery).
  app.set('query parser', 'extended');

  app.use(securityHeaders, cors(corsOrigins));
  if (faults) {
    app.use(faults.inject);
    app.use('/__faults', faults.admin);
  }

  // `images: 'drawing'` while the JPEG renditions are drawn after a start (about a minute of CPU on a
  // fresh database; each is drawn on demand meanwhile): a benchmark waits for `ready`.
  let images: 'drawing' | 'ready' = 'ready';
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', images, countries });
  });
  const requireServed = requireServedCountry(countries);
  if (imagesDir) {
    const rasters = createRasterizer(db, imagesDir);
    const imageFiles = serveImages(imagesDir, rasters);
    // The same files below each served country too, so a region's `{backRoot}/images` is routed like its API.
    app.use('/images', imageFiles);
    app.use('/:country/images', requireServed, imageFiles);
    if (warmRasters) {
      const started = performance.now();
      images = 'drawing';
      rasters
        .warm()
        .then(
          (written) => {
            if (written) console.log(`[regional-api] drew ${written} JPEG images in ${Math.round(performance.now() - started)} ms`);
          },
          (error: unknown) => logError('drawing the JPEG images failed', error),
        )
        .finally(() => (images = 'ready'));
    }
  }

  const categories = createCategoriesRepository(db);
  const offers = createOffersRepository(db);
  const products = createProductsRepository(db, offers);
  const stores = createStoresRepository(db);
  const cities = createCitiesRepository(db);
  const content = createContentRepository(db);
  const pricing = createPricing(products, withoutTax);
  const catalog: CatalogDeps = {
    categories,
    categoryFilters: createCategoryFiltersRepository(db),
    products,
    badges: createBadgesRepository(db),
    offers,
    taxonomies: createTaxonomiesRepository(db),
    now,
  };

  // `country` is what the storefront calls the region code (ae, om, …).
  const countryApi = Router({ mergeParams: true });
  countryApi.use(requireServed);
  const limits = { ...DEFAULT_WRITE_LIMITS, ...writes, rateLimits: { ...DEFAULT_WRITE_LIMITS.rateLimits, ...writes?.rateLimits } };
  for (const [operation, path] of Object.entries(WRITE_OPERATIONS) as [WriteOperation, string][]) {
    const guard = writeGuard({ allowedOrigins: corsOrigins, rateLimit: limits.rateLimits[operation], trustedProxies: limits.trustedProxies, ...(writes?.clock ? { now: writes.clock } : {}) });
    countryApi.post(path, guard);
  }
  countryApi.use('/regions', createRegionsRouter(createRegionsRepository(db)));
  countryApi.use('/cities', createCitiesRouter(cities));
  // Issue 34: where a model stands and bookings (docs/regional-api.md); before `/stores`, whose routes it would otherwise meet.
  const deals = createDealsRepository(db);
  const closed = new Set(withoutCallbackForms);
  const takesBookings = (country: CountryCode) => !closed.has(country) && COUNTRY_SETTINGS[country].features.hasCallbackForms;
  const bookingDeps = { bookings: createBookingsRepository(db, deals), stores, deals, now, takesBookings };
  countryApi.use('/stores/with-product', createProductStoresRouter(bookingDeps));
  countryApi.use('/stores', createStoresRouter(stores));
  countryApi.use(
    '/',
    createStartupRouter({
      stores,
      categories,
      generals: createGeneralsRepository(db),
      offers,
      now,
      pricesWithoutTax: withoutTax,
    }),
  );
  countryApi.use('/sitemap', createSitemapRouter(createSitemapRepository(db)));
  countryApi.use('/categories', createCategoriesRouter(catalog));
  countryApi.use('/products', createProductsRouter(catalog, 1));
  countryApi.use('/v2/products', createProductsRouter(catalog, 2));
  countryApi.use('/badges', createBadgesRouter(catalog));
  countryApi.use('/offers', createOffersRouter(catalog));
  countryApi.use('/taxonomies', createTaxonomiesRouter(catalog));
  countryApi.use('/comparison', createComparisonRouter(catalog));
  countryApi.use('/blog_posts', createBlogPostsRouter(content));
  countryApi.use('/blog_categories', createBlogCategoriesRouter(content));
  countryApi.use('/news', createNewsRouter(content));
  countryApi.use('/pages', createPagesRouter(content));
  countryApi.use('/banners', createBannersRouter(content));
  countryApi.use('/v2/service', createServiceRouter(createServiceRepository(db), now));
  countryApi.use('/quotation', createQuotationRouter(pricing, now));
  // Where a country asks for a captcha (`features.hasCaptcha`), its orders and deals carry a solved one.
  const captcha = createCaptcha(db, { key: captchaKey });
  countryApi.use('/captcha', createCaptchaRouter(captcha));
  countryApi.use('/bookings', createBookingsRouter({ ...bookingDeps, captcha }));
  const payments = createPayments({
    repository: createPaymentsRepository(db),
    provider: createLoopbackProvider({ apiUrl: () => `${paymentOptions.selfUrl()}/provider/api`, apiKey: paymentOptions.apiKey, webhookSecret: paymentOptions.webhookSecret }),
    now,
    sessionMinutes: paymentOptions.sessionMinutes,
    webhookUrl: (country) => `${paymentOptions.selfUrl()}/${country}/api/payments/webhook`,
    logWarning,
    logError,
  });
  countryApi.use('/orders', createOrdersRouter({ orders: createOrdersRepository(db), stores, cities, pricing, payments, storefrontOrigins: corsOrigins, now, captcha }));
  countryApi.use('/payments', createPaymentsRouter(payments));
  countryApi.use('/deal', createDealsRouter({ deals, formTokens: limits.formTokens, storefrontOrigins: corsOrigins, now, captcha }));
  // The payment provider this reference backend simulates: another company's system, on loopback here.
  // Mounted before the countries, as `/provider/api` would otherwise read as a country's API.
  app.use(
    '/provider',
    createSimulatedProvider({
      repository: createProviderRepository(db),
      now,
      apiKey: paymentOptions.apiKey,
      webhookSecret: paymentOptions.webhookSecret,
      publicUrl: () => `${paymentOptions.publicUrl()}/provider`,
      lateConfirmationMs: paymentOptions.lateConfirmationMs ?? 3_000,
      logError,
    }),
  );
  app.use('/:country/api', countryApi);

  app.use(unmatchedRoute);
  app.use(createErrorHandler(logError));
  return app;
}
