export { DEFAULT_REGION, REGIONS, REGION_CODES, findRegion } from './lib/config/regions.config';
export type { RegionCode, RegionConfig } from './lib/config/regions.config';
export { backendUrl, demoRegionTokens, regionApi, regionTokens } from './lib/config/region-deployment';
export type { BackendAddress, RegionApi, RegionTokens } from './lib/config/region-deployment';
export { loadCountryPhones, phonePrefix } from './lib/config/country-phones';
export type { CountryPhone } from './lib/config/country-phones';
export { phoneLabel, regionContacts } from './lib/config/region-contacts';
export type { SocialNetwork } from './lib/config/region-contacts';
export { regionExtras, whatsappLink } from './lib/config/region-extras';
export { WARRANTY_OPTIONS } from './lib/config/warranty';
export type { WarrantyOption } from './lib/config/warranty';
export type { OpeningHours } from './lib/config/region-extras';
export { formatRegionLocale, parseRegionLocale, resolveRegionLocale } from './lib/config/region-locale';
export type { RegionLocale } from './lib/config/region-locale';
export { textPlaceholders } from './lib/config/text-placeholders';
export type { RegionTextPlaceholders } from './lib/config/text-placeholders';
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
export { RegionLink, useCurrentRegionLocale, useRegionPath } from './lib/links/region-link';
export { headLinks, hrefLangOf, sitemapPairs } from './lib/head/head-links';
export {
  ALL_ITEMS_PAGE_SIZE,
  regionsApi,
  useGetCitiesQuery,
  useGetInitQuery,
  useGetRegionsQuery,
  useGetStoresQuery,
} from './lib/state/regions.api';
export type { NavigationCategory, RegionsQueryArgs } from './lib/state/regions.api';
export { regionChosen, regionsLoaded, regionsSlice, selectSelectedRegionSlug } from './lib/state/regions.slice';
export { StoreList } from './lib/components/store-list/store-list';
export { ProductStores } from './lib/components/product-stores/product-stores';
export { productStoresApi, useGetProductStoresQuery } from './lib/state/product-stores.api';
export type { ProductStoresArgs } from './lib/state/product-stores.api';
export { RegionList } from './lib/components/region-list/region-list';
export {
  USER_AGENT_LIMIT,
  VIEWPORT_COOKIE,
  breakpointForWidth,
  deviceDetected,
  deviceSlice,
  selectDeviceClass,
  viewportChanged,
  viewportCookie,
} from './lib/device/device';
export type { RegionsDispatch, RegionsStoreState } from './lib/state/store-hooks';
export { consentModeOf } from './lib/config/consent-rules';
export { CONSENT_LAWS } from './lib/config/consent-laws';
export type { ConsentModeRule } from './lib/config/consent-rules';
