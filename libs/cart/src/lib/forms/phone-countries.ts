import { isLocaleCode, localeConfig } from '@storefront/locales';
import { loadCountryPhones, phonePrefix, type CountryPhone, type RegionConfig } from '@storefront/regions';
import type { PhoneCountry } from '@storefront/ui';
import { useSyncExternalStore } from 'react';

// The ~240 countries of SPEC §3, loaded on demand (a chunk of their own, `loadCountryPhones`): the
// first phone field a shopper opens fetches them, never a page's first load. Kept once loaded.
let loaded: readonly CountryPhone[] | undefined;
let loading: Promise<readonly CountryPhone[]> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the country table now (a story's loader, or a button's hover before a form opens); the phone
 * field loads it by itself. A failed load (offline, a new deployment) is tried again on the next call.
 */
export function preloadPhoneCountries(): Promise<readonly CountryPhone[]> {
  loading ??= loadCountryPhones().then(
    (list) => {
      loaded = list;
      listeners.forEach((listener) => listener());
      return list;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The table once loaded, undefined until then (and always on the server, so hydration matches). */
export function useCountryPhones(): readonly CountryPhone[] | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
}

/** A mask that takes any number while the table loads: 6 to 15 digits, as E.164 allows. */
const PROVISIONAL_MASK = '######[#########]';

/** The BCP 47 language of a locale code (`es_mx` → `es-MX`), or the code as given. */
export function languageOf(locale: string): string {
  return isLocaleCode(locale) ? localeConfig(locale).language : locale.replace('_', '-');
}

/** A country's name in `language` (`Intl.DisplayNames`), or `fallback` where the runtime has none. */
export function countryName(iso2: string, language: string, fallback = iso2): string {
  try {
    const name = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' }).of(iso2.toUpperCase());
    return name ?? fallback;
  } catch {
    return fallback;
  }
}

const flagOf = (iso2: string) =>
  String.fromCodePoint(...[...iso2.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

/**
 * The countries as the phone field lists them: names in the page's language, sorted by it, the
 * region's country first. Before the table has loaded, the region's country alone with a lenient mask,
 * so the field is usable at once.
 */
export function phoneCountries(list: readonly CountryPhone[] | undefined, region: Pick<RegionConfig, 'iso2'>, locale: string): PhoneCountry[] {
  const language = languageOf(locale);
  if (!list) {
    return [{ iso2: region.iso2, cc: phonePrefix(region), mask: PROVISIONAL_MASK, name: countryName(region.iso2, language), flag: flagOf(region.iso2) }];
  }
  const collator = new Intl.Collator(language);
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' });
  const translated = list.map((country) => {
    let name: string | undefined;
    try {
      name = names.of(country.iso2);
    } catch {
      name = undefined;
    }
    return { ...country, name: name ?? country.name };
  });
  translated.sort((a, b) => (a.iso2 === region.iso2 ? -1 : b.iso2 === region.iso2 ? 1 : collator.compare(a.name, b.name)));
  return translated;
}
