/**
 * The calendar invite of a purchase (RFC 5545): one VEVENT on the experience's own clock. Pure, so the
 * e-mail attachment and the voucher page's "Add to calendar" file are the same bytes.
 */
import { isCanceled } from './purchase-lifecycle';
import type { PurchaseVoucher } from './purchase-voucher';
import { voucherUrl } from './voucher-url';

/**
 * UTC offsets of the catalogue's zones (docs/product.md: one zone per country). None of them observes
 * daylight saving, so one STANDARD rule is the whole VTIMEZONE.
 */
export const FIXED_ZONE_OFFSETS: Readonly<Record<string, number>> = {
  'America/Panama': -5 * 60,
  'America/Bogota': -5 * 60,
  'America/Santo_Domingo': -4 * 60,
  'America/Guatemala': -6 * 60,
  'America/Costa_Rica': -6 * 60,
  'America/Puerto_Rico': -4 * 60,
  'America/El_Salvador': -6 * 60,
};

const CRLF = '\r\n';

/** TEXT value escaping (RFC 5545 § 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 § 3.1): each continuation starts with one space, which
 * counts towards its 75. A UTF-8 character is never split across lines.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** "20261124T080000" from a Date read at UTC (used for wall-clock values shifted into UTC fields). */
function basicDateTime(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
}

/** "-0500" */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

function vtimezone(zone: string, offset: number): string[] {
  const name = offsetText(offset).replace(/00$/, '');
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offsetText(offset)}`,
    `TZOFFSETTO:${offsetText(offset)}`,
    `TZNAME:${name}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/** Where the event happens: the pickup (address or coordinates), the meeting reference, or coordinates. */
function location(voucher: PurchaseVoucher): {
  text: string;
  geo: { latitude: number; longitude: number } | null;
} {
  if (voucher.pickup) {
    const { address, latitude, longitude } = voucher.pickup;
    return { text: address.trim() || `${latitude}, ${longitude}`, geo: { latitude, longitude } };
  }
  const { meetingReference, meeting } = voucher.experience;
  if (meetingReference.trim()) return { text: meetingReference.trim(), geo: meeting };
  if (meeting) return { text: `${meeting.latitude}, ${meeting.longitude}`, geo: meeting };
  return { text: '', geo: null };
}

/**
 * A VCALENDAR with one VEVENT: UID `<code>@<host of publicUrl>` (the same purchase always updates the
 * same calendar entry), DTSTART in the experience's zone with its VTIMEZONE, DTEND the duration later,
 * the voucher link in DESCRIPTION and URL. A zone outside the table is written in UTC instead.
 */
export function purchaseIcs(voucher: PurchaseVoucher, publicUrl: string): string {
  const url = voucherUrl(publicUrl, voucher);
  const host = new URL(publicUrl).hostname;
  const offset = FIXED_ZONE_OFFSETS[voucher.timeZone];
  const durationMs = voucher.experience.durationMinutes * 60_000;
  // The wall-clock start as if it were UTC: adding the duration to it gives the wall-clock end.
  const wallStart = new Date(`${voucher.bookingDate}T${voucher.bookingHour}:00Z`);
  const wallEnd = new Date(wallStart.getTime() + durationMs);
  const times =
    offset !== undefined
      ? [
          `DTSTART;TZID=${voucher.timeZone}:${basicDateTime(wallStart)}`,
          `DTEND;TZID=${voucher.timeZone}:${basicDateTime(wallEnd)}`,
        ]
      : [
          `DTSTART:${basicDateTime(voucher.startsAt)}Z`,
          `DTEND:${basicDateTime(new Date(voucher.startsAt.getTime() + durationMs))}Z`,
        ];
  const place = location(voucher);
  const canceled = isCanceled(voucher.status);
  const description = `${voucher.code}\n${url}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rumbo//Voucher//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(offset !== undefined ? vtimezone(voucher.timeZone, offset) : []),
    'BEGIN:VEVENT',
    `UID:${voucher.code}@${host}`,
    `DTSTAMP:${basicDateTime(voucher.createdAt)}Z`,
    ...times,
    `SUMMARY:${escapeIcsText(voucher.experience.name)}`,
    ...(place.text ? [`LOCATION:${escapeIcsText(place.text)}`] : []),
    ...(place.geo ? [`GEO:${place.geo.latitude};${place.geo.longitude}`] : []),
    `DESCRIPTION:${escapeIcsText(description)}`,
    `URL:${url}`,
    `STATUS:${canceled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
