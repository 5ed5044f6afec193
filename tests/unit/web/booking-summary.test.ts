import { describe, expect, it } from 'vitest';
import en from '../../../common/i18n/en.json';
import es from '../../../common/i18n/es.json';
import { createTranslator } from '../../../common/i18n/translator';
import { cancellationWords, longDate, zonedDateTime } from '../../../domain/booking/date-words';

const tEs = createTranslator('es', es);
const tEn = createTranslator('en', en, es);
const booking = {
  timeZone: 'America/Panama',
  country: 'Panamá',
  date: '2026-11-28',
  hour: '09:00',
  now: new Date('2026-11-22T15:00:00Z'),
};

describe('booking summary words', () => {
  it('names the day, the 12-hour time and the country of the clock', () => {
    expect(longDate('2026-11-28', 'es')).toBe('sábado, 28 de noviembre de 2026');
    expect(longDate('2026-11-28', 'en')).toBe('Saturday, November 28, 2026');
    expect(zonedDateTime(tEs, 'es', { date: '2026-11-28', time: '14:30', country: 'Panamá' })).toBe(
      'sábado, 28 de noviembre de 2026, 2:30 PM (hora de Panamá)',
    );
    expect(zonedDateTime(tEn, 'en', { date: '2026-11-28', time: '00:15', country: 'Panama' })).toBe(
      'Saturday, November 28, 2026, 12:15 AM (Panama time)',
    );
  });

  it('gives the exact refund deadline on the experience’s clock', () => {
    const words = cancellationWords(tEn, 'en', { ...booking, country: 'Panama', policy: 3 });
    expect(words).toEqual({
      policy: 'Free cancellation up to 48 hours before the start.',
      deadline: 'Free cancellation until Thursday, November 26, 2026, 9:00 AM (Panama time).',
      refundable: true,
    });
    // Guatemala is UTC-6: the same wall-clock start, the same wall-clock deadline.
    const guatemala = cancellationWords(tEs, 'es', {
      ...booking,
      timeZone: 'America/Guatemala',
      country: 'Guatemala',
      policy: 2,
    });
    expect(guatemala.deadline).toBe(
      'Cancelación gratis hasta el viernes, 27 de noviembre de 2026, 9:00 AM (hora de Guatemala).',
    );
  });

  it('says when nothing is refunded, or when the window has already passed', () => {
    expect(cancellationWords(tEs, 'es', { ...booking, policy: 1 })).toMatchObject({
      refundable: false,
      deadline: es.experience.cancellation.nonRefundable,
    });
    // 15 days before the 28th is already behind the 22nd.
    expect(cancellationWords(tEs, 'es', { ...booking, policy: 6 })).toMatchObject({
      refundable: false,
      deadline: es.bookingDetails.deadlinePassed,
    });
    // At the deadline itself the refund still applies; a millisecond later it does not.
    const deadline = new Date('2026-11-27T14:00:00Z');
    expect(cancellationWords(tEs, 'es', { ...booking, policy: 2, now: deadline }).refundable).toBe(true);
    expect(
      cancellationWords(tEs, 'es', { ...booking, policy: 2, now: new Date(deadline.getTime() + 1) })
        .refundable,
    ).toBe(false);
  });
});
