import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { openingHoursText } from './opening-hours';

const english = createIntl({ locale: 'en', messages: {} });
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

describe('openingHoursText', () => {
  it('says "every day" when the hours hold all week (SPEC §9: 09:00–21:00)', () => {
    expect(openingHoursText(english, { dayOfWeek: EVERY_DAY, opens: '09:00', closes: '21:00' })).toBe('Every day, 09:00–21:00');
  });

  it('lists the days in the page’s language otherwise', () => {
    expect(openingHoursText(english, { dayOfWeek: ['Friday', 'Saturday'], opens: '10:00', closes: '22:00' })).toBe(
      'Fri and Sat, from 10:00 to 22:00',
    );
    const russian = createIntl({ locale: 'ru', messages: { 'shell.footer.hours.days': '{days}, с {opens} до {closes}' } });
    expect(openingHoursText(russian, { dayOfWeek: ['Friday', 'Saturday'], opens: '10:00', closes: '22:00' })).toBe(
      'пт и сб, с 10:00 до 22:00',
    );
  });
});
