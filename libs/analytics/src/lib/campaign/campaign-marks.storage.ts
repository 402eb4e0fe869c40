import { isCampaignMarks } from './campaign-marks';
import type { CampaignMarksStorageAction, StoredCampaignMarks } from './campaign-marks.resolve';

export const CAMPAIGN_MARKS_STORAGE_KEY = 'campaign_marks';

/** 20 marks of 500 characters fit well within this; anything longer is not ours. */
const MAX_STORED_LENGTH = 32_768;

export interface CampaignMarksStorage {
  /** The stored marks, or undefined when absent. A corrupt or foreign value is removed and reads as absent. */
  read(): StoredCampaignMarks | undefined;
  write(value: StoredCampaignMarks): void;
  remove(): void;
  /** Carries out the storage action of `resolveCampaignMarks`. */
  apply(action: CampaignMarksStorageAction): void;
}

/** The stored form: `{ "marks": { "UTM_SOURCE": "…" }, "expiresAt": "2025-04-30T10:00:00.000Z" }`. */
interface StoredJson {
  marks: Record<string, string>;
  expiresAt: string;
}

function parseExpiry(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  // Only the exact ISO form we write: Date parsing is lenient about everything else.
  return !Number.isNaN(date.getTime()) && date.toISOString() === value ? date : undefined;
}

function parseStored(raw: string): StoredCampaignMarks | undefined {
  if (raw.length > MAX_STORED_LENGTH) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 2 || !keys.includes('marks') || !keys.includes('expiresAt')) return undefined;
  const { marks, expiresAt } = value as Record<string, unknown>;
  const expiry = parseExpiry(expiresAt);
  if (!expiry || !isCampaignMarks(marks)) return undefined;
  return { marks: { ...marks }, expiresAt: expiry };
}

/**
 * Campaign marks in web storage (local storage in the app) under `key`. Storage that throws (blocked,
 * private mode, quota) is treated as empty and writes are dropped: campaign tracking never breaks a page.
 */
export function campaignMarksStorage(storage: Storage, key: string = CAMPAIGN_MARKS_STORAGE_KEY): CampaignMarksStorage {
  const remove = () => {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing to clean up in storage we cannot reach.
    }
  };
  const write = ({ marks, expiresAt }: StoredCampaignMarks) => {
    try {
      const json: StoredJson = { marks: { ...marks }, expiresAt: expiresAt.toISOString() };
      storage.setItem(key, JSON.stringify(json));
    } catch {
      // Quota exceeded, storage blocked or an invalid date: the marks still apply to this visit.
    }
  };
  const read = () => {
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    const stored = parseStored(raw);
    if (!stored) remove();
    return stored;
  };
  const apply = (action: CampaignMarksStorageAction) => {
    if (action.action === 'save') write(action.value);
    else if (action.action === 'remove') remove();
  };
  return { read, write, remove, apply };
}
