/**
 * Campaign marks by name: `{ UTM_SOURCE: 'newsletter', UTM_CAMPAIGN: 'Summer-24', GCLID: 'Cj0KCQ…' }`.
 *
 * SPEC §3 says the marks are "stored upper-cased". We read that as the *names*: `utm_source` is kept as
 * `UTM_SOURCE`, the form in which the CRM takes its deal fields (UTM_SOURCE, UTM_MEDIUM, …), and names
 * are matched case-insensitively so `Utm_Source` and `utm_source` are one mark. The *values* are kept as
 * the URL gave them: a gclid is a case-sensitive token that Google Ads cannot match once upper-cased,
 * and campaign names are reported as the marketers wrote them.
 */
export type CampaignMarks = Readonly<Record<string, string>>;

/** Values longer than this are junk or an attack, not a campaign name: they are ignored. */
export const MAX_MARK_VALUE_LENGTH = 500;
/** More marks than this are ignored, so a hostile URL cannot bloat local storage. */
export const MAX_MARKS = 20;

const URL_MARK_NAME = /^(?:utm_[a-z0-9_-]{1,60}|gclid)$/i;
const STORED_MARK_NAME = /^(?:UTM_[A-Z0-9_-]{1,60}|GCLID)$/;

/** Parameters that say where a visitor came from, never what a page shows (campaign marks among them). */
const TRACKING_PARAMETER = /^(?:utm_.*|gclid|fbclid|ved)$/i;

/**
 * True for a query parameter that tracks a visit (`utm_*`, `gclid`, `fbclid`, `ved`): pages render
 * the same without it, so links never carry it on (the marks are stored on landing) and a page cache
 * keeps one entry for all of its values.
 */
export const isTrackingParameter = (name: string): boolean => TRACKING_PARAMETER.test(name);

/** The stored name of a query parameter, or undefined when the parameter is not a campaign mark. */
function markName(parameter: string): string | undefined {
  return URL_MARK_NAME.test(parameter) ? parameter.toUpperCase() : undefined;
}

function usableValue(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= MAX_MARK_VALUE_LENGTH ? trimmed : undefined;
}

/**
 * The campaign marks of a query string (SPEC §3): parameters whose name starts with `utm_` or is
 * `gclid`, compared case-insensitively and stored under the upper-cased name. Empty and overlong
 * values are dropped; when a name repeats the first usable value wins; at most `MAX_MARKS` are kept.
 */
export function extractCampaignMarks(search: URLSearchParams | string): CampaignMarks {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const marks: Record<string, string> = {};
  let count = 0;
  for (const [parameter, raw] of params) {
    if (count >= MAX_MARKS) break;
    const name = markName(parameter);
    const value = usableValue(raw);
    if (!name || value === undefined || Object.hasOwn(marks, name)) continue;
    marks[name] = value;
    count += 1;
  }
  return marks;
}

export function hasCampaignMarks(marks: CampaignMarks): boolean {
  return Object.keys(marks).length > 0;
}

/** Same names with the same values, in any order. */
export function sameCampaignMarks(a: CampaignMarks, b: CampaignMarks): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => Object.hasOwn(b, name) && b[name] === a[name]);
}

/**
 * Checks a value read back from storage: a plain object of stored names (`UTM_*`, `GCLID`) to usable
 * strings, within the bounds above. Anything else (`__proto__` keys included) is foreign.
 */
export function isCampaignMarks(value: unknown): value is CampaignMarks {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= MAX_MARKS &&
    Object.getOwnPropertyNames(value).length === entries.length &&
    entries.every(
      ([name, mark]) => STORED_MARK_NAME.test(name) && typeof mark === 'string' && usableValue(mark) === mark,
    )
  );
}

/** What third-party widgets (callback, chat) are given: the conventional lower-case utm names and the gclid. */
export interface WidgetCampaignMarks {
  utm: Record<string, string>;
  gclid?: string;
}

/** SPEC §3 "Utm marks and a google id are also kept for widgets": `{ utm: { utm_source: … }, gclid }`. */
export function marksForWidgets(marks: CampaignMarks): WidgetCampaignMarks {
  const utm: Record<string, string> = {};
  let gclid: string | undefined;
  for (const [name, value] of Object.entries(marks)) {
    if (name === 'GCLID') gclid = value;
    else if (name.startsWith('UTM_')) utm[name.toLowerCase()] = value;
  }
  return gclid === undefined ? { utm } : { utm, gclid };
}
