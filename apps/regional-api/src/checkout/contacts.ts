import { parsePhoneNumberFromString, type CountryCode as PhoneCountry } from 'libphonenumber-js/max';
import { badRequest, type Issue } from '../http/http-error';

/**
 * Checks shared by orders and call-back requests. Each returns the cleaned value or pushes an
 * issue naming the field; callers answer all issues at once with a 422.
 */

// Control characters (\p{Cc}): line breaks or NULs have no place in a name.
const CONTROL = /\p{Cc}/u;

export function cleanName(value: unknown, path: string, issues: Issue[]): string {
  const name = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  if (name.length < 2 || name.length > 100) issues.push({ path, message: 'a name of 2 to 100 characters is required' });
  else if (!/\p{L}/u.test(name)) issues.push({ path, message: 'a name needs at least one letter' });
  else if (CONTROL.test(name) || /[<>]|:\/\//.test(name)) issues.push({ path, message: 'a name cannot contain markup or links' });
  return name;
}

/**
 * A phone number of the country the request is for, in any common notation (`050 123 4567`,
 * `+971 50 123 4567`); answered in E.164. Validated with the full libphonenumber metadata, so
 * the number must exist in the country's numbering plan, not just have the right length.
 */
export function cleanPhone(value: unknown, iso2: string, path: string, issues: Issue[]): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '' || text.length > 40) {
    issues.push({ path, message: 'a phone number is required' });
    return '';
  }
  const phone = parsePhoneNumberFromString(text, iso2 as PhoneCountry);
  if (!phone || !phone.isValid()) {
    issues.push({ path, message: `not a valid phone number for ${iso2}` });
    return '';
  }
  if (phone.country !== iso2) {
    issues.push({ path, message: `a phone number of ${iso2} is required, this one is from ${phone.country ?? 'elsewhere'}` });
    return '';
  }
  return phone.number;
}

export function cleanEmail(value: unknown, path: string, issues: Issue[]): string | null {
  if (value === undefined || value === null || value === '') return null;
  const email = typeof value === 'string' ? value.trim() : '';
  if (email.length > 254 || !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(email)) {
    issues.push({ path, message: 'not a valid email address' });
    return null;
  }
  return email;
}

// What a textarea may hold besides text: line breaks and tabs. Every other control character (NUL,
// escape sequences, bidi-free C0/C1 codes) is refused rather than stored for a CRM screen to render.
const CONTROL_EXCEPT_LINES = /(?![\n\r\t])\p{Cc}/u;

/**
 * Free text, stored as written (it is text: whoever shows it escapes it), at most `max` characters.
 * `multiline` (comments, addresses) allows line breaks and tabs; no other control character passes.
 */
export function cleanText(value: unknown, path: string, max: number, issues: Issue[], { multiline = false } = {}): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > max) {
    issues.push({ path, message: `must be text of at most ${max} characters` });
    return null;
  }
  if ((multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value)) {
    issues.push({ path, message: multiline ? 'cannot contain control characters other than line breaks' : 'cannot contain control characters' });
    return null;
  }
  return value.trim() || null;
}

/**
 * The page a call-back was asked from: an absolute `http(s)` URL of one of the storefront's origins.
 * Anything else (`javascript:`, another site) would put a foreign link into the CRM.
 */
export function cleanPageUrl(value: unknown, path: string, storefrontOrigins: ReadonlySet<string>, issues: Issue[]): string | null {
  const text = cleanText(value, path, 2000, issues);
  if (text === null) return null;
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !storefrontOrigins.has(url.origin)) {
    issues.push({ path, message: 'must be the address of a page of this storefront' });
    return null;
  }
  return url.href;
}

const MARK = /^(utm_[a-z0-9_]{1,40}|gclid)$/i;
const MAX_MARKS = 20;

/**
 * Campaign marks (SPEC §3): keys starting with `utm_` or equal to `gclid`, found at the top level
 * of the body or inside `campaign`, stored with upper-cased keys. Other keys are ignored.
 */
export function campaignMarks(body: Record<string, unknown>, issues: Issue[]): Record<string, string> {
  const marks: Record<string, string> = {};
  const take = (source: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(source)) {
      if (!MARK.test(key)) continue;
      if (typeof value !== 'string' || value.length > 200) {
        issues.push({ path: `${prefix}${key}`, message: 'a campaign mark is text of at most 200 characters' });
        continue;
      }
      marks[key.toUpperCase()] = value;
    }
  };
  take(body, '');
  const nested = body['campaign'];
  if (nested !== undefined) {
    if (typeof nested === 'object' && nested !== null && !Array.isArray(nested)) take(nested as Record<string, unknown>, 'campaign.');
    else issues.push({ path: 'campaign', message: 'must be an object of campaign marks' });
  }
  if (Object.keys(marks).length > MAX_MARKS) issues.push({ path: 'campaign', message: `at most ${MAX_MARKS} campaign marks` });
  // Sorted keys: the same marks always serialise the same way (idempotency hashes, checksums).
  return Object.fromEntries(Object.entries(marks).sort(([a], [b]) => a.localeCompare(b)));
}

/** What the shopper allowed when an order or deal was made (`consent` of the contract). */
export interface ConsentRecord {
  analytics: boolean;
  marketing: boolean;
}

/**
 * The body's `consent`: `{ analytics, marketing }`, two booleans, or absent (null: not told). Anything
 * else is an issue: a record of consent that cannot be read is not a record.
 */
export function consentOf(body: Record<string, unknown>, issues: Issue[]): ConsentRecord | null {
  const value = body['consent'];
  if (value === undefined) return null;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { analytics, marketing, ...rest } = value as Record<string, unknown>;
    if (typeof analytics === 'boolean' && typeof marketing === 'boolean' && Object.keys(rest).length === 0) return { analytics, marketing };
  }
  issues.push({ path: 'consent', message: 'must be { analytics: boolean, marketing: boolean }' });
  return null;
}

/**
 * The campaign marks and client id a write may keep under `consent`: none of the marks without
 * marketing, no client id without analytics, whatever the body carried; all of them when not told.
 */
export function consentedTracking(
  consent: ConsentRecord | null,
  campaign: Record<string, string>,
  clientId: string | null,
): { campaign: Record<string, string>; clientId: string | null } {
  return { campaign: consent && !consent.marketing ? {} : campaign, clientId: consent && !consent.analytics ? null : clientId };
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The `Idempotency-Key` header: absent, or 1–255 visible ASCII characters. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(header)) throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters');
  return header;
}
