/**
 * A departure and its cancellation deadline in words, as the booking pages, the confirmation e-mail and the voucher write it
 * (docs/decisions/0037): "martes, 24 de noviembre de 2026, 8:00 AM (hora de Panamá)". Pure, and free of
 * the catalogues: the caller passes its translator (the browser has one language loaded, the server
 * both).
 */
import type { Lang } from '../../common/i18n/languages';
import { formatDay } from '../../common/i18n/translator';
import {
  type CancellationPolicyId,
  cancellationI18nKey,
  refundDeadline,
} from '../catalog/cancellation-policy';
import { twelveHour } from './departures';
import { instantAt, wallClockIn } from '../../common/time/zoned-time';

/** "sábado, 28 de noviembre de 2026" / "Saturday, November 28, 2026" for a yyyy-MM-dd day. */
export function longDate(day: string, lang: Lang): string {
  return formatDay(day, lang);
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

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
  /** The catalogue keys of "already passed" and "free until {deadline}" (each page has its own). */
  keys: { passed: string; freeUntil: string } = {
    passed: 'bookingDetails.deadlinePassed',
    freeUntil: 'bookingDetails.freeUntil',
  },
): CancellationWords {
  const policy = t(cancellationI18nKey(booking.policy));
  const deadline = refundDeadline(booking.policy, instantAt(booking.timeZone, booking.date, booking.hour));
  if (deadline === null) return { policy, deadline: policy, refundable: false };
  if (booking.now.getTime() > deadline.getTime())
    return { policy, deadline: t(keys.passed), refundable: false };
  const clock = wallClockIn(booking.timeZone, deadline);
  return {
    policy,
    deadline: t(keys.freeUntil, {
      deadline: zonedDateTime(t, lang, { date: clock.date, time: clock.time, country: booking.country }),
    }),
    refundable: true,
  };
}
