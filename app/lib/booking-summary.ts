/**
 * The words of a booking's summary on /booking/details (docs/product.md § Booking): the departure and the
 * cancellation deadline on the experience's clock, named by its country ("hora de Panamá"), with hours on a
 * 12-hour clock as everywhere in the product. Only the browser runs this (the draft lives in its storage),
 * so Intl's dates cannot differ between a server render and hydration.
 */
import type { Lang } from '../../common/i18n/languages';
import type { Translate } from '../../common/i18n/translator';
import { twelveHour } from '../../domain/booking/departures';
import { instantAt, wallClockIn } from '../../domain/booking/zoned-time';
import {
  type CancellationPolicyId,
  cancellationI18nKey,
  refundDeadline,
} from '../../domain/catalog/cancellation-policy';

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** "sábado, 28 de noviembre de 2026" / "Saturday, November 28, 2026" for a yyyy-MM-dd day. */
export function longDate(day: string, lang: Lang): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      // The day is already the experience's: formatted at UTC midnight it cannot slip to a neighbour.
      timeZone: 'UTC',
    });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** "sábado, 28 de noviembre de 2026, 9:00 AM (hora de Panamá)". */
export function zonedDateTime(
  t: Translate,
  lang: Lang,
  at: { date: string; time: string; country: string },
): string {
  return t('bookingDetails.dateTime', {
    date: longDate(at.date, lang),
    time: twelveHour(at.time),
    zone: t('bookingDetails.zone', { country: at.country }),
  });
}

export interface CancellationWords {
  /** The policy in words ("Cancelación gratis hasta 48 horas antes del inicio."). */
  policy: string;
  /** The exact deadline, that it has passed already, or (non-refundable) the policy's words again. */
  deadline: string;
  refundable: boolean;
}

/**
 * The policy and its deadline for one departure: the start is resolved on the experience's clock and the
 * window counted back in exact hours (`refundDeadline`), then read on that clock again. A departure booked
 * inside its window (a 7-day policy, six days ahead) is refundable no more, and says so.
 */
export function cancellationWords(
  t: Translate,
  lang: Lang,
  booking: {
    policy: CancellationPolicyId;
    timeZone: string;
    country: string;
    date: string;
    hour: string;
    now: Date;
  },
): CancellationWords {
  const policy = t(cancellationI18nKey(booking.policy));
  const deadline = refundDeadline(booking.policy, instantAt(booking.timeZone, booking.date, booking.hour));
  if (deadline === null) return { policy, deadline: policy, refundable: false };
  if (booking.now.getTime() > deadline.getTime())
    return { policy, deadline: t('bookingDetails.deadlinePassed'), refundable: false };
  const clock = wallClockIn(booking.timeZone, deadline);
  return {
    policy,
    deadline: t('bookingDetails.freeUntil', {
      deadline: zonedDateTime(t, lang, { date: clock.date, time: clock.time, country: booking.country }),
    }),
    refundable: true,
  };
}
