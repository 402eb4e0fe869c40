import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citySchema, listSchema, storeSchema } from '@storefront/api-client/contract';
import { COUNTRY_CODES } from '../countries';
import { httpClient } from '../testing/http';
import { makeTempDir, startTestServer, type TestServer } from '../testing/test-server';

const tmp = makeTempDir();
let server: TestServer;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'places.sqlite'));
  http = httpClient(server);
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

const cities = listSchema(citySchema);
const stores = listSchema(storeSchema);

describe('GET /:country/api/cities', () => {
  it.each(COUNTRY_CODES)('lists at least three cities of %s with their region', async (country) => {
    const { body } = await http.getOk(`/${country}/api/cities?itemsPerPage=999`, cities);
    expect(body.items.length).toBeGreaterThanOrEqual(3);
    expect(body.itemsPerPage).toBe(999);
  });

  it('names cities like their regions, so a {city} path segment selects its region', async () => {
    const { body } = await http.getOk('/ae/api/cities?itemsPerPage=999', cities);
    expect(body.items.map((city) => [city.slug, city.region.slug])).toEqual([
      ['dubai', 'dubai'],
      ['abu-dhabi', 'abu-dhabi'],
      ['al-ain', 'abu-dhabi'],
      ['sharjah', 'sharjah'],
      ['ajman', 'ajman'],
      ['ras-al-khaimah', 'ras-al-khaimah'],
    ]);
  });

  it('filters by region.slug and active', async () => {
    expect((await http.getOk('/ae/api/cities?region.slug=abu-dhabi', cities)).body.items.map((city) => city.slug)).toEqual(['abu-dhabi', 'al-ain']);
    expect((await http.getOk('/ae/api/cities?active=false', cities)).body.items.map((city) => city.slug)).toEqual(['ras-al-khaimah']);
  });

  it('gives Russian case forms', async () => {
    const { body } = await http.getOk('/ru/api/cities?locale=ru&region.slug=moscow', cities);
    expect(body.items.map((city) => [city.name, city.nameCases.nameIn, city.nameCases.nameFrom])).toEqual([
      ['Москва', 'в Москве', 'из Москвы'],
      ['Красногорск', 'в Красногорске', 'из Красногорска'],
    ]);
  });
});

describe('GET /:country/api/stores', () => {
  it.each(COUNTRY_CODES)('lists at least three stores of %s, open 09:00–21:00 every day', async (country) => {
    const { body } = await http.getOk(`/${country}/api/stores?itemsPerPage=999`, stores);
    expect(body.items.length).toBeGreaterThanOrEqual(3);
    for (const store of body.items) {
      expect(store.openingHours).toHaveLength(7);
      expect(store.openingHours.every((day) => day.opens === '09:00' && day.closes === '21:00')).toBe(true);
    }
  });

  it('filters by region.slug, city.slug and kind, and shows the region’s active flag', async () => {
    expect((await http.getOk('/ae/api/stores?region.slug=dubai', stores)).body.items.map((store) => store.city.slug)).toEqual(['dubai']);
    expect((await http.getOk('/ae/api/stores?kind=service', stores)).body.items.map((store) => store.kind)).toEqual(['service']);
    const inactive = (await http.getOk('/ae/api/stores?city.slug=ras-al-khaimah', stores)).body.items;
    expect(inactive.map((store) => store.region.active)).toEqual([false]);
    await http.getError('/ae/api/stores?kind=warehouse', 400);
  });

  it('finds a store by uuid, in the request language', async () => {
    const first = (await http.getOk('/eg/api/stores', stores)).body.items[0];
    const { body } = await http.getOk(`/eg/api/stores/uuid/${first?.uuid ?? ''}?locale=ar`, storeSchema);
    expect(body).toMatchObject({ uuid: first?.uuid, name: 'صالة عرض المحركات والمعدات في القاهرة' });
    expect(body.address).toMatch(/^شارع صلاح سالم، \d+، القاهرة$/);
    expect((await http.getOk(`/eg/api/stores/uuid/${(first?.uuid ?? '').toUpperCase()}`, storeSchema)).body.uuid).toBe(first?.uuid);
    // A store belongs to one country only.
    await http.getError(`/ae/api/stores/uuid/${first?.uuid ?? ''}`, 404);
    await http.getError('/eg/api/stores/uuid/not-a-uuid', 404);
  });
});
