import { DEFAULT_LOCALE, formattingLocale, type LocaleCode } from '@storefront/locales';
import type { Messages } from '@storefront/i18n';
import type { RegionLocale, RegionTextPlaceholders } from '@storefront/regions';
import type { AnyRouteMatch } from '@tanstack/react-router';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { RouterContext } from './router-context';

/**
 * What renders outside a route's own components (head(), the document, status pages) reads the
 * data of a few known routes: found here by route id, never by the shape of a match's data. The ids
 * are plain strings (the registered route tree's id type would make the routes' types circular):
 * route-data.spec.ts checks them against the route tree.
 */
export const REGION_ROUTE_ID = '/$regionLocale';
export const CITY_ROUTE_ID = '/$regionLocale/{-$city}';
export const GLOBAL_LAYOUT_ROUTE_ID = '/_global';

/** What the region route puts in its matches' context (see routes/$regionLocale/route.tsx). */
interface RegionContext {
  regionLocale: RegionLocale;
  /** The country's name in the page's language. */
  countryName: string;
}

export interface RegionMatchData extends RegionContext {
  /** The region locale's catalogue (placeholders not filled). */
  messages: Messages;
}

function matchOf(matches: readonly AnyRouteMatch[], routeId: string): AnyRouteMatch | undefined {
  return matches.find((match) => match.routeId === routeId);
}

/** The root context every match carries; undefined only for matches made up by tests. */
export function rootContextOf(matches: readonly AnyRouteMatch[]): Partial<RouterContext> {
  return matches[0]?.context ?? {};
}

/**
 * The region, country name and catalogue of the matched region, for what renders outside the
 * region's own components (head(), status pages); undefined outside a region, and while (or
 * because) the region's segment failed validation.
 */
export function regionDataOf(matches: readonly AnyRouteMatch[]): RegionMatchData | undefined {
  const context: Partial<RegionContext & RouterContext> | undefined = matchOf(matches, REGION_ROUTE_ID)?.context;
  if (!context?.regionLocale || context.countryName === undefined || !context.catalogues) return undefined;
  const { regionLocale, countryName, catalogues } = context;
  return { regionLocale, countryName, messages: catalogues.get(regionLocale.locale) };
}

/** The validated `{city}` segment of the path, if any (see routes/$regionLocale/{-$city}/route.tsx). */
export function cityOf(matches: readonly AnyRouteMatch[]): string | undefined {
  const context: { city?: string } | undefined = matchOf(matches, CITY_ROUTE_ID)?.context;
  return context?.city;
}

/**
 * The SPEC §3 text placeholders of a regional page (the city route's loader): head() formats with the
 * region's catalogue as it is, so a head text that uses them (`{inCity}`) gets them as values.
 */
export function textPlaceholdersOf(matches: readonly AnyRouteMatch[]): RegionTextPlaceholders | undefined {
  const data: { placeholders?: RegionTextPlaceholders } | undefined = matchOf(matches, CITY_ROUTE_ID)?.loaderData;
  return data?.placeholders;
}

/** The page's language: the region's, else the global pages' (cookie, browser), else the default. */
function pageLocaleOf(matches: readonly AnyRouteMatch[]): LocaleCode {
  const global: { locale?: LocaleCode } | undefined = matchOf(matches, GLOBAL_LAYOUT_ROUTE_ID)?.loaderData;
  return regionDataOf(matches)?.regionLocale.locale ?? global?.locale ?? DEFAULT_LOCALE;
}

/** The catalogue of the page's language, as loaded so far (empty before it arrives). */
function pageMessagesOf(matches: readonly AnyRouteMatch[]): Messages {
  return rootContextOf(matches).catalogues?.get(pageLocaleOf(matches)) ?? {};
}

/**
 * Whether the page shows a status page: a route failed, was not found, or the path matched no
 * route (the router marks the deepest match `_notFound`, its own test for the same question).
 */
export function statusPageOf(matches: readonly AnyRouteMatch[]): 'error' | 'not-found' | undefined {
  if (matches.some((match) => match.status === 'error')) return 'error';
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) return 'not-found';
  return undefined;
}

/**
 * The page's language and, inside a region, the region's country, which qualifies the language tag
 * of `<html lang>` and of the formats (`ru-KZ`).
 */
export function pageLanguageOf(matches: readonly AnyRouteMatch[]): { locale: LocaleCode; country?: string } {
  return { locale: pageLocaleOf(matches), country: regionDataOf(matches)?.regionLocale.region.iso2 };
}

/** Memoised formatters shared by every page: head() and the status titles run on each request. */
const INTL_CACHE = createIntlCache();

/**
 * The page's intl for what formats outside React (head(), the status pages' titles): its
 * catalogue, formatting like the page's `I18nProvider` (`ru-KZ`, Latin digits).
 */
export function pageIntlOf(matches: readonly AnyRouteMatch[]): IntlShape {
  const { locale, country } = pageLanguageOf(matches);
  return createIntl(
    { locale: formattingLocale(locale, country), messages: pageMessagesOf(matches), onError: () => undefined },
    INTL_CACHE,
  );
}
