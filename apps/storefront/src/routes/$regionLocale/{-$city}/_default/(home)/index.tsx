import { createFileRoute } from '@tanstack/react-router';
import { appMessages } from '../../../../../app/messages';
import { cityOf, textPlaceholdersOf } from '../../../../../app/route-data';
import { knownCities } from '../../-cities';
import { loadRegionHome } from './-loader';
import { RegionHomePage } from './-page';
import { movedTemporarily } from '../../../../-shared/moved-permanently';
import { pageHead } from '../../../../-shared/page-head';

/**
 * `/{region}_{locale}/{city?}/`: the region home (its loader: `-loader.ts` beside it).
 * Requested without a city, the server sends it to the home of the city the shopper chose in the
 * region's locality drawer, while the region still knows that city
 * (docs/adr/0089-the-remembered-city.md).
 */
export const Route = createFileRoute('/$regionLocale/{-$city}/_default/(home)/')({
  beforeLoad: async ({ params, location, context }) => {
    // Server only (the browser's first load stays without it): a visit is a request.
    if (!import.meta.env.SSR) return;
    const city = params.city === undefined ? context.rememberedCity?.(context.regionLocale.region.code) : undefined;
    if (city === undefined || !(await knownCities(context.store, context.regionLocale)).includes(city)) return;
    throw movedTemporarily(`/${params.regionLocale}/${city}/`, context.requestedSearch(location));
  },
  loader: ({ context }) => loadRegionHome(context),
  // A city's home names the city (its in-city form: "in Dubai", "في دبي", "в Москве"), the region's the country.
  head: ({ matches }) =>
    pageHead(matches, {
      page: cityOf(matches) ? appMessages.cityHomeTitle : appMessages.homeTitle,
      values: { ...textPlaceholdersOf(matches) },
      description: appMessages.homeLead,
      home: true,
    }),
  component: RegionHomePage,
});
