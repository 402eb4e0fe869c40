import { extractCampaignMarks, type CampaignMarks } from './campaign-marks';
import { resolveCampaignMarks } from './campaign-marks.resolve';
import { campaignMarksStorage } from './campaign-marks.storage';
import { gaClientId } from './ga-client-id';

/** SPEC §3 campaign marks as a visit sees them: the marks in force and the analytics client id. */
export interface CampaignContext {
  marks: CampaignMarks;
  clientId: string | undefined;
}

/** Everything is taken from the browser unless given (tests, or a host with its own storage). */
export interface InitCampaignMarksOptions {
  location?: Pick<Location, 'search'>;
  storage?: Storage;
  cookie?: string;
  now?: Date;
}

const NO_CAMPAIGN: CampaignContext = Object.freeze({ marks: Object.freeze({}), clientId: undefined });

/** Reading `window.localStorage` or `document.cookie` throws where storage is blocked or the page is sandboxed. */
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/**
 * Reads the campaign marks of this visit from the URL, reconciles them with the stored ones (SPEC §4),
 * updates the stored copy and reads the `_ga` client id. Called once by the app after hydration. On the
 * server (no window, nothing given) it returns no marks and touches nothing; without reachable storage
 * the URL's marks still apply to the visit.
 */
export function initCampaignMarks(options: InitCampaignMarksOptions = {}): CampaignContext {
  const browser = typeof window === 'undefined' ? undefined : window;
  const location = options.location ?? browser?.location;
  if (!location) return NO_CAMPAIGN;
  const storage = options.storage ?? safely(() => browser?.localStorage);
  const cookie = options.cookie ?? safely(() => browser?.document.cookie);
  const now = options.now ?? new Date();

  const store = storage ? campaignMarksStorage(storage) : undefined;
  const { marks, storage: action } = resolveCampaignMarks({
    fromUrl: extractCampaignMarks(location.search),
    stored: store?.read(),
    now,
  });
  store?.apply(action);
  return { marks, clientId: gaClientId(cookie) };
}
