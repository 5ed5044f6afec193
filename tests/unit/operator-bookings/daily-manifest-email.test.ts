import { describe, expect, it } from 'vitest';
import { renderDailyManifestEmail } from '../../../domain/operator-bookings/daily-manifest-email';

const input = (lang: 'es' | 'en') => ({
  lang,
  links: { publicUrl: 'https://rumbo.example' },
  recipientName: 'Olga',
  companyName: 'Tours <Panamá>',
  date: '2026-12-15',
  departures: [
    {
      experienceId: 7,
      experienceName: 'Canal & selva',
      hour: '08:00',
      bookings: [
        {
          code: 'R1',
          traveller: 'Eva Ruiz',
          participants: [{ tier: 'adults' as const, quantity: 2 }],
          total: 2,
          pickup: 'Hotel Central',
        },
      ],
    },
  ],
});

describe('the e-mail of tomorrow’s manifests', () => {
  it('lists each departure’s bookings with a link to its manifest, in the member’s language', () => {
    const en = renderDailyManifestEmail(input('en'));
    expect(en).toMatchObject({ template: 'operator_daily_manifest', kind: 'transactional', lang: 'en' });
    expect(en.subject).toMatch(/^Tomorrow's departures, .*: 1 booking$/);
    expect(en.text).toContain('08:00 · Canal & selva');
    expect(en.text).toContain('R1 · Eva Ruiz');
    expect(en.text).toContain('pickup: Hotel Central');
    expect(en.html).toContain('https://rumbo.example/operator/departures/7/2026-12-15/0800');
    expect(en.html).toContain('Tours &lt;Panamá&gt;');
    expect(en.html).not.toContain('<Panamá>');
    const es = renderDailyManifestEmail(input('es'));
    expect(es.subject).toMatch(/^Salidas de mañana, .*: 1 reserva$/);
    expect(es.text).toContain('recogida: Hotel Central');
  });
});
