import { cookieAssignment, readCookie } from '@storefront/cookies';
import { CITY_SLUG } from './city-slug';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie that remembers the city a shopper chose in a region (`city_ae=dubai`): one per region. */
const rememberedCityCookieName = (region: string) => `city_${region}`;

/** `document.cookie` assignment remembering the city chosen in the locality drawer (365 days, SameSite lax, secure). */
export function rememberedCityCookie(region: string, city: string): string {
  return cookieAssignment(rememberedCityCookieName(region), city, { maxAgeSeconds: ONE_YEAR_SECONDS, sameSite: 'lax' });
}

/**
 * The city remembered for `region` in a `Cookie` header or `document.cookie`, if it can be a city
 * slug at all; whether the region still knows it is the caller's check (its cities list).
 */
export function rememberedCity(cookies: string | null | undefined, region: string): string | undefined {
  const city = readCookie(cookies, rememberedCityCookieName(region));
  return city !== undefined && CITY_SLUG.test(city) ? city : undefined;
}
