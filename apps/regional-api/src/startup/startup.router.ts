import { Router } from 'express';
import type { InitData, InitOffers, InitShop, List, MapSite, SitemapUrl } from '@storefront/api-client/contract';
import type { CategoriesRepository } from '../catalog/categories.repository';
import type { OffersRepository } from '../catalog/offers.repository';
import { COUNTRY_CODES, type CountryCode } from '../countries';
import { COUNTRY_SETTINGS, INSTALMENTS, MERCHANT_POLICIES, servedSettings } from '../country-settings';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../checkout/quotation';
import { notFound } from '../http/http-error';
import { setContentLanguage } from '../http/negotiate-locale';
import { listBody, MAX_ITEMS_PER_PAGE, pagingOf, pagingQuery } from '../http/pagination';
import { localeQuery } from '../http/query';
import { readRequest } from '../http/request';
import type { GeneralsRepository } from '../places/generals.repository';
import type { StoresRepository } from '../places/stores.repository';
import type { SitemapRepository } from './sitemap.repository';

export interface StartupDeps {
  stores: StoresRepository;
  categories: CategoriesRepository;
  generals: GeneralsRepository;
  offers: OffersRepository;
  now: () => Date;
  /** The countries whose catalogue prices this deployment serves without tax. */
  pricesWithoutTax: ReadonlySet<CountryCode>;
}

/**
 * The startup calls of SPEC §7 the storefront makes once per request and caches briefly:
 * `/init` (stores, categories, generals), `/init/shop`, `/init/offers`, and `/map/site`.
 */
export function createStartupRouter({ stores, categories, generals, offers, now, pricesWithoutTax }: StartupDeps): Router {
  const router = Router({ mergeParams: true });

  router.get('/init', (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const general = generals.get(country, locale);
    if (!general) throw notFound(`No general settings for ${country}`);
    const body: InitData = {
      stores: stores.list({ country }, locale, MAX_ITEMS_PER_PAGE, 0),
      categories: categories.tree(country, locale),
      generals: general,
    };
    setContentLanguage(res, locale).json(body);
  });

  router.get('/init/shop', (req, res) => {
    const { country } = readRequest(req, localeQuery);
    const settings = servedSettings(country, pricesWithoutTax);
    const terms = settings.features.hasTabby ? INSTALMENTS[country] : undefined;
    const minor = (major: number) => major * 10 ** settings.fractionDigits;
    const policies = MERCHANT_POLICIES[country];
    const days = ([min, max]: readonly [number, number]) => ({ min, max });
    const body: InitShop = {
      region: country,
      currency: { code: settings.currency, fractionDigits: settings.fractionDigits },
      tax: { name: settings.taxName, rate: settings.vatBasisPoints, includedInPrices: settings.taxIncludedInPrices },
      locales: { default: settings.defaultLocale, allowed: [...settings.allowedLocales] },
      timeZone: settings.timeZone,
      contacts: { phone: settings.hotline, email: settings.email, whatsapp: settings.whatsapp },
      openingHours: { opens: '09:00', closes: '21:00' },
      features: settings.features,
      returns: { days: policies.returnDays, inStore: true, free: true },
      delivery: { fee: 0, handlingDays: days(policies.handlingDays), transitDays: days(policies.transitDays) },
      instalments: terms ? { provider: terms.provider, count: terms.count, minTotal: minor(terms.minMajor), maxTotal: minor(terms.maxMajor) } : null,
      cartLimits: { maxQuantity: MAX_LINE_QUANTITY, maxLines: MAX_CART_LINES },
    };
    res.json(body);
  });

  router.get('/init/offers', (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const running = offers.list(country, now().toISOString(), locale, true, MAX_ITEMS_PER_PAGE, 0);
    const body: InitOffers = {
      items: running.map(({ id, slug, title, discountPercent, endsAt, image, filterQueryString }) => ({
        id,
        slug,
        title,
        discountPercent,
        endsAt,
        image,
        filterQueryString,
      })),
    };
    setContentLanguage(res, locale).json(body);
  });

  router.get('/map/site', (_req, res) => {
    const body: MapSite = {
      items: COUNTRY_CODES.flatMap((code) => {
        const settings = COUNTRY_SETTINGS[code];
        return settings.allowedLocales.map((locale) => ({
          region: code,
          locale,
          // SPEC §5: mx_es uses locale es_mx; the path carries the language only.
          regionLocale: `${code}_${locale.split('_')[0]}`,
          isDefault: locale === settings.defaultLocale,
        }));
      }),
    };
    res.json(body);
  });

  return router;
}

const sitemapQuery = localeQuery.extend({ ...pagingQuery });

/** `/{country}/api/sitemap/sitemap-urls`: paths for the storefront's `/sitemap.xml`. */
export function createSitemapRouter(sitemap: SitemapRepository): Router {
  const router = Router({ mergeParams: true });
  router.get('/sitemap-urls', (req, res) => {
    const { country, query } = readRequest(req, sitemapQuery);
    const paging = pagingOf(query);
    const all = sitemap.urls(country);
    const body: List<SitemapUrl> = listBody(all.slice(paging.offset, paging.offset + paging.limit), all.length, paging);
    res.json(body);
  });
  return router;
}
