import type { OpeningHours } from '@storefront/regions';
import type { IntlShape } from 'react-intl';
import { footerMessages as messages } from './footer.messages';

const EVERY_DAY_COUNT = 7;
// 2024-01-01 was a Monday: the reference week for the localised day names.
const WEEKDAY_DATES: Readonly<Record<OpeningHours['dayOfWeek'][number], number>> = {
  Monday: Date.UTC(2024, 0, 1),
  Tuesday: Date.UTC(2024, 0, 2),
  Wednesday: Date.UTC(2024, 0, 3),
  Thursday: Date.UTC(2024, 0, 4),
  Friday: Date.UTC(2024, 0, 5),
  Saturday: Date.UTC(2024, 0, 6),
  Sunday: Date.UTC(2024, 0, 7),
};

/** "Every day, 09:00–21:00", or the listed days in the page's language. */
export function openingHoursText(intl: IntlShape, { dayOfWeek, opens, closes }: OpeningHours): string {
  if (new Set(dayOfWeek).size === EVERY_DAY_COUNT) return intl.formatMessage(messages.everyDay, { opens, closes });
  const days = intl.formatList(
    dayOfWeek.map((day) => intl.formatDate(WEEKDAY_DATES[day], { weekday: 'short', timeZone: 'UTC' })),
  );
  return intl.formatMessage(messages.days, { days, opens, closes });
}
