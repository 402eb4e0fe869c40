export { DEFAULT_REGION, REGIONS, REGION_CODES, findRegion } from './lib/config/regions.config';
export type { RegionCode, RegionConfig } from './lib/config/regions.config';
export { demoRegionTokens, regionApi, regionRecord, regionTokens } from './lib/config/region-deployment';
export type { RegionApi, RegionDeployment, RegionRecord, RegionTokens } from './lib/config/region-deployment';
export { loadCountryPhones, phonePrefix } from './lib/config/country-phones';
export type { CountryPhone } from './lib/config/country-phones';
export { regionExtras } from './lib/config/region-extras';
export type {
  DayOfWeek,
  OpeningHours,
  RegionContacts,
  RegionExtras,
  RegionFeatures,
  RegionSocial,
  WarrantyOption,
} from './lib/config/region-extras';
export { formatRegionLocale, parseRegionLocale, resolveRegionLocale } from './lib/config/region-locale';
export type { RegionLocale, RegionLocaleVerdict } from './lib/config/region-locale';
export { headLinks, hrefLangOf, sitemapPairs } from './lib/head/head-links';
export type { AlternateLink, HeadLinks, HeadLinksInput } from './lib/head/head-links';
export { REGIONS_PAGE_SIZE, regionsApi, useGetRegionsQuery } from './lib/state/regions.api';
export type { RegionsQueryArgs } from './lib/state/regions.api';
export { chooseRegion, regionChosen, regionsLoaded, regionsSlice, selectSelectedRegionSlug } from './lib/state/regions.slice';
export type { RegionsState } from './lib/state/regions.slice';
export { RegionList, filterRegions } from './lib/components/region-list/region-list';
export type { RegionListProps } from './lib/components/region-list/region-list';
export {
  FALLBACK_BREAKPOINT,
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
