/**
 * The calendar invite of a purchase (RFC 5545): one VEVENT on the experience's own clock. Pure, so the
 * e-mail attachment and the voucher page's "Add to calendar" file are the same bytes.
 */
import { pickupMapUrl, pickupText } from './pickup-words';
import {
  instantAt,
  isTimeZone,
  wallClockIn,
  zoneChanges,
  zoneOffsetMinutes,
} from '../../common/time/zoned-time';
import { meetingPlace } from '../experiences/meeting-point';
import { isCanceled } from './purchase-lifecycle';
import type { PurchaseVoucher } from './purchase-voucher';
import { voucherUrl } from './voucher-url';
import { meetingFacts } from './voucher-words';

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

/** "20261124T080000" from a Date's UTC fields. */
function basicDateTime(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
}

/** "20261124T080000": the wall clock an instant shows at an offset of so many minutes. */
function clockAt(instant: Date, offset: number): string {
  return basicDateTime(new Date(instant.getTime() + offset * 60_000));
}

/** "20261124T080000": the wall clock an instant shows in the zone. */
function localDateTime(timeZone: string, instant: Date): string {
  const clock = wallClockIn(timeZone, instant);
  return `${clock.date.replace(/-/g, '')}T${clock.time.replace(':', '')}00`;
}

/** "-0500" */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** One observance: from its onset (written on the clock it leaves, RFC 5545 § 3.6.5) the zone reads `to`. */
function observance(kind: 'STANDARD' | 'DAYLIGHT', onset: string, from: number, to: number): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${onset}`,
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    `TZNAME:${offsetText(to).replace(/00$/, '')}`,
    `END:${kind}`,
  ];
}

const YEAR_MS = 366 * 86_400_000;

/**
 * The zone's rules around the event, read from the runtime's IANA data: a zone that kept one offset for
 * a year either side (every zone of the catalogue) is one STANDARD observance; a zone with daylight
 * saving lists the offset of a year before and each change until a year after, clocks moving forward as
 * DAYLIGHT, back as STANDARD.
 */
function vtimezone(timeZone: string, start: Date): string[] {
  const from = new Date(start.getTime() - YEAR_MS);
  const changes = zoneChanges(timeZone, from, new Date(start.getTime() + YEAR_MS));
  const first = zoneOffsetMinutes(timeZone, from);
  const kind = (offset: number, other: number) => (offset > other ? 'DAYLIGHT' : 'STANDARD');
  const observances =
    changes.length === 0
      ? observance('STANDARD', '19700101T000000', first, first)
      : [
          ...observance(kind(first, changes[0]!.to), clockAt(from, first), first, first),
          ...changes.flatMap((change) =>
            observance(kind(change.to, change.from), clockAt(change.at, change.from), change.from, change.to),
          ),
        ];
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observances, 'END:VTIMEZONE'];
}

/**
 * Where the event happens: the pickup's words (pickup-words.ts) with its map link in the description and its
 * point as GEO; the meeting point's name and address
 * (docs/product.md § Meeting point), with its instructions for the description; the reference or the
 * city; or coordinates.
 */
function location(voucher: PurchaseVoucher): {
  text: string;
  instructions: string;
  geo: { latitude: number; longitude: number } | null;
} {
  if (voucher.pickup) {
    const { latitude, longitude } = voucher.pickup;
    return {
      text: pickupText(voucher.lang, voucher.pickup),
      instructions: pickupMapUrl(voucher.pickup),
      geo: { latitude, longitude },
    };
  }
  const { meeting } = voucher.experience;
  const place = meetingPlace(meetingFacts(voucher));
  if (place) return { text: place.where, instructions: place.instructions, geo: meeting };
  if (meeting) return { text: `${meeting.latitude}, ${meeting.longitude}`, instructions: '', geo: meeting };
  return { text: '', instructions: '', geo: null };
}

/**
 * A VCALENDAR with one VEVENT: UID `<code>@<host of publicUrl>` (the same purchase always updates the
 * same calendar entry), DTSTART in the experience's zone with its VTIMEZONE, DTEND the duration later on
 * that clock (a daylight-saving change in between is counted), the voucher link in DESCRIPTION and URL.
 * A zone the runtime does not know is written in UTC instead.
 */
export function purchaseIcs(voucher: PurchaseVoucher, publicUrl: string): string {
  const url = voucherUrl(publicUrl, voucher);
  const host = new URL(publicUrl).hostname;
  const zone = isTimeZone(voucher.timeZone) ? voucher.timeZone : null;
  const durationMs = voucher.experience.durationMinutes * 60_000;
  const start = zone ? instantAt(zone, voucher.bookingDate, voucher.bookingHour) : voucher.startsAt;
  const end = new Date(start.getTime() + durationMs);
  const times = zone
    ? [`DTSTART;TZID=${zone}:${localDateTime(zone, start)}`, `DTEND;TZID=${zone}:${localDateTime(zone, end)}`]
    : [`DTSTART:${basicDateTime(start)}Z`, `DTEND:${basicDateTime(end)}Z`];
  const place = location(voucher);
  const canceled = isCanceled(voucher.status);
  const description = [voucher.code, place.instructions, url].filter(Boolean).join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rumbo//Voucher//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(zone ? vtimezone(zone, start) : []),
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
