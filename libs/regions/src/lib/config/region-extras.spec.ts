import { isPossiblePhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { phonePrefix } from './country-phones';
import { regionExtras } from './region-extras';
import { REGIONS, REGION_CODES, type RegionCode } from './regions.config';

const greetingOf = (code: RegionCode) =>
  new URL(regionExtras(code).social.whatsapp).searchParams.get('text');

describe('regionExtras (SPEC §3 dev-only extras)', () => {
  it('exists for every configured region', () => {
    for (const code of REGION_CODES) expect(regionExtras(code)).toBeDefined();
  });

  it('refuses a code that is not a region', () => {
    expect(() => regionExtras('xx' as RegionCode)).toThrow(/unknown region/);
  });

  it("gives a phone whose prefix is the region's phone prefix and whose label and value are one fictional number", () => {
    for (const region of REGIONS) {
      const { phone } = regionExtras(region.code).contacts;
      expect(phone.prefix, region.code).toBe(phonePrefix(region));
      expect(phone.label.startsWith(`+${phone.prefix} `), region.code).toBe(true);
      expect(phone.value, region.code).toBe(`+${phone.label.replace(/\D/g, '')}`);
      expect(phone.value, region.code).toMatch(/^\+\d+0000$/);
      expect(isPossiblePhoneNumber(phone.value), `${region.code} ${phone.value}`).toBe(true);
      expect(parsePhoneNumberWithError(phone.value).country, region.code).toBe(region.iso2);
    }
    expect(regionExtras('ae').contacts.phone).toEqual({ prefix: '971', label: '+971 4 000 0000', value: '+97140000000' });
  });

  it('uses reserved mail domains, fictional streets and postal codes in the local format', () => {
    for (const code of REGION_CODES) {
      const { email, address } = regionExtras(code).contacts;
      expect(email).toBe(`${code}@motors-equipment.example`);
      expect(address).toMatch(/Example|Ejemplo|Примерная|Exemplo|Exemple|მაგალით|Namuna/);
    }
    const postal = Object.fromEntries(REGION_CODES.map((code) => [code, regionExtras(code).contacts.postalCode]));
    expect(postal).toMatchObject({ ae: '', qa: '', br: '01001-000', es: '28013', ru: '101000', ge: '0105' });
  });

  it("places the showroom in the region's default city", () => {
    const near = (a: number, b: number) => Math.abs(a - b) < 1;
    const cities: Record<string, [number, number]> = { dubai: [25.2, 55.3], moscow: [55.8, 37.6], 'sao-paulo': [-23.5, -46.6], bogota: [4.7, -74.1] };
    for (const region of REGIONS) {
      const { latitude, longitude } = regionExtras(region.code).contacts.geo;
      expect(Math.abs(latitude), region.code).toBeLessThanOrEqual(90);
      expect(Math.abs(longitude), region.code).toBeLessThanOrEqual(180);
      const expected = cities[region.city];
      if (expected) expect(near(latitude, expected[0]) && near(longitude, expected[1]), region.code).toBe(true);
    }
  });

  it('opens 09:00-21:00 every day (SPEC §9)', () => {
    for (const code of REGION_CODES) {
      expect(regionExtras(code).contacts.openingHours).toEqual([
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '09:00',
          closes: '21:00',
        },
      ]);
    }
  });

  it('links the social profiles and repeats them as sameAs', () => {
    const { social, contacts } = regionExtras('mx');
    expect(social).toMatchObject({
      facebook: 'https://www.facebook.com/motorsequipment.mx',
      linkedIn: 'https://www.linkedin.com/company/motors-equipment-mx',
      instagram: 'https://www.instagram.com/motorsequipment.mx',
      youtube: 'https://www.youtube.com/@motors-equipment-mx',
    });
    expect(contacts.sameAs).toEqual([social.facebook, social.linkedIn, social.instagram, social.youtube]);
    for (const code of REGION_CODES) {
      for (const link of regionExtras(code).contacts.sameAs) expect(new URL(link).protocol).toBe('https:');
    }
  });

  it("prefills the WhatsApp greeting in the region's default language, to the region's number", () => {
    const ae = regionExtras('ae');
    expect(ae.social.whatsapp.startsWith('https://wa.me/97140000000?text=')).toBe(true);
    expect(greetingOf('ae')).toBe('Hello! I have a question about your products.');
    expect(greetingOf('mx')).toBe('¡Hola! Tengo una pregunta sobre sus productos.');
    expect(greetingOf('ru')).toBe('Здравствуйте! У меня вопрос о вашей продукции.');
    expect(greetingOf('br')).toMatch(/^Olá!/);
    expect(greetingOf('ma')).toMatch(/^Bonjour/);
    expect(greetingOf('ge')).toMatch(/^გამარჯობა!/);
    expect(greetingOf('uz')).toMatch(/^Assalomu alaykum!/);
    for (const region of REGIONS) {
      const link = new URL(regionExtras(region.code).social.whatsapp);
      expect(link.host).toBe('wa.me');
      expect(link.pathname).toBe(`/${regionExtras(region.code).contacts.phone.value.slice(1)}`);
    }
  });

  it('switches features per market: Tabby in the UAE and Saudi Arabia only, callback forms everywhere', () => {
    const where = (flag: keyof ReturnType<typeof regionExtras>['features'], value = true) =>
      REGION_CODES.filter((code) => regionExtras(code).features[flag] === value);
    expect(where('hasTabby')).toEqual(['ae', 'sa']);
    expect(where('hasCallbackForms')).toEqual([...REGION_CODES]);
    expect(where('hasCaptcha')).toEqual(['ru']);
    expect(where('hasOnlinePayment', false)).toEqual(['by', 'eg', 'uz']);
  });

  it('hands out copies a caller cannot use to change another region', () => {
    const ae = regionExtras('ae');
    ae.features.hasTabby = false;
    expect(regionExtras('ae').features.hasTabby).toBe(true);
    expect(regionExtras('om').features.hasTabby).toBe(false);
    expect(Object.isFrozen(ae.contacts.openingHours[0]?.dayOfWeek)).toBe(true);
  });
});
