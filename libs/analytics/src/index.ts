export {
  MAX_MARKS,
  MAX_MARK_VALUE_LENGTH,
  extractCampaignMarks,
  hasCampaignMarks,
  isTrackingParameter,
  marksForWidgets,
  sameCampaignMarks,
} from './lib/campaign/campaign-marks';
export type { CampaignMarks, WidgetCampaignMarks } from './lib/campaign/campaign-marks';
export { gaClientId } from './lib/campaign/ga-client-id';
export { CAMPAIGN_MARKS_LIFETIME_MONTHS, addCalendarMonths, resolveCampaignMarks } from './lib/campaign/campaign-marks.resolve';
export type {
  CampaignMarksResolution,
  CampaignMarksStorageAction,
  ResolveCampaignMarksInput,
  StoredCampaignMarks,
} from './lib/campaign/campaign-marks.resolve';
export { CAMPAIGN_MARKS_STORAGE_KEY, campaignMarksStorage } from './lib/campaign/campaign-marks.storage';
export type { CampaignMarksStorage } from './lib/campaign/campaign-marks.storage';
export { initCampaignMarks } from './lib/campaign/init-campaign-marks';
export type { CampaignContext, InitCampaignMarksOptions } from './lib/campaign/init-campaign-marks';
export { MAX_EVENT_ITEMS, createDataLayer, dataLayerEntries } from './lib/data-layer/data-layer';
export type { DataLayer, DataLayerTarget } from './lib/data-layer/data-layer';
export type {
  AnalyticsEvent,
  AnalyticsEventName,
  AnalyticsItem,
  EcommerceEvent,
  LeadEvent,
  SearchEvent,
} from './lib/data-layer/analytics-events';
export { MAX_ITEM_TEXT_LENGTH, itemVariant, itemsValue, toAnalyticsItem } from './lib/data-layer/analytics-item';
export type {
  AnalyticsCartLine,
  AnalyticsCharacteristic,
  AnalyticsCharacteristicEntry,
  AnalyticsItemList,
  AnalyticsProduct,
} from './lib/data-layer/analytics-item';
