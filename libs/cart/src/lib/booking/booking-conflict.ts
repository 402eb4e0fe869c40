import type { BookingSlot } from '@storefront/api-client';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/**
 * The next free slots of a 409 (`{ nextSlots: [{ start, end, free }] }`, docs/regional-api.md "Bookings"),
 * read defensively: a malformed answer names none, never throws. At most `limit`, in time order.
 */
export function nextSlotsOf(data: unknown, limit = 6): BookingSlot[] {
  const slots = (data as { nextSlots?: unknown } | null | undefined)?.nextSlots;
  if (!Array.isArray(slots)) return [];
  return slots
    .flatMap((slot: unknown): BookingSlot[] => {
      const { start, end, free } = (slot ?? {}) as Partial<Record<keyof BookingSlot, unknown>>;
      return typeof start === 'string' && typeof end === 'string' && ISO.test(start) && ISO.test(end) && typeof free === 'number' && free > 0
        ? [{ start, end, free }]
        : [];
    })
    .sort((a, b) => a.start.localeCompare(b.start))
    .slice(0, limit);
}
