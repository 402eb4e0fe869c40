import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, regionListSchema, regionSchema } from '@storefront/api-client/contract';
import { COUNTRY_CODES } from '../countries';
import { makeTempDir, startTestServer, type TestServer } from '../testing/test-server';

const tmp = makeTempDir();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'regions.sqlite'));
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

async function getJson(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers });
  return { response, body: (await response.json()) as unknown };
}

async function list(path: string, headers: Record<string, string> = {}) {
  const { response, body } = await getJson(path, headers);
  expect(response.status, path).toBe(200);
  return { response, list: regionListSchema.parse(body) };
}

async function badRequest(path: string) {
  const { response, body } = await getJson(path);
  expect(response.status, path).toBe(400);
  return apiErrorSchema.parse(body);
}

describe('GET /:country/api/regions', () => {
  it.each(COUNTRY_CODES)('lists the regions of %s in the contract shape', async (country) => {
    const { list: regions } = await list(`/${country}/api/regions`);
    expect(regions.items.length).toBeGreaterThanOrEqual(3);
    expect(regions.items.length).toBeLessThanOrEqual(5);
    expect(regions).toMatchObject({ totalItems: regions.items.length, page: 1, itemsPerPage: 30 });
  });

  it('lists only the asked country, in display order', async () => {
    expect((await list('/ae/api/regions')).list.items.map((r) => r.slug)).toEqual([
      'dubai',
      'abu-dhabi',
      'sharjah',
      'ajman',
      'ras-al-khaimah',
    ]);
    expect((await list('/ru/api/regions')).list.items.map((r) => r.slug)).toEqual([
      'moscow',
      'saint-petersburg',
      'kazan',
      'novosibirsk',
      'yekaterinburg',
    ]);
    expect((await list('/mx/api/regions')).list.items[0]).toMatchObject({ slug: 'ciudad-de-mexico', name: 'Mexico City' });
  });

  it('accepts a trailing slash, as the storefront writes some paths', async () => {
    expect((await list('/ae/api/regions/')).list.totalItems).toBe(5);
  });

  describe('paging', () => {
    it('returns the asked page', async () => {
      const { list: page2 } = await list('/ae/api/regions?page=2&itemsPerPage=2');
      expect(page2).toMatchObject({ page: 2, itemsPerPage: 2, totalItems: 5 });
      expect(page2.items.map((r) => r.slug)).toEqual(['sharjah', 'ajman']);
      const { list: page3 } = await list('/ae/api/regions?page=3&itemsPerPage=2');
      expect(page3.items.map((r) => r.slug)).toEqual(['ras-al-khaimah']);
    });

    it('returns an empty page past the end', async () => {
      const { list: regions } = await list('/ae/api/regions?page=9');
      expect(regions).toMatchObject({ items: [], totalItems: 5, page: 9 });
    });

    it('serves 999 when more per page are asked for', async () => {
      expect((await list('/ae/api/regions?itemsPerPage=999')).list.itemsPerPage).toBe(999);
      expect((await list('/ae/api/regions?itemsPerPage=1000')).list.itemsPerPage).toBe(999);
      expect((await list(`/ae/api/regions?itemsPerPage=${'9'.repeat(30)}`)).list.itemsPerPage).toBe(999);
    });

    it.each([
      'itemsPerPage=0',
      'itemsPerPage=-1',
      'itemsPerPage=abc',
      'itemsPerPage=1.5',
      'itemsPerPage=1e3',
      'itemsPerPage=',
      'page=0',
      'page=two',
      'page=10000001',
      'page[]=1',
      'page=1&page=2',
      'itemsPerPage[max]=5',
      'active=yes',
      'active[]=true',
      'locale[]=ru',
    ])('refuses ?%s with a JSON 400', async (query) => {
      const error = await badRequest(`/ae/api/regions?${query}`);
      expect(error.error).toBe('Bad Request');
      expect(error.message).toMatch(/^Invalid query: (page|itemsPerPage|active|locale)/);
    });
  });

  describe('active filter', () => {
    it('lists only active regions with active=true', async () => {
      const { list: regions } = await list('/ae/api/regions?active=true');
      expect(regions.totalItems).toBe(4);
      expect(regions.items.every((r) => r.active)).toBe(true);
      expect(regions.items.map((r) => r.slug)).not.toContain('ras-al-khaimah');
    });

    it('lists only inactive regions with active=false', async () => {
      const { list: regions } = await list('/ru/api/regions?active=false');
      expect(regions).toMatchObject({ totalItems: 1, items: [{ slug: 'yekaterinburg', active: false }] });
    });

    it('pages within the filtered list', async () => {
      const { list: regions } = await list('/ae/api/regions?active=true&itemsPerPage=3&page=2');
      expect(regions).toMatchObject({ totalItems: 4, items: [{ slug: 'ajman' }] });
    });
  });

  describe('locale', () => {
    it('serves English by default', async () => {
      const { response, list: regions } = await list('/ae/api/regions');
      expect(regions.items[0]).toMatchObject({
        name: 'Dubai',
        nameCases: { nameIn: 'in Dubai', nameFrom: 'from Dubai' },
      });
      expect(response.headers.get('content-language')).toBe('en');
    });

    it('serves Arabic for ?locale=ar', async () => {
      const { response, list: regions } = await list('/ae/api/regions?locale=ar');
      expect(regions.items[0]).toMatchObject({ name: 'دبي', nameCases: { nameIn: 'في دبي', nameFrom: 'من دبي' } });
      expect(response.headers.get('content-language')).toBe('ar');
    });

    it('serves declined Russian for Accept-Language: ru', async () => {
      const { response, list: regions } = await list('/ru/api/regions', { 'Accept-Language': 'ru' });
      expect(regions.items[0]).toEqual(
        expect.objectContaining({ name: 'Москва', nameCases: { nameIn: 'в Москве', nameFrom: 'из Москвы' } }),
      );
      expect(response.headers.get('content-language')).toBe('ru');
      expect(response.headers.get('vary')).toMatch(/Accept-Language/);
    });

    it('negotiates a browser header with regions and weights', async () => {
      const { list: regions } = await list('/es/api/regions', { 'Accept-Language': 'de-DE, es-ES;q=0.8, en;q=0.5' });
      expect(regions.items.find((r) => r.slug === 'sevilla')?.name).toBe('Sevilla');
      const { list: french } = await list('/es/api/regions', { 'Accept-Language': 'fr-FR, es-ES;q=0.8, en;q=0.5' });
      expect(french.items.find((r) => r.slug === 'sevilla')?.name).toBe('Séville');
    });

    it.each([
      ['ka', '/ge/api/regions?locale=ka', {}, { name: 'თბილისი', nameCases: { nameIn: 'თბილისში', nameFrom: 'თბილისიდან' } }],
      ['ka', '/ge/api/regions', { 'Accept-Language': 'ka-GE, uz;q=0.9' }, { name: 'თბილისი', nameCases: { nameIn: 'თბილისში', nameFrom: 'თბილისიდან' } }],
      ['uz', '/uz/api/regions?locale=uz', {}, { name: 'Toshkent', nameCases: { nameIn: 'Toshkentda', nameFrom: 'Toshkentdan' } }],
      ['fr', '/ma/api/regions?locale=fr', {}, { name: 'Casablanca', nameCases: { nameIn: 'à Casablanca', nameFrom: 'de Casablanca' } }],
      ['pt', '/br/api/regions?locale=pt', { 'Accept-Language': 'ru' }, { name: 'São Paulo', nameCases: { nameIn: 'em São Paulo', nameFrom: 'de São Paulo' } }],
    ])('serves %s: %s %o', async (language, path, headers, first) => {
      const { response, list: regions } = await list(path, headers);
      expect(regions.items[0]).toMatchObject(first);
      expect(response.headers.get('content-language')).toBe(language);
    });

    it('maps a storefront locale to its language (es_mx → es)', async () => {
      const { list: regions } = await list('/mx/api/regions?locale=es_mx');
      expect(regions.items[0]?.nameCases).toEqual({ nameIn: 'en Ciudad de México', nameFrom: 'desde Ciudad de México' });
    });

    it('lets ?locale= win over the header', async () => {
      const { list: regions } = await list('/ru/api/regions?locale=es', { 'Accept-Language': 'ru' });
      expect(regions.items[0]?.name).toBe('Moscú');
    });

    it.each([
      ['?locale=de', {}],
      ['?locale=tr', { 'Accept-Language': 'ru' }],
      ['', { 'Accept-Language': 'zh-CN, tr' }],
    ])('falls back to English for %s %o', async (query, headers) => {
      const { response, list: regions } = await list(`/ge/api/regions${query}`, headers);
      expect(regions.items[0]?.name).toBe('Tbilisi');
      expect(response.headers.get('content-language')).toBe('en');
    });
  });
});

describe('GET /:country/api/regions/:id', () => {
  it('returns one region in the contract shape, localized', async () => {
    const { list: regions } = await list('/ru/api/regions?locale=ru');
    const kazan = regions.items.find((r) => r.slug === 'kazan');
    if (!kazan) throw new Error('kazan is seeded');
    const { response, body } = await getJson(`/ru/api/regions/${kazan.id}?locale=ru`);
    expect(response.status).toBe(200);
    expect(regionSchema.parse(body)).toEqual(kazan);
    expect(kazan.nameCases).toEqual({ nameIn: 'в Казани', nameFrom: 'из Казани' });
  });

  it("does not find another country's region", async () => {
    const { list: regions } = await list('/ru/api/regions');
    const moscowId = regions.items[0]?.id;
    const { response, body } = await getJson(`/ae/api/regions/${moscowId}`);
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(body).message).toMatch(/No region/);
  });

  it.each(['999999', '0', 'abc', '1.0', '-1', '99999999999999999999'])('answers id %s with a JSON 404', async (id) => {
    const { response, body } = await getJson(`/ae/api/regions/${id}`);
    expect(response.status).toBe(404);
    apiErrorSchema.parse(body);
  });

  it('refuses a malformed locale with a JSON 400', async () => {
    await badRequest('/ae/api/regions/1?locale[a]=ru');
  });
});
