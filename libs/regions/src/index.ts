export { DEFAULT_REGION, REGIONS, REGION_CODES, findRegion } from './lib/config/regions.config';
export type { RegionCode, RegionConfig } from './lib/config/regions.config';
export { backendUrl, demoRegionTokens, regionApi, regionRecord, regionTokens } from './lib/config/region-deployment';
export type { BackendAddress, RegionApi, RegionDeployment, RegionRecord, RegionTokens } from './lib/config/region-deployment';
export { loadCountryPhones, phonePrefix } from './lib/config/country-phones';
export type { CountryPhone } from './lib/config/country-phones';
export { phoneLabel, regionContacts } from './lib/config/region-contacts';
export type { RegionContactDetails, RegionContactSources, SocialNetwork } from './lib/config/region-contacts';
export { regionExtras, whatsappLink } from './lib/config/region-extras';
export { WARRANTY_OPTIONS } from './lib/config/warranty';
export type { WarrantyOption } from './lib/config/warranty';
export type {
  DayOfWeek,
  OpeningHours,
  RegionContacts,
  RegionExtras,
  RegionFeatures,
  RegionSocial,
} from './lib/config/region-extras';
export { formatRegionLocale, parseRegionLocale, resolveRegionLocale } from './lib/config/region-locale';
export type { RegionLocale, RegionLocaleVerdict } from './lib/config/region-locale';
export { textPlaceholders } from './lib/config/text-placeholders';
export type { RegionTextPlaceholders, TextPlaceholderInput } from './lib/config/text-placeholders';
export {
  LAST_REGION_COOKIE,
  SUGGESTION_DISMISSED_COOKIE,
  cookieRegionSuggestion,
  lastRegionCookie,
  suggestionDismissedCookie,
} from './lib/suggestion/region-suggestion';
export { CITY_SLUG } from './lib/cities/city-slug';
export { rememberedCity, rememberedCityCookie } from './lib/cities/remembered-city';
export { regionPath } from './lib/links/region-path';
export type { RegionPathInput } from './lib/links/region-path';
export { RegionLink, useCurrentRegionLocale, useRegionPath } from './lib/links/region-link';
export type { RegionLinkProps, RegionPathOptions } from './lib/links/region-link';
export { headLinks, hrefLangOf, sitemapPairs } from './lib/head/head-links';
export type { AlternateLink, HeadLinks, HeadLinksInput } from './lib/head/head-links';
export {
  ALL_ITEMS_PAGE_SIZE,
  REGIONS_PAGE_SIZE,
  citiesQuery,
  initQuery,
  mapSiteQuery,
  regionsQuery,
  storesQuery,
  useGetCitiesQuery,
  useGetInitQuery,
  useGetMapSiteQuery,
  useGetRegionsQuery,
  useGetStoresQuery,
} from './lib/state/regions.queries';
export type { NavigationCategory, RegionsQueryArgs, StartupInit, StoresQueryArgs } from './lib/state/regions.queries';
export { chooseRegion, regionChosen, regionsLoaded, regionsSlice, selectSelectedRegionSlug } from './lib/state/regions.slice';
export type { RegionsState } from './lib/state/regions.slice';
export { StoreList } from './lib/components/store-list/store-list';
export type { StoreListProps } from './lib/components/store-list/store-list';
export { RegionList, filterRegions } from './lib/components/region-list/region-list';
export type { RegionListProps } from './lib/components/region-list/region-list';
export {
  FALLBACK_BREAKPOINT,
  USER_AGENT_LIMIT,
  VIEWPORT_COOKIE,
  breakpointForWidth,
  deviceDetected,
  deviceSlice,
  selectDevice,
  selectDeviceClass,
  viewportChanged,
  viewportCookie,
} from './lib/device/device';
export type { DeviceInfo } from './lib/device/device';
export type { RegionsDispatch, RegionsStoreState } from './lib/state/store-hooks';
