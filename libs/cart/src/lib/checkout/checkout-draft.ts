// The checkout as the shopper left it, in the tab's session storage, so that a reload (or a tab the
// browser restored) loses nothing typed. Imported by the cart page's own chunk (does a draft exist?)
// and by the checkout's: no React, no form code (the values' type is the schema's, imported as a type).
import type { PhoneValue } from '@storefront/ui';
import type { CheckoutValues } from './checkout-schema';

/** The draft of a region's checkout is kept under this session-storage key. */
export const checkoutDraftKey = (region: string): string => `checkoutDraft_${region}`;

/** The fields a draft keeps: contact, delivery and comment. Nothing of the payment is ever stored. */
const DRAFT_FIELDS = ['name', 'phone', 'email', 'delivery', 'storeUuid', 'citySlug', 'address', 'comment'] as const;

export type CheckoutDraft = Partial<Pick<CheckoutValues, (typeof DRAFT_FIELDS)[number]>>;

/** Longer than any field takes (the backend's limits are 100 to 1000 characters): a stored value beyond is not a draft. */
const MAX_TEXT = 2000;
const TEXT_FIELDS = ['name', 'email', 'storeUuid', 'citySlug', 'address', 'comment'] as const;

function sessionArea(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off (privacy settings): the checkout works without a draft.
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;

function phoneOf(value: unknown): PhoneValue | undefined {
  const phone = (value ?? {}) as Partial<Record<keyof PhoneValue, unknown>>;
  const { country, national, e164, complete } = phone;
  if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country)) return undefined;
  if (typeof national !== 'string' || !/^\d{0,20}$/.test(national)) return undefined;
  if (typeof e164 !== 'string' || !/^(\+\d{1,20})?$/.test(e164) || typeof complete !== 'boolean') return undefined;
  return { country, national, e164, complete };
}

/**
 * The region's checkout draft, or null when there is none. Tolerant, never throws: a value that is
 * not JSON or not an object is no draft (said once with `console.warn`), a field of the wrong shape is
 * left out, and fields that are not the draft's (a payment method written by hand) are ignored.
 */
export function readCheckoutDraft(region: string): CheckoutDraft | null {
  let stored: string | null;
  try {
    stored = sessionArea()?.getItem(checkoutDraftKey(region)) ?? null;
  } catch {
    return null;
  }
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    value = undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    console.warn(`The checkout draft ${checkoutDraftKey(region)} is not readable; the checkout starts empty.`);
    return null;
  }
  const record = value as Record<string, unknown>;
  const draft: CheckoutDraft = {};
  for (const field of TEXT_FIELDS) if (isText(record[field])) draft[field] = record[field];
  const phone = phoneOf(record['phone']);
  if (phone) draft.phone = phone;
  if (record['delivery'] === 'pickup' || record['delivery'] === 'courier') draft.delivery = record['delivery'];
  return Object.keys(draft).length ? draft : null;
}

/** Whether the region's checkout has a draft: the cart page then opens the checkout again. */
export const hasCheckoutDraft = (region: string): boolean => readCheckoutDraft(region) !== null;

/**
 * Keeps what the shopper typed (`DRAFT_FIELDS` only: never the payment). Storage that is switched off
 * or full keeps nothing, quietly: the form works the same.
 */
export function saveCheckoutDraft(region: string, values: CheckoutValues): void {
  const draft = Object.fromEntries(DRAFT_FIELDS.map((field) => [field, values[field]]));
  try {
    sessionArea()?.setItem(checkoutDraftKey(region), JSON.stringify(draft));
  } catch {
    // Full: the draft is a convenience, not the order.
  }
}

/** Forgets the region's draft (the order was placed). */
export function clearCheckoutDraft(region: string): void {
  try {
    sessionArea()?.removeItem(checkoutDraftKey(region));
  } catch {
    // Nothing was kept.
  }
}
