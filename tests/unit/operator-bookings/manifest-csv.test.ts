import { describe, expect, it } from 'vitest';
import { csvCell, csvText, manifestFileName } from '../../../domain/operator-bookings/manifest-csv';
import {
  manifestCsv,
  manifestTotals,
  type ManifestBooking,
} from '../../../domain/operator-bookings/manifest';

const booking = (overrides: Partial<ManifestBooking> = {}): ManifestBooking => ({
  code: 'R1',
  status: 'confirmed',
  participants: { adults: 2, children: 1, babies: 0, seniors: 0 },
  total_participants: 3,
  add_ons: [{ name: 'Almuerzo', quantity: 3 }],
  pickup: null,
  traveller: { name: 'Eva Ruiz', phone: '+507 6000 0000', email: 'eva@example.com' },
  operator_earning: 100,
  traveller_paid: 126,
  can_cancel: true,
  checked_in_at: null,
  no_show_at: null,
  ...overrides,
});

describe('CSV cells (RFC 4180, safe against formula injection)', () => {
  it('prefixes text that a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`).replace(/^"|"$/g, '')).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('Eva')).toBe('Eva');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('writes a BOM, the header and CRLF lines', () => {
    expect(csvText(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa,b\r\n1,x\r\n');
  });

  it('names the file for the experience, the date and the hour', () => {
    expect(manifestFileName('Tour del Canal de Panamá', '2026-11-24', '0800')).toBe(
      'manifest-tour-del-canal-de-panama-2026-11-24-0800.csv',
    );
    expect(manifestFileName('"/../x"', '2026-11-24', '14:30')).toBe('manifest-x-2026-11-24-1430.csv');
    expect(manifestFileName('', '2026-11-24', '0800')).toBe('manifest-experience-2026-11-24-0800.csv');
  });
});

describe('a manifest’s totals and file', () => {
  it('adds up tiers and attendance', () => {
    const totals = manifestTotals([
      booking(),
      booking({
        participants: { adults: 1, children: 0, babies: 1, seniors: 2 },
        total_participants: 4,
        checked_in_at: 'x',
      }),
      booking({ no_show_at: 'y' }),
    ]);
    expect(totals).toEqual({
      adults: 5,
      children: 2,
      babies: 1,
      seniors: 2,
      total: 10,
      bookings: 3,
      checked_in: 1,
      no_show: 1,
    });
  });

  it('translates the header, hides no contact it was given, neutralises names, ends with totals', () => {
    const es = manifestCsv('es', [booking({ traveller: { name: '=cmd', phone: null, email: 'a@b.c' } })]);
    const lines = es.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Código,Viajero,Teléfono,Correo,Adultos,Niños,Bebés,Mayores,Total,Extras,Recogida,Mapa de la recogida,Asistencia',
    );
    expect(lines[1]).toBe("R1,'=cmd,,a@b.c,2,1,0,0,3,3 × Almuerzo,,,Pendiente");
    expect(lines[2]).toBe('Totales,,,,2,1,0,0,3,,,,');
    const en = manifestCsv('en', [booking({ traveller: null, checked_in_at: 'x' })]);
    expect(en.slice(1).split('\r\n')[0]).toMatch(/^Code,Traveller,Phone,E-mail,Adults/);
    expect(en.split('\r\n')[1]).toBe('R1,,,,2,1,0,0,3,3 × Almuerzo,,,Checked in');
  });
});
