import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema, searchSuggestionsPath, searchSuggestionsSchema } from '@storefront/api-client/contract';
import { httpClient } from '../testing/http';
import { makeTempDir, startTestServer, type TestServer } from '../testing/test-server';
import { oneEditAway } from './product-search';
import { foldSearchText, productSearchText } from './search-text';

const tmp = makeTempDir();
let server: TestServer;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'search.sqlite'));
  http = httpClient(server);
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

/**
 * The fixed query set of docs/regional-api.md ("Search"): what a shopper types in a region, the slug
 * of the expected first result (null: nothing found) and how many products it finds. Keep both in step.
 */
const QUERY_SET: readonly (readonly [country: string, query: string, top: string | null, total: number])[] = [
  ['ae', 'raptor125', 'raptor-125', 1],
  ['ae', 'raptor-125', 'raptor-125', 1],
  ['ae', 'Raptor 125', 'raptor-125', 1],
  ['ae', 'RAPTOR125', 'raptor-125', 1],
  ['ae', 'xr1000', 'sandstorm-xr-1000', 1],
  ['ae', 'edge tx 28', 'edge-tx28', 1],
  ['ae', 'ridgebak 250', 'ridgeback-250', 1],
  ['ae', 'rpator 250', 'raptor-250', 1],
  ['ae', 'powerfrane 3500', 'powerframe-3500', 1],
  ['ae', 'powerfframe 3500', 'powerframe-3500', 1],
  ['ae', 'tx28', 'edge-tx28', 2],
  ['ru', 'Мотоцикл эндуро Raptor 250', 'raptor-250', 1],
  ['ru', 'генератр powerframe 3500', 'powerframe-3500', 1],
  ['uz', 'Четырехтактный лодочный мотор Marlin 6', 'marlin-6', 2],
  ['kz', 'мотопомпа', 'aqua-dp20', 35],
  ['ge', 'ენდურო მოტოციკლი', 'raptor-125', 7],
  ['ae', 'مولد', 'powerframe-2500', 28],
  ['ae', 'مُوَلِّد ديزل احتياطي', 'sentinel-10k', 7],
  ['ae', 'دراجة اندورو Raptor 300', 'raptor-300', 1],
  ['ae', 'qwertyzz', null, 0],
  ['ae', 'raptor 999', null, 0],
];

describe('the search query set', () => {
  it.each(QUERY_SET)('%s: "%s" finds %s first', async (country, query, top, total) => {
    const { body } = await http.getOk(`/${country}/api/products/search?q=${encodeURIComponent(query)}&itemsPerPage=5`, productListSchema);
    expect(body.items[0]?.slug ?? null).toBe(top);
    expect(body.totalItems).toBe(total);
  });

  it('ranks the words as typed above their typo neighbours: "tx28" before "t28"', async () => {
    const { body } = await http.getOk('/ae/api/products/search?q=tx28', productListSchema);
    expect(body.items.map((item) => item.slug)).toEqual(['edge-tx28', 'edge-t28']);
  });

  it('gives the same answer to the same query, page after page', async () => {
    const all = (await http.getOk('/ae/api/products/search?q=motor&itemsPerPage=999', productListSchema)).body.items.map((item) => item.id);
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.length / 30); page += 1) {
      pages.push(...(await http.getOk(`/ae/api/products/search?q=motor&page=${page}`, productListSchema)).body.items.map((item) => item.id));
    }
    expect(pages).toEqual(all);
  });
});

describe('search text folding', () => {
  it('folds Arabic vowels, alef forms, ta marbuta, alef maqsura, Cyrillic ё and Latin accents', () => {
    expect(foldSearchText('مُوَلِّد')).toBe('مولد');
    expect(foldSearchText('إندورو أآ')).toBe('اندورو اا');
    expect(foldSearchText('دراجة على')).toBe('دراجه علي');
    expect(foldSearchText('Четырёхтактный')).toBe('четырехтактный');
    expect(foldSearchText('Moto d’enduro élégante')).toBe('moto d’enduro elegante');
    expect(foldSearchText('Йогурт')).toBe('йогурт');
  });

  it('indexes model names written together and cut where letters meet digits', () => {
    const text = productSearchText(['Edge TX28 petrol grass trimmer'], 'NRK-40046-0196', 'Edge TX28');
    expect(text).toContain('edgetx28');
    expect(text).toContain('tx 28');
    expect(text).toContain('nrk40046');
  });

  it('keeps digits out of typos', () => {
    const variants = oneEditAway('tx28');
    expect(variants.has('t28')).toBe(true);
    expect(variants.has('xt28')).toBe(true);
    expect(variants.has('tx26')).toBe(false);
    expect(variants.has('tx2')).toBe(false);
  });
});

describe('GET /:country/api/products/suggestions', () => {
  const suggestions = async (country: string, q: string, locale = '') =>
    (await http.getOk(`/${country}/api${searchSuggestionsPath}?q=${encodeURIComponent(q)}${locale ? `&locale=${locale}` : ''}`, searchSuggestionsSchema)).body;

  it('suggests the categories whose titles hold every word typed, as word starts, in any script', async () => {
    const { categories } = await suggestions('ae', 'gener');
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((category) => /gener/i.test(category.title))).toBe(true);
    const russian = await suggestions('ru', 'мотоц', 'ru');
    expect(russian.categories.every((category) => /мотоц/i.test(category.title))).toBe(true);
    expect(russian.categories.length).toBeGreaterThan(0);
    expect((await suggestions('ae', 'qwertyzz')).categories).toEqual([]);
  });

  it('suggests running offers by title, at most five of each kind', async () => {
    const { offers } = await suggestions('ae', 'enduro');
    expect(offers.map((offer) => offer.slug)).toContain('enduro-season');
    const all = await suggestions('ae', 'e');
    expect(all.categories.length).toBeLessThanOrEqual(5);
    expect(all.offers.length).toBeLessThanOrEqual(5);
  });

  it('needs a q with a letter or digit', async () => {
    await http.getError('/ae/api/products/suggestions', 400);
    await http.getError('/ae/api/products/suggestions?q=%22-', 400);
  });
});
