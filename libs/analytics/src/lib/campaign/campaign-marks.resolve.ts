import { hasCampaignMarks, sameCampaignMarks, type CampaignMarks } from './campaign-marks';

/** SPEC §9: campaign marks live 3 months. */
const CAMPAIGN_MARKS_LIFETIME_MONTHS = 3;

export interface StoredCampaignMarks {
  marks: CampaignMarks;
  expiresAt: Date;
}

export type CampaignMarksStorageAction =
  | { action: 'save'; value: StoredCampaignMarks }
  | { action: 'keep' }
  | { action: 'remove' };

export interface CampaignMarksResolution {
  /** The marks in force for this visit (empty when there are none). */
  marks: CampaignMarks;
  /** What to do with the stored copy. */
  storage: CampaignMarksStorageAction;
}

export interface ResolveCampaignMarksInput {
  fromUrl: CampaignMarks;
  stored: StoredCampaignMarks | undefined;
  now: Date;
}

/**
 * `date` plus whole calendar months, in UTC so that the server and every browser agree. A day the
 * target month lacks is clamped to its last day: 31 January + 1 month is 28 (or 29) February, never
 * 3 March. The time of day is kept.
 */
export function addCalendarMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDayOfTarget = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDayOfTarget));
  return result;
}

/**
 * SPEC §4 "Campaign marks": marks in the URL that differ from the stored ones replace them (all of
 * them: campaigns are never merged) and are saved to expire 3 calendar months from `now`. The same
 * marks again keep the original expiry, so revisiting a campaign link does not extend it. Without new
 * marks the stored ones are used until they expire (at `expiresAt` exactly they are expired), then
 * removed.
 */
export function resolveCampaignMarks({ fromUrl, stored, now }: ResolveCampaignMarksInput): CampaignMarksResolution {
  const live = stored && now.getTime() < stored.expiresAt.getTime() ? stored : undefined;
  if (hasCampaignMarks(fromUrl) && !(live && sameCampaignMarks(fromUrl, live.marks))) {
    const expiresAt = addCalendarMonths(now, CAMPAIGN_MARKS_LIFETIME_MONTHS);
    return { marks: fromUrl, storage: { action: 'save', value: { marks: fromUrl, expiresAt } } };
  }
  if (live) return { marks: live.marks, storage: { action: 'keep' } };
  return { marks: {}, storage: stored ? { action: 'remove' } : { action: 'keep' } };
}
