export { isTrackingParameter } from './lib/campaign/campaign-marks';
export type { CampaignMarks } from './lib/campaign/campaign-marks';
export { gaClientId } from './lib/campaign/ga-client-id';
export { resolveCampaignMarks } from './lib/campaign/campaign-marks.resolve';
export { CAMPAIGN_MARKS_STORAGE_KEY, campaignMarksStorage } from './lib/campaign/campaign-marks.storage';
export { initCampaignMarks } from './lib/campaign/init-campaign-marks';
export { createDataLayer } from './lib/data-layer/data-layer';
export type { DataLayer } from './lib/data-layer/data-layer';
export type { AnalyticsItem } from './lib/data-layer/analytics-events';
export { toAnalyticsItem } from './lib/data-layer/analytics-item';
export type { AnalyticsItemList } from './lib/data-layer/analytics-item';
export {
  consentAllows,
  consentRecord,
  createConsentStore,
  pageConsent,
  whenConsented,
} from './lib/consent/consent-state';
export type { ConsentPurpose, ConsentRecord, ConsentStore } from './lib/consent/consent-state';
export { ConsentManager } from './lib/consent/consent-manager';
export { openConsentPreferences } from './lib/consent/consent-preferences-request';
export { consentDefaultScript } from './lib/consent/consent-mode';
export { startFieldMetrics } from './lib/field-metrics/field-metrics';
export { FIELD_METRICS_PATH } from './lib/field-metrics/field-metrics.contract';
export { CONSENT_COOKIE, CONSENT_DAYS } from './lib/consent/consent-cookie';
export { RECENT_SEARCHES_KEY_PREFIX, RECENTLY_VIEWED_KEY_PREFIX } from './lib/consent/preferences-storage';
