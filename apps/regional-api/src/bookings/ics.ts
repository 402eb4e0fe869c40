/**
 * A booking as an iCalendar file (RFC 5545): one VEVENT, times in UTC, text escaped (§3.3.11) and
 * lines folded at 75 octets (§3.1), CRLF line ends.
 */
export interface CalendarEvent {
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
}

/** What a calendar file says, in the languages of the seeded texts (docs/regional-api.md "Bookings"). */
interface CalendarTexts {
  testRide: string;
  showroomVisit: string;
  booking: string;
  cancelled: string;
}

const CALENDAR_TEXTS: Readonly<Record<string, CalendarTexts>> = {
  en: { testRide: 'Test ride', showroomVisit: 'Showroom visit', booking: 'Booking', cancelled: 'cancelled' },
  ar: { testRide: 'تجربة قيادة', showroomVisit: 'زيارة صالة العرض', booking: 'الحجز رقم', cancelled: 'ملغى' },
  ru: { testRide: 'Тест-драйв', showroomVisit: 'Визит в шоурум', booking: 'Бронирование', cancelled: 'отменено' },
  es: { testRide: 'Prueba de manejo', showroomVisit: 'Visita a la sala de exposición', booking: 'Reserva', cancelled: 'cancelada' },
  pt: { testRide: 'Test-ride', showroomVisit: 'Visita ao showroom', booking: 'Reserva', cancelled: 'cancelada' },
  fr: { testRide: 'Essai routier', showroomVisit: 'Visite du showroom', booking: 'Réservation', cancelled: 'annulée' },
  ka: { testRide: 'სატესტო გასვლა', showroomVisit: 'შოურუმის მონახულება', booking: 'ჯავშანი', cancelled: 'გაუქმებულია' },
  uz: { testRide: 'Test-drayv', showroomVisit: 'Shourumga tashrif', booking: 'Bron', cancelled: 'bekor qilingan' },
};

/** The texts of a booking's language (`es_mx` reads `es`); English for any other. */
export function calendarTexts(locale: string): CalendarTexts {
  const language = locale.toLowerCase().split(/[-_]/, 1)[0] ?? '';
  return (Object.hasOwn(CALENDAR_TEXTS, language) ? CALENDAR_TEXTS[language] : undefined) ?? (CALENDAR_TEXTS['en'] as CalendarTexts);
}

/** §3.3.11: backslash, semicolon and comma are escaped, a line break becomes `\n`; other control characters go. */
const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '');

/** `20261123T110000Z`. */
const utc = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** §3.1: lines longer than 75 octets are split, each continuation starting with a space; never inside a UTF-8 character. */
function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Storefront//Regional API bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
