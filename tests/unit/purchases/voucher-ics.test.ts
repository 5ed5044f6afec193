import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, purchaseIcs } from '../../../domain/purchases/voucher-ics';
import { sampleVoucher } from './voucher-sample';

const PUBLIC_URL = 'https://rumbo.example';

/** The calendar's logical lines: folded lines joined back (RFC 5545 § 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
const property = (ics: string, name: string) => unfold(ics).filter((line) => line.startsWith(name));

describe('purchaseIcs (RFC 5545)', () => {
  it('is one VEVENT in a VCALENDAR, every line ended by CRLF', () => {
    const ics = purchaseIcs(sampleVoucher(), PUBLIC_URL);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(property(ics, 'METHOD')).toEqual(['METHOD:PUBLISH']);
    expect(property(ics, 'UID')).toEqual(['UID:RB7K2Q@rumbo.example']);
    expect(property(ics, 'STATUS')).toEqual(['STATUS:CONFIRMED']);
  });

  it('starts on the experience clock with its TZID and a matching VTIMEZONE; ends the duration later', () => {
    const ics = purchaseIcs(sampleVoucher(), PUBLIC_URL);
    expect(property(ics, 'DTSTART;')).toEqual(['DTSTART;TZID=America/Panama:20261124T080000']);
    expect(property(ics, 'DTEND')).toEqual(['DTEND;TZID=America/Panama:20261124T110000']);
    const zone = ics.slice(ics.indexOf('BEGIN:VTIMEZONE'), ics.indexOf('END:VTIMEZONE'));
    expect(zone).toContain('TZID:America/Panama');
    expect(zone).toContain('TZOFFSETFROM:-0500\r\nTZOFFSETTO:-0500');
  });

  it.each([
    ['America/Santo_Domingo', '-0400'],
    ['America/Guatemala', '-0600'],
    ['America/Costa_Rica', '-0600'],
    ['America/Puerto_Rico', '-0400'],
    ['America/El_Salvador', '-0600'],
    ['America/Bogota', '-0500'],
  ])('writes the fixed offset of %s (%s)', (timeZone, offset) => {
    const ics = purchaseIcs(sampleVoucher({ timeZone }), PUBLIC_URL);
    expect(ics).toContain(`DTSTART;TZID=${timeZone}:20261124T080000`);
    expect(ics).toContain(`TZOFFSETTO:${offset}`);
  });

  it('crosses midnight for a late departure and falls back to UTC for an unknown zone', () => {
    const late = purchaseIcs(
      sampleVoucher({
        bookingHour: '22:30',
        experience: { ...sampleVoucher().experience, durationMinutes: 150 },
      }),
      PUBLIC_URL,
    );
    expect(property(late, 'DTEND')).toEqual(['DTEND;TZID=America/Panama:20261125T010000']);
    const utc = purchaseIcs(sampleVoucher({ timeZone: 'Mars/Olympus' }), PUBLIC_URL);
    expect(utc).not.toContain('VTIMEZONE');
    expect(property(utc, 'DTSTART')).toEqual(['DTSTART:20261124T130000Z']);
    expect(property(utc, 'DTEND')).toEqual(['DTEND:20261124T160000Z']);
  });

  it('writes the real rules of a zone with daylight saving (Madrid, New York)', () => {
    const madrid = purchaseIcs(sampleVoucher({ timeZone: 'Europe/Madrid' }), PUBLIC_URL);
    expect(property(madrid, 'DTSTART;')).toEqual(['DTSTART;TZID=Europe/Madrid:20261124T080000']);
    const zone = unfold(madrid.slice(madrid.indexOf('BEGIN:VTIMEZONE'), madrid.indexOf('END:VTIMEZONE')));
    expect(zone).toContain('TZID:Europe/Madrid');
    // Spring forward at 02:00 CET, fall back at 03:00 CEST, on the clock each change leaves.
    expect(zone.join('\n')).toContain(
      'BEGIN:DAYLIGHT\nDTSTART:20260329T020000\nTZOFFSETFROM:+0100\nTZOFFSETTO:+0200\nTZNAME:+02\nEND:DAYLIGHT',
    );
    expect(zone.join('\n')).toContain(
      'BEGIN:STANDARD\nDTSTART:20261025T030000\nTZOFFSETFROM:+0200\nTZOFFSETTO:+0100\nTZNAME:+01\nEND:STANDARD',
    );
    // A three-hour tour from 00:30 on the night New York falls back ends at 02:30 on the clock (3.5 h on a
    // plain night would read 03:30).
    const night = purchaseIcs(
      sampleVoucher({ timeZone: 'America/New_York', bookingDate: '2026-11-01', bookingHour: '00:30' }),
      PUBLIC_URL,
    );
    expect(property(night, 'DTSTART;')).toEqual(['DTSTART;TZID=America/New_York:20261101T003000']);
    expect(property(night, 'DTEND')).toEqual(['DTEND;TZID=America/New_York:20261101T023000']);
    expect(night).toContain('DTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500');
  });

  it('escapes text and carries the voucher link', () => {
    const voucher = sampleVoucher({
      experience: {
        ...sampleVoucher().experience,
        name: 'Kayak; cena, y \\ vuelta',
        meetingReference: 'Muelle 3,\nfrente al faro',
      },
    });
    const ics = purchaseIcs(voucher, PUBLIC_URL);
    expect(property(ics, 'SUMMARY')).toEqual(['SUMMARY:Kayak\\; cena\\, y \\\\ vuelta']);
    expect(property(ics, 'LOCATION')).toEqual(['LOCATION:Muelle 3\\,\\nfrente al faro']);
    expect(property(ics, 'DESCRIPTION')[0]).toContain('https://rumbo.example/voucher/RB7K2Q?t=tok_abc123');
    expect(property(ics, 'URL')).toEqual(['URL:https://rumbo.example/voucher/RB7K2Q?t=tok_abc123']);
  });

  it('locates a pickup by its words with its point as GEO; an old one is a point on the map', () => {
    const pickup = { latitude: 9.1, longitude: -79.4, address: '', notes: null };
    const old = purchaseIcs(sampleVoucher({ pickup }), PUBLIC_URL);
    expect(property(old, 'LOCATION')).toEqual(['LOCATION:Punto en el mapa']);
    expect(property(old, 'GEO')).toEqual(['GEO:9.1;-79.4']);
    expect(old).not.toMatch(/Latitud/);
    const withAddress = { ...pickup, address: 'Hotel Central' };
    expect(property(purchaseIcs(sampleVoucher({ pickup: withAddress }), PUBLIC_URL), 'LOCATION')).toEqual([
      'LOCATION:Hotel Central',
    ]);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const name = 'Avistamiento de ballenas jorobadas en el Pacífico ñandú '.repeat(4);
    const ics = purchaseIcs(
      sampleVoucher({ experience: { ...sampleVoucher().experience, name } }),
      PUBLIC_URL,
    );
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(property(ics, 'SUMMARY')).toEqual([`SUMMARY:${name}`]);
    expect(ics).toContain('\r\n ');
  });
});

describe('ics helpers', () => {
  it('escapes backslash first, then ; , and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
  it('folds at exactly 75 octets, continuation lines starting with a space', () => {
    const line = 'X'.repeat(160);
    const parts = foldIcsLine(line).split('\r\n');
    expect(parts.map((part) => part.length)).toEqual([75, 75, 12]);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(foldIcsLine('short')).toBe('short');
    const accents = foldIcsLine('é'.repeat(40));
    for (const part of accents.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(accents.replace(/\r\n /g, '')).toBe('é'.repeat(40));
  });
});
