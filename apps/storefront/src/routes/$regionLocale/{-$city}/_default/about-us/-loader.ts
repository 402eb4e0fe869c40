import { aboutMessages, activeRegionTab, pageBySlugQuery, regionTabs, requestedRegionOf, storesJsonLd, storesOfTab } from '@storefront/content';
import { regionsApi, type RegionLocale } from '@storefront/regions';
import { appMessages } from '../../../../../app/messages';
import type { RouterContext } from '../../../../../app/router-context';
import type { ContentHead } from '../../../../-shared/content-head';
import { loaderIntl, messageId, settled } from '../../../../-shared/content-loader-helpers';

type AboutUsLoadInput = Pick<RouterContext, 'api' | 'queryClient' | 'catalogues' | 'store'> & {
  regionLocale: RegionLocale;
  search: Record<string, unknown>;
};

/**
 * `/about-us/`: the backend's page (`/pages/slug/about-us`), the country's regions (the tabs) and all
 * its stores (one request; the tab only filters). The head: the page's title and description, the
 * `Store`/`AutoRepair` JSON-LD of the stores shown, and the tab in the canonical URL unless it is the
 * first (the page itself).
 */
export async function loadAboutUsPage(input: AboutUsLoadInput) {
  const { api, queryClient, store, regionLocale } = input;
  const requested = requestedRegionOf(input.search);
  const args = { region: regionLocale.region.code, locale: regionLocale.locale };
  const [page, regions, stores, intl] = await Promise.all([
    settled(
      queryClient().then((client) => client.ensureQueryData(pageBySlugQuery(api, { ...args, slug: 'about-us' }))),
      `About-us page of ${args.region}_${args.locale}`,
    ),
    store.dispatch(regionsApi.endpoints.getRegions.initiate(args, { subscribe: false })),
    store.dispatch(regionsApi.endpoints.getStores.initiate(args, { subscribe: false })),
    loaderIntl(input, regionLocale),
  ]);
  if (stores.error) console.error(`Stores of ${args.region}_${args.locale} could not be loaded`, stores.error);
  const tabs = regionTabs(regions.data?.items ?? []);
  const activeTab = activeRegionTab(requested, tabs);
  const active = tabs.find((tab) => tab.value === activeTab);
  const shown = stores.data ? storesOfTab(stores.data.items, activeTab) : [];
  const head: ContentHead = {
    page: page.data?.title ?? messageId(aboutMessages.title),
    description: page.data?.metaDescription || messageId(aboutMessages.description),
    canonicalQuery: active && active !== tabs[0] ? `region=${encodeURIComponent(active.slug)}` : undefined,
    jsonLd: storesJsonLd(shown, { country: regionLocale.region.iso2, brand: intl.formatMessage(appMessages.brand) }),
  };
  // The active tab's stores travel with the page: the tab rule runs here only (SPEC §4).
  return { kind: 'about' as const, args, page: page.data, tabs, activeTab, stores: stores.data ? shown : undefined, head };
}
