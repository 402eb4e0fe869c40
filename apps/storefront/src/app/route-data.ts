import type { Messages } from '@storefront/i18n';
import type { RegionLocale } from '@storefront/regions';
import type { AnyRouteMatch } from '@tanstack/react-router';
import type { RouterContext } from './router-context';

/** What the region route puts in its matches' context (see routes/region.route.tsx). */
export interface RegionMatchData {
  regionLocale: RegionLocale;
  /** The country's name in the page's language. */
  countryName: string;
  /** The region locale's catalogue (placeholders not filled). */
  messages: Messages;
}

type MatchContext = Partial<RouterContext> & { regionLocale?: RegionLocale; countryName?: string };

/**
 * The region, country name and catalogue of the deepest matched region, for what renders outside
 * the region's own components (titles in head(), status pages); undefined outside a region.
 */
export function regionDataOf(matches: readonly AnyRouteMatch[]): RegionMatchData | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const context = matches[index]?.context as MatchContext | undefined;
    if (context?.regionLocale && context.countryName !== undefined && context.catalogues) {
      const { regionLocale, countryName, catalogues } = context;
      return { regionLocale, countryName, messages: catalogues.get(regionLocale.locale) };
    }
  }
  return undefined;
}
