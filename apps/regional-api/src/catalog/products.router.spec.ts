import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonProductSchema, productDetailSchema, productListSchema, productListV2Schema, quotationSchema, type ProductSummary } from '@storefront/api-client/contract';
import { httpClient } from '../testing/http';
import { makeTempDir, startTestServer, type TestServer } from '../testing/test-server';

const tmp = makeTempDir();
let server: TestServer;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'products.sqlite'));
  http = httpClient(server);
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

const list = async (query: string, country = 'ae') => (await http.getOk(`/${country}/api/products/?itemsPerPage=999&${query}`, productListSchema)).body;
const ids = (items: readonly ProductSummary[]) => items.map((item) => item.id);
/** What one piece costs now, as a card shows it: the running offer's price, else the price. */
const priceNow = (item: ProductSummary) => item.offer?.price ?? item.price;

describe('GET /:country/api/products/', () => {
  it('lists every product sold in the country, 30 per page by default', async () => {
    const { body } = await http.getOk('/ae/api/products/', productListSchema);
    expect(body).toMatchObject({ page: 1, itemsPerPage: 30, totalItems: 326 });
    expect(body.items).toHaveLength(30);
    expect(body.items[0]).toMatchObject({ currency: 'AED', fractionDigits: 2, category: { path: 'motorcycles/off-road-motorcycles/enduro' } });
  });

  it('serves pages of at most 999', async () => {
    expect((await list('')).items).toHaveLength(326);
    expect((await http.getOk('/ae/api/products/?itemsPerPage=5000', productListSchema)).body.itemsPerPage).toBe(999);
    const page2 = (await http.getOk('/ae/api/products/?itemsPerPage=10&page=2', productListSchema)).body;
    expect(ids(page2.items)).toEqual(ids((await list('')).items.slice(10, 20)));
  });

  it('filters by category id, slug or path, including descendants', async () => {
    const byPath = await list('category=motorcycles/off-road-motorcycles');
    expect(byPath.totalItems).toBe(21);
    expect(byPath.items.every((item) => item.category.path.startsWith('motorcycles/off-road-motorcycles/'))).toBe(true);
    expect(ids((await list('category.slug=off-road-motorcycles')).items)).toEqual(ids(byPath.items));
    expect((await list('category=1')).totalItems).toBe(59);
    await http.getError('/ae/api/products/?category=motorcycles/enduro', 404);
  });

  it('filters by price[between] in major units, either side open, on the price a shopper pays now', async () => {
    const all = (await list('')).items;
    const inRange = all.filter((item) => priceNow(item) >= 1_000_000 && priceNow(item) <= 2_000_000);
    expect(ids((await list('price[between]=10000..20000')).items).sort()).toEqual(ids(inRange).sort());
    // An offer's price counts, not the price before it: Raptor 250 costs 12,790.00 less 10 %.
    const raptor = all.find((item) => item.slug === 'raptor-250');
    expect(raptor).toMatchObject({ price: 1_279_000, offer: { price: 1_151_100 } });
    expect(ids((await list('price[between]=..11511')).items)).toContain(raptor?.id);
    expect(ids((await list('price[between]=11511.01..')).items)).not.toContain(raptor?.id);
    expect((await list('price[between]=10000..')).items.every((item) => priceNow(item) >= 1_000_000)).toBe(true);
    expect((await list('price[between]=..99.99')).items.every((item) => priceNow(item) <= 9999)).toBe(true);
    // Omani rial has three decimals: 1.5 OMR is 1500 baisa.
    expect((await list('price[between]=..1.5', 'om')).items.every((item) => priceNow(item) <= 1500)).toBe(true);
  });

  it.each(['abc', '10..x', '20..10', '1.234..', '..', '1e3..2e3'])('refuses price[between]=%s with a 400', async (between) => {
    if (between === '..') {
      expect((await list(`price[between]=${between}`)).totalItems).toBe(326);
      return;
    }
    expect((await http.getError(`/ae/api/products/?price[between]=${between}`, 400)).message).toMatch(/price\.between/);
  });

  it('sorts by order[price] and order[createdAt]', async () => {
    const ascending = (await list('order[price]=asc')).items.map(priceNow);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await list('order[price]=desc')).items.map(priceNow);
    expect(descending).toEqual([...ascending].reverse().sort((a, b) => b - a));
    const newest = (await http.getOk('/ae/api/products/?order[createdAt]=desc&itemsPerPage=5', productListSchema)).body.items;
    expect(newest[0]?.modelYear).toBeGreaterThanOrEqual(2026);
    await http.getError('/ae/api/products/?order[price]=cheapest', 400);
    await http.getError('/ae/api/products/?order[weight]=asc', 400);
    await http.getError('/ae/api/products/?order[price]=asc&order[createdAt]=desc', 400);
  });

  it('filters by badges[] (any of them), in the country of the request', async () => {
    const sale = await list('badges[]=sale');
    expect(sale.totalItems).toBeGreaterThan(10);
    for (const item of sale.items) {
      expect(item.badges.map((badge) => badge.text)).toContain('sale');
      expect(item.oldPrice).toBeGreaterThan(item.price);
    }
    const either = await list('badges[]=new&badges[]=pre-order');
    expect(either.items.every((item) => item.badges.some((badge) => badge.text === 'new' || badge.text === 'pre-order'))).toBe(true);
    expect(either.totalItems).toBeGreaterThan((await list('badges[]=new')).totalItems);
    expect((await list('badges=limited-stock')).items.every((item) => item.stock >= 1 && item.stock <= 3)).toBe(true);
    expect((await list('badges[]=pre-order')).items.every((item) => item.stock === 0 && item.modelYear === 2027)).toBe(true);
  });

  it('says which products are pre-orders, with the day each is expected: those with the pre-order badge, no other', async () => {
    const all = (await list('')).items;
    const preOrders = all.filter((item) => item.preOrder !== null);
    expect(preOrders).toHaveLength(14);
    for (const item of all) expect(item.preOrder !== null, item.slug).toBe(item.badges.some((badge) => badge.text === 'pre-order'));
    for (const item of preOrders) expect(item).toMatchObject({ stock: 0, inStock: false, preOrder: { expectedAt: expect.stringMatching(/^2027-0[2-5]-01$/) } });
    const detail = (await http.getOk(`/ae/api/products/${preOrders[0]?.id ?? 0}`, productDetailSchema)).body;
    expect(detail.preOrder).toEqual(preOrders[0]?.preOrder);
  });

  it('lists the products ids= names (a cart naming its lines), those sold in the country only', async () => {
    const named = await list('ids=3,1,987654');
    expect(ids(named.items).sort()).toEqual([1, 3]);
    expect(named.totalItems).toBe(2);
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect((await list(`ids=${hundred.join(',')}`)).items.length).toBeGreaterThan(20);
    for (const bad of ['ids=0', 'ids=x', 'ids=1.5', 'ids=1,,2', 'ids[]=1', `ids=${'9'.repeat(11)}`, `ids=${[...hundred, 101].join(',')}`]) {
      expect((await http.getError(`/ae/api/products/?${bad}`, 400)).message, bad).toMatch(/ids/);
    }
  });

  it('filters by offers.slug among the offers running in the country', async () => {
    const enduro = await list('offers.slug=enduro-season');
    expect(enduro.totalItems).toBe(7);
    expect(enduro.items.every((item) => item.category.slug === 'enduro')).toBe(true);
    expect((await list('offers.slug=on-the-water', 'kz')).totalItems).toBe(0);
    expect((await list('offers.slug=black-friday-2025')).totalItems).toBe(0);
  });

  it('names the best running offer of each product with the price of one piece at it, the quotation’s', async () => {
    for (const country of ['ae', 'om', 'uz']) {
      const items = (await list('', country)).items;
      const atOffer = items.filter((item) => item.offer);
      expect(atOffer.length, country).toBeGreaterThan(0);
      // An offer is not a sale's old price: its percentage is taken from the price.
      for (const { price, offer } of atOffer) expect(offer?.price).toBe(price - Math.round((price * (offer?.discountPercent ?? 0)) / 100));
      expect(items.filter((item) => !item.offer).every((item) => item.offer === null)).toBe(true);
      // One piece of each in one cart (one write: they are rate limited): what the card shows is what the line costs.
      const cart = { cart: atOffer.slice(0, 100).map((item) => ({ product_id: item.id, quantity: 1 })) };
      const { body } = await http.postOk(`/${country}/api/quotation/get`, cart, quotationSchema);
      expect(
        body.lines.map((line) => ({ id: line.productId, price: line.linePrice - line.discount, offer: line.offerSlug })),
        country,
      ).toEqual(atOffer.slice(0, 100).map((item) => ({ id: item.id, price: item.offer?.price, offer: item.offer?.slug })));
    }
  });

  it('filters by characteristics[key][]: values of one key are alternatives, keys all apply', async () => {
    const cooled = await list('characteristics[cooling][]=liquid');
    const liquidOrAir = await list('characteristics[cooling][]=liquid&characteristics[cooling][]=air');
    expect(liquidOrAir.totalItems).toBeGreaterThan(cooled.totalItems);
    const both = await list('category=motorcycles&characteristics[cooling][]=liquid&characteristics[displacement][]=450');
    expect(both.totalItems).toBeGreaterThan(0);
    for (const item of both.items) {
      const detail = (await http.getOk(`/ae/api/products/${item.id}`, productDetailSchema)).body;
      const value = (key: string) => detail.characteristics.find((c) => c.key === key)?.value;
      expect(value('displacement')).toBe(450);
      expect(value('cooling')).toBe('Liquid');
    }
    expect((await list('characteristics[cooling][]=plasma')).totalItems).toBe(0);
    await http.getError('/ae/api/products/?characteristics[Bad Key][]=1', 400);
    await http.getError('/ae/api/products/?characteristics=liquid', 400);
  });

  it('combines filters, sorting and paging', async () => {
    const body = (await http.getOk('/ae/api/products/?category=generators&badges[]=sale&order[price]=desc&itemsPerPage=3', productListSchema)).body;
    expect(body.items.length).toBeLessThanOrEqual(3);
    expect(body.items.every((item) => item.category.path.startsWith('generators/'))).toBe(true);
  });

  it('answers in the request language', async () => {
    const { body, response } = await http.getOk('/ae/api/products/?itemsPerPage=1', productListSchema, { 'Accept-Language': 'ru-RU' });
    expect(body.items[0]?.name).toBe('Мотоцикл эндуро Raptor 125');
    expect(response.headers.get('content-language')).toBe('ru');
  });
});

describe('GET /:country/api/v2/products/', () => {
  it('adds the filters of the category asked for', async () => {
    const { body } = await http.getOk('/ae/api/v2/products/?category=enduro', productListV2Schema);
    expect(body.totalItems).toBe(7);
    expect(body.filters.categoryId).toBe(body.items[0]?.category.id);
    expect(body.filters.characteristics.map((c) => c.key)).toEqual(['engine-type', 'displacement', 'cooling', 'transmission', 'abs', 'colour']);
    expect(body.filters.offers).toEqual([{ value: 'enduro-season', label: 'Enduro season: 10 % off', count: 7 }]);
    const prices = body.items.map(priceNow);
    expect(body.filters.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it('gives the whole catalogue’s price range and badges without a category', async () => {
    const { body } = await http.getOk('/ae/api/v2/products/', productListV2Schema);
    expect(body.filters).toMatchObject({ categoryId: null, characteristics: [] });
    expect(body.filters.badges.map((badge) => badge.value)).toEqual(['best-seller', 'new', 'sale', 'limited-stock', 'pre-order']);
  });

  it('counts the filters over what a search finds', async () => {
    const { body } = await http.getOk('/ae/api/v2/products/?q=raptor&itemsPerPage=50', productListV2Schema);
    expect(body.totalItems).toBe(4);
    const newOnes = body.items.filter((item) => item.badges.some((badge) => badge.text === 'new')).length;
    expect(body.filters.badges.find((badge) => badge.value === 'new')?.count).toBe(newOnes);
    expect(body.filters.offers).toEqual([{ value: 'enduro-season', label: 'Enduro season: 10 % off', count: 4 }]);
    const prices = body.items.map(priceNow);
    expect(body.filters.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });
});

describe('GET /:country/api/products/search', () => {
  it('finds products by words in any language, best match first', async () => {
    const { body } = await http.getOk('/ae/api/products/search?q=raptor 250', productListSchema);
    expect(body.items[0]?.slug).toBe('raptor-250');
    expect((await http.getOk('/ae/api/products/search?q=мотопомпа', productListSchema)).body.items.every((item) => item.category.path.startsWith('water-pumps/'))).toBe(true);
    expect((await http.getOk(`/ae/api/products/search?q=${encodeURIComponent('مولد')}&itemsPerPage=999`, productListSchema)).body.totalItems).toBe(28);
    expect((await http.getOk('/ae/api/products/search?q=NRK-01003', productListSchema)).body.totalItems).toBe(7);
  });

  it('treats operators and quotes as plain words', async () => {
    const { body } = await http.getOk(`/ae/api/products/search?q=${encodeURIComponent('"raptor" OR NEAR(* -')}`, productListSchema);
    expect(body.items.every((item) => /raptor/i.test(item.name))).toBe(true);
  });

  it('needs a q with a letter or digit', async () => {
    await http.getError('/ae/api/products/search', 400);
    await http.getError('/ae/api/products/search?q=%22%22', 400);
    await http.getError('/ae/api/products/search?q[]=a', 400);
  });
});

describe('GET /:country/api/products/{id} and /slug/{slug}', () => {
  it('gives the product page: description, images, characteristics in groups, offers and ancestors', async () => {
    const { body } = await http.getOk('/ru/api/products/slug/raptor-250?locale=ru', productDetailSchema);
    expect(body).toMatchObject({ slug: 'raptor-250', currency: 'RUB', name: 'Мотоцикл эндуро Raptor 250' });
    expect(body.images).toHaveLength(3);
    expect(body.ancestors.map((a) => a.slug)).toEqual(['motorcycles', 'off-road-motorcycles', 'enduro']);
    expect(body.offers.map((offer) => offer.slug)).toEqual(['enduro-season']);
    expect(body.offer).toMatchObject({ slug: 'enduro-season', price: body.price - Math.round(body.price / 10) });
    expect(body.description[0]).toMatchObject({ type: 'paragraph' });
    const positions = body.characteristics.map((c) => [c.group.position, c.position]);
    expect(positions).toEqual([...positions].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)));
    const byKey = Object.fromEntries(body.characteristics.map((c) => [c.key, c]));
    expect(byKey['displacement']).toMatchObject({ name: 'Рабочий объём', value: 250, unit: 'см³', group: { title: 'Двигатель' } });
    expect(byKey['engine-type']).toMatchObject({ value: 'Четырёхтактный', unit: null });
    expect(byKey['package-contents']?.value).toEqual([
      { name: 'Ключи', value: 2 },
      { name: 'Набор инструментов', value: 1 },
      { name: 'Руководство по эксплуатации', value: 1 },
    ]);
  });

  it('finds the same product by id', async () => {
    const bySlug = (await http.getOk('/ae/api/products/slug/raptor-250', productDetailSchema)).body;
    expect((await http.getOk(`/ae/api/products/${bySlug.id}`, productDetailSchema)).body).toEqual(bySlug);
  });

  it.each(['/ae/api/products/0', '/ae/api/products/1.0', '/ae/api/products/abc', '/ae/api/products/slug/RAPTOR-250'])('answers %s with a JSON 404', async (path) => {
    await http.getError(path, 404);
  });

  it('has logged no server errors', () => {
    expect(server.loggedErrors).toEqual([]);
  });
});

describe('reference prices (the lowest of the 30 days before a reduction)', () => {
  // The seed lowers one product in five for a few days shortly before the reductions began
  // (PRICE_HISTORY_SEED): 10-22 December 2025 before the offers of 1 January 2026.
  it('is the list price at an offer whose product kept its price, and the lower price of a product that was cheaper in the 30 days before', async () => {
    const atOffers = (await list('', 'es')).items.filter((item) => item.offer);
    const kept = atOffers.find((item) => item.id % 5 !== 0);
    const dipped = atOffers.find((item) => item.id % 5 === 0);
    if (!kept || !dipped) throw new Error('the seed has products at offers with and without a lower price before');
    expect(kept.referencePrice).toBe(kept.price);
    // 5 % below the list price (integer minor units), and still above the offer's price.
    expect(dipped.referencePrice).toBe(dipped.price - Math.trunc(dipped.price / 20));
    expect(dipped.referencePrice).toBeGreaterThan(dipped.offer?.price ?? Infinity);
  });

  it('is a sale’s old price, or the lower price the product had in the 30 days before the sale', async () => {
    const sales = (await list('', 'es')).items.filter((item) => !item.offer && item.oldPrice !== null);
    const plain = sales.find((item) => item.id % 5 !== 0);
    const dipped = sales.find((item) => item.id % 5 === 0);
    if (!plain || !dipped || dipped.oldPrice === null) throw new Error('the seed has sales with and without a lower price before');
    expect(plain.referencePrice).toBe(plain.oldPrice);
    expect(dipped.referencePrice).toBe(dipped.price + Math.trunc((dipped.oldPrice - dipped.price) / 2));
  });

  it('is null for a product at its price, and the product page and the comparison give the same figure', async () => {
    const items = (await list('', 'es')).items;
    const regular = items.find((item) => !item.offer && item.oldPrice === null);
    expect(regular?.referencePrice).toBeNull();
    const dipped = items.find((item) => item.offer && item.id % 5 === 0);
    if (!dipped) throw new Error('no product at an offer with a lower price before');
    expect((await http.getOk(`/es/api/products/slug/${dipped.slug}`, productDetailSchema)).body.referencePrice).toBe(dipped.referencePrice);
    expect((await http.getOk(`/es/api/comparison/products/${dipped.slug}`, comparisonProductSchema)).body.referencePrice).toBe(dipped.referencePrice);
  });
});
