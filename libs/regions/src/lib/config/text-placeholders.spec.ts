import type { City, Generals } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { findRegion } from './regions.config';
import { textPlaceholders } from './text-placeholders';

const RU = findRegion('ru')!;
const ref = { id: 1, slug: 'moscow', name: 'Москва', active: true };
const city = (slug: string, name: string, nameIn: string, nameFrom: string): City => ({
  id: slug.length,
  slug,
  name,
  nameCases: { nameIn, nameFrom },
  active: true,
  region: ref,
  geo: { lat: 55.75, lng: 37.62 },
});
const CITIES = [city('moscow', 'Москва', 'в Москве', 'из Москвы'), city('kazan', 'Казань', 'в Казани', 'из Казани')];
const GENERALS: Generals = {
  generalContact: {
    primaryRegion: ref,
    regionName: 'Россия',
    regionNameCases: { nameIn: 'в России', nameFrom: 'из России' },
    fullRegionName: 'Российская Федерация',
    fullRegionNameCases: { nameIn: 'в Российской Федерации', nameFrom: 'из Российской Федерации' },
    phone: '+74951234567',
    email: 'info@motors-equipment.example',
    whatsapp: '+74951234567',
  },
};

describe('textPlaceholders', () => {
  it('names the country and the city of the path with their case forms', () => {
    expect(textPlaceholders({ region: RU, countryName: 'Россия', generals: GENERALS, cities: CITIES, citySlug: 'kazan' })).toEqual({
      currency: 'RUB',
      city: 'Казань',
      inCity: 'в Казани',
      fromCity: 'из Казани',
      region: 'Россия',
      inRegion: 'в России',
      fromRegion: 'из России',
      fullRegion: 'Российская Федерация',
      inFullRegion: 'в Российской Федерации',
      fromFullRegion: 'из Российской Федерации',
    });
  });

  it("uses the region's default city when the path has none", () => {
    const values = textPlaceholders({ region: RU, countryName: 'Россия', generals: GENERALS, cities: CITIES });

    expect([values.city, values.inCity, values.fromCity]).toEqual(['Москва', 'в Москве', 'из Москвы']);
  });

  it('falls back to plain names when the backend data is missing (SPEC §8: failed startup data)', () => {
    expect(textPlaceholders({ region: RU, countryName: 'Russia', cities: [] })).toEqual({
      currency: 'RUB',
      city: 'Moscow',
      inCity: 'Moscow',
      fromCity: 'Moscow',
      region: 'Russia',
      inRegion: 'Russia',
      fromRegion: 'Russia',
      fullRegion: 'Russia',
      inFullRegion: 'Russia',
      fromFullRegion: 'Russia',
    });
  });
});
