import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOffersSchema, initSchema, initShopSchema, listSchema, mapSiteSchema, sitemapUrlSchema } from '@storefront/api-client/contract';
import { COUNTRY_CODES } from '../countries';
import { COUNTRY_SETTINGS } from '../country-settings';
import { httpClient } from '../testing/http';
import { makeTempDir, startTestServer, type TestServer } from '../testing/test-server';

const tmp = makeTempDir();
let server: TestServer;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'startup.sqlite'));
  http = httpClient(server);
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

describe('GET /:country/api/init', () => {
  it('gives stores, the visible category tree and the general settings', async () => {
    const { body } = await http.getOk('/ae/api/init', initSchema);
    expect(body.stores).toHaveLength(4);
    expect(body.categories.map((category) => category.slug)).toEqual([
      'motorcycles',
      'atv-utv',
      'scooters',
      'outboard-motors',
      'generators',
      'garden-equipment',
      'water-pumps',
      'parts-accessories',
    ]);
    expect(body.categories[0]?.children[0]?.children.map((leaf) => leaf.slug)).toEqual(['enduro', 'motocross', 'pit-bikes']);
    expect(body.generals.generalContact).toMatchObject({
      primaryRegion: { slug: 'dubai' },
      regionName: 'UAE',
      regionNameCases: { nameIn: 'in the UAE', nameFrom: 'from the UAE' },
      fullRegionName: 'United Arab Emirates',
    });
  });

  it('declines the country in Russian', async () => {
    const { body } = await http.getOk('/ae/api/init?locale=ru', initSchema);
    expect(body.generals.generalContact).toMatchObject({
      regionName: 'ОАЭ',
      fullRegionNameCases: { nameIn: 'в Объединённых Арабских Эмиратах', nameFrom: 'из Объединённых Арабских Эмиратов' },
    });
  });
});

describe('GET /:country/api/init/shop', () => {
  const currencies = ['AED', 'OMR', 'MXN', 'RUB', 'BYN', 'BRL', 'QAR', 'SAR', 'EUR', 'COP', 'EGP', 'KZT', 'MAD', 'GEL', 'UZS'];

  it.each(COUNTRY_CODES.map((country, index) => [country, currencies[index]] as const))('gives %s its currency %s, its tax and locales', async (country, currency) => {
    const { body } = await http.getOk(`/${country}/api/init/shop`, initShopSchema);
    const { taxName, vatBasisPoints } = COUNTRY_SETTINGS[country];
    // A consumer's price is the price paid: every market's prices include its tax.
    expect(body).toMatchObject({ region: country, currency: { code: currency }, tax: { name: taxName, rate: vatBasisPoints, includedInPrices: true }, openingHours: { opens: '09:00', closes: '21:00' } });
    expect(body.locales.allowed).toContain(body.locales.default);
    // The merchant data of the product pages' JSON-LD: 14 days to return at a store, free delivery in working days.
    expect(body.returns).toEqual({ days: 14, inStore: true, free: true });
    expect(body.delivery).toMatchObject({ fee: 0, handlingDays: { min: expect.any(Number) }, transitDays: { min: expect.any(Number) } });
    expect(body.delivery?.transitDays.min).toBeLessThanOrEqual(body.delivery?.transitDays.max ?? -1);
  });
});

describe('GET /:country/api/init/shop instalments', () => {
  it('offers pay in 4 where the region has Tabby, within the provider’s limits in minor units, and nowhere else', async () => {
    expect((await http.getOk('/ae/api/init/shop', initShopSchema)).body.instalments).toEqual({ provider: 'Tabby', count: 4, minTotal: 1_000, maxTotal: 2_000_000 });
    expect((await http.getOk('/sa/api/init/shop', initShopSchema)).body.instalments).toEqual({ provider: 'Tabby', count: 4, minTotal: 1_000, maxTotal: 1_000_000 });
    for (const country of COUNTRY_CODES.filter((code) => !COUNTRY_SETTINGS[code].features.hasTabby)) {
      expect((await http.getOk(`/${country}/api/init/shop`, initShopSchema)).body.instalments, country).toBeNull();
    }
  });
});

describe('GET /:country/api/init/offers', () => {
  it('lists the offers running now in the country, for the header sale links', async () => {
    const ae = (await http.getOk('/ae/api/init/offers', initOffersSchema)).body.items.map((offer) => [offer.slug, offer.filterQueryString]);
    expect(ae).toEqual([
      ['enduro-season', 'offers.slug=enduro-season'],
      ['power-backup', 'offers.slug=power-backup'],
      ['garden-ready', 'offers.slug=garden-ready'],
      ['on-the-water', 'offers.slug=on-the-water'],
      ['gear-up', 'offers.slug=gear-up'],
      ['work-ready', 'offers.slug=work-ready'],
    ]);
    const kz = (await http.getOk('/kz/api/init/offers', initOffersSchema)).body.items.map((offer) => offer.slug);
    expect(kz).not.toContain('on-the-water');
  });
});

describe('GET /:country/api/map/site', () => {
  it('lists every region and locale pair, defaults marked, mx_es for es_mx', async () => {
    const { body } = await http.getOk('/om/api/map/site', mapSiteSchema);
    expect(body.items).toHaveLength(20);
    expect(body.items.filter((item) => item.isDefault)).toHaveLength(15);
    expect(body.items).toContainEqual({ region: 'mx', locale: 'es_mx', regionLocale: 'mx_es', isDefault: true });
    expect(body.items).toContainEqual({ region: 'ae', locale: 'ar', regionLocale: 'ae_ar', isDefault: false });
  });
});

describe('GET /:country/api/sitemap/sitemap-urls', () => {
  it('lists storefront paths with a trailing slash, products of the country included', async () => {
    const { body } = await http.getOk('/ae/api/sitemap/sitemap-urls?itemsPerPage=999', listSchema(sitemapUrlSchema));
    const paths = body.items.map((item) => item.path);
    expect(paths.slice(0, 2)).toEqual(['/', '/catalog/']);
    expect(paths).toContain('/catalog/motorcycles/off-road-motorcycles/enduro/');
    expect(paths).toContain('/product/raptor-250/');
    expect(paths).toContain('/blog/how-to-choose-your-first-enduro/');
    expect(paths).toContain('/support/warranty/warranty-coverage/');
    expect(paths).toContain('/about-us/');
    expect(paths.some((path) => path.includes('special-series'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
    expect(body.totalItems).toBe(body.items.length);
  });

  it('pages like every list', async () => {
    const { body } = await http.getOk('/ae/api/sitemap/sitemap-urls?page=2&itemsPerPage=100', listSchema(sitemapUrlSchema));
    expect(body.items).toHaveLength(100);
    expect(body.page).toBe(2);
  });
});
