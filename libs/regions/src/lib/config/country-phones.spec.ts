import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getExampleNumber } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { loadCountryPhones, phonePrefix, type CountryPhone } from './country-phones';
import { REGIONS } from './regions.config';

const HERE = dirname(fileURLToPath(import.meta.url));
const JSON_FILE = join(HERE, 'country-phones.json');
const GENERATOR = resolve(HERE, '../../../../../tools/scripts/generate-country-phones.mjs');
const SRC = resolve(HERE, '../..');

const committed = readFileSync(JSON_FILE, 'utf8');
const list = JSON.parse(committed) as CountryPhone[];
const byIso2 = new Map(list.map((entry) => [entry.iso2, entry]));

/** `## ### [#][#]` → 5 required and 2 optional digits. */
const digitsOf = (mask: string) => {
  const optional = mask.split('[#]').length - 1;
  return { required: mask.split('#').length - 1 - optional, optional };
};

describe('country-phones.json', () => {
  it('is exactly what the generator produces from the installed libphonenumber-js', () => {
    const generated = execFileSync(process.execPath, [GENERATOR, '--stdout'], { encoding: 'utf8' });
    expect(committed).toBe(generated);
  });

  it('lists about 240 countries, sorted by a unique iso2', () => {
    expect(list.length).toBeGreaterThanOrEqual(230);
    expect(list.length).toBeLessThanOrEqual(260);
    const codes = list.map((entry) => entry.iso2);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
  });

  it('gives every entry an English name, a numeric cc, a digit mask and the regional-indicator flag', () => {
    for (const { name, iso2, cc, mask, flag } of list) {
      expect(iso2, name).toMatch(/^[A-Z]{2}$/);
      expect(name, iso2).not.toBe(iso2);
      expect(cc, iso2).toMatch(/^[1-9]\d{0,2}$/);
      expect(mask, iso2).toMatch(/^#(?:#|\[#\]| |-)*$/);
      expect([...flag].map((symbol) => String.fromCharCode(symbol.codePointAt(0)! - 0x1f1e6 + 65)).join(''), iso2).toBe(iso2);
    }
    expect(byIso2.get('AE')).toEqual({ name: 'United Arab Emirates', iso2: 'AE', cc: '971', mask: '## ### ####', flag: '🇦🇪' });
    expect(byIso2.get('RU')).toMatchObject({ name: 'Russia', cc: '7', mask: '### ### ## ##' });
    expect(byIso2.get('KZ')).toMatchObject({ cc: '7' });
    expect(byIso2.get('US')).toMatchObject({ name: 'United States', cc: '1', mask: '### ### ####' });
  });

  it('masks a mobile number the way libphonenumber formats it, with [#] where fewer or more digits are possible', () => {
    // Germany's mobile numbers have 10 or 11 digits; Austria's 7 to 13; Andorra's 6 or 9.
    expect(byIso2.get('DE')?.mask).toBe('#### ######[#]');
    expect(byIso2.get('BR')?.mask).toBe('## ##### ###[#]');
    expect(byIso2.get('AT')?.mask).toBe('### ####[#][#][#][#][#][#]');
    expect(byIso2.get('AD')?.mask).toBe('### ###[#][#][#]');
    for (const { iso2, mask } of list) {
      const example = getExampleNumber(iso2 as Parameters<typeof getExampleNumber>[0], examples);
      if (!example) continue;
      const { required, optional } = digitsOf(mask);
      expect(example.nationalNumber.length, iso2).toBeGreaterThanOrEqual(required);
      expect(example.nationalNumber.length, iso2).toBeLessThanOrEqual(required + optional);
      // The example itself fits the mask's grouping: separators sit where the example has them.
      const international = example.formatInternational().slice(`+${example.countryCallingCode} `.length);
      expect(mask.replace(/\[#\]/g, '#').startsWith(international.replace(/\d/g, '#')), iso2).toBe(true);
    }
  });

  it("has every configured region's country", () => {
    for (const region of REGIONS) expect(byIso2.has(region.iso2), region.code).toBe(true);
  });
});

describe('phonePrefix (SPEC §3)', () => {
  it("is the cc of the country whose iso2 is the region's, for every region, and the region's countryCode", () => {
    for (const region of REGIONS) {
      expect(phonePrefix(region), region.code).toBe(byIso2.get(region.iso2)?.cc);
      expect(region.countryCode, region.code).toBe(phonePrefix(region));
    }
    expect(REGIONS.map((region) => `${region.code}:${phonePrefix(region)}`)).toEqual([
      'ae:971', 'om:968', 'mx:52', 'ru:7', 'by:375', 'br:55', 'qa:974', 'sa:966',
      'es:34', 'co:57', 'eg:20', 'kz:7', 'ma:212', 'ge:995', 'uz:998',
    ]);
  });

  it('is empty when no country matches', () => {
    for (const iso2 of ['', 'ZZ', 'ae', '__proto__', 'constructor', 'toString']) {
      expect(phonePrefix({ iso2 }), iso2).toBe('');
    }
  });
});

describe('loadCountryPhones', () => {
  it('loads the whole list on demand', async () => {
    await expect(loadCountryPhones()).resolves.toEqual(list);
  });

  it('is the only way in: no module statically imports the list, so it never lands in every page', () => {
    const sources = (readdirSync(SRC, { recursive: true, encoding: 'utf8' }) as string[]).filter(
      (file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file),
    );
    expect(sources.length).toBeGreaterThan(5);
    for (const file of sources) {
      const text = readFileSync(join(SRC, file), 'utf8');
      expect(text, file).not.toMatch(/(?:from|import)\s+['"][^'"]*country-phones\.json['"]/);
    }
  });
});
