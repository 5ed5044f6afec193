/**
 * The words a voucher is written in, shared by the confirmation e-mail and the voucher page: the
 * departure on the experience's clock named by its country (docs/decisions/0037: "martes, 24 de
 * noviembre de 2026, 8:00 AM (hora de Panamá)"), participants by tier, the payment and the cancellation
 * deadline. Pure: the page's loader computes them on the server, so hydration never formats a date again.
 */
import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { twelveHour } from '../booking/departures';
import { instantAt, wallClockIn } from '../booking/zoned-time';
import { cancellationI18nKey, refundDeadline } from '../catalog/cancellation-policy';
import { formatUsd } from '../pricing/money';
import type { PurchaseVoucher } from './purchase-voucher';

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** "martes, 24 de noviembre de 2026" / "Tuesday, November 24, 2026" for a yyyy-MM-dd day. */
export function longDay(day: string, lang: Lang): string {
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

/** A day and hour on the experience's clock, in words, with the zone named by its country. */
export function zonedWords(lang: Lang, at: { date: string; time: string; country: string }): string {
  return translate(lang, 'bookingDetails.dateTime', {
    date: longDay(at.date, lang),
    time: twelveHour(at.time),
    zone: translate(lang, 'bookingDetails.zone', { country: at.country }),
  });
}

/** The departure in words. */
export function departureWords(voucher: PurchaseVoucher): string {
  return zonedWords(voucher.lang, {
    date: voucher.bookingDate,
    time: voucher.bookingHour,
    country: voucher.experience.countryName,
  });
}

/** "3 horas" / "1.5 hours": the duration in hours, as the experience page gives it. */
export function durationHours(voucher: PurchaseVoucher): number {
  return Math.round((voucher.experience.durationMinutes / 60) * 100) / 100;
}

/** "2 adultos", "1 niño": one line per tier. */
export function tierWords(lang: Lang, tier: string, count: number): string {
  return translate(lang, `bookingDetails.tiers.${tier}`, { count });
}

/** How the charged part was paid, in the namespace's words ("tarjeta Visa terminada en 4242"). */
export function paymentMethodWords(voucher: PurchaseVoucher, namespace: string): string {
  if (voucher.paymentMethod === 'paypal') return translate(voucher.lang, `${namespace}.methodPaypal`);
  if (voucher.cardLast4)
    return translate(voucher.lang, `${namespace}.methodCard`, {
      brand: voucher.cardBrand ?? '',
      last4: voucher.cardLast4,
    });
  return translate(voucher.lang, `${namespace}.methodCardPlain`);
}

export interface VoucherCancellation {
  /** The policy ("Cancelación gratis hasta 48 horas antes del inicio."). */
  policy: string;
  /** The exact deadline, or that it has passed at `now`; null for a non-refundable experience. */
  deadline: string | null;
}

/** The policy and its exact deadline on the experience's clock, as of `now` (the e-mail: the booking). */
export function cancellationTerms(
  voucher: PurchaseVoucher,
  namespace: string,
  now: Date,
): VoucherCancellation {
  const { lang } = voucher;
  const policy = translate(lang, cancellationI18nKey(voucher.experience.cancellationPolicy));
  const start = instantAt(voucher.timeZone, voucher.bookingDate, voucher.bookingHour);
  const deadline = refundDeadline(voucher.experience.cancellationPolicy, start);
  if (deadline === null) return { policy, deadline: null };
  if (now.getTime() > deadline.getTime())
    return { policy, deadline: translate(lang, `${namespace}.deadlinePassed`) };
  const clock = wallClockIn(voucher.timeZone, deadline);
  return {
    policy,
    deadline: translate(lang, `${namespace}.freeUntil`, {
      deadline: zonedWords(lang, {
        date: clock.date,
        time: clock.time,
        country: voucher.experience.countryName,
      }),
    }),
  };
}

/** One amount line of the payment summary; discounts are negative. */
export interface AmountLine {
  key: string;
  label: string;
  cents: number;
  amount: string;
}

/** The payment summary's lines: what was booked, discounts, fee, total, then how the total was paid. */
export function amountLines(voucher: PurchaseVoucher, namespace: string): AmountLine[] {
  const { lang, amounts } = voucher;
  const line = (key: string, label: string, cents: number): AmountLine => ({
    key,
    label,
    cents,
    amount: cents < 0 ? `−${formatUsd(-cents, lang)}` : formatUsd(cents, lang),
  });
  const lines: AmountLine[] = [
    line('subtotal', translate(lang, `${namespace}.subtotal`), amounts.subtotalCents),
  ];
  if (amounts.groupDiscountCents > 0)
    lines.push(line('group', translate(lang, `${namespace}.groupDiscount`), -amounts.groupDiscountCents));
  if (amounts.addOnsCents > 0)
    lines.push(line('addOns', translate(lang, `${namespace}.addOnsTotal`), amounts.addOnsCents));
  if (amounts.couponDiscountCents > 0)
    lines.push(
      line(
        'coupon',
        voucher.couponCode
          ? translate(lang, `${namespace}.coupon`, { code: voucher.couponCode })
          : translate(lang, `${namespace}.couponNoCode`),
        -amounts.couponDiscountCents,
      ),
    );
  if (amounts.serviceFeeCents > 0)
    lines.push(line('fee', translate(lang, `${namespace}.serviceFee`), amounts.serviceFeeCents));
  lines.push(line('total', translate(lang, `${namespace}.total`), amounts.totalCostCents));
  if (amounts.walletDiscountCents > 0)
    lines.push(line('wallet', translate(lang, `${namespace}.wallet`), amounts.walletDiscountCents));
  if (amounts.totalPaymentCents > 0)
    lines.push(
      line(
        'charged',
        translate(lang, `${namespace}.charged`, { method: paymentMethodWords(voucher, namespace) }),
        amounts.totalPaymentCents,
      ),
    );
  return lines;
}

/** Where to meet, in words: the pickup's address (or its coordinates), else the meeting reference. */
export function placeWords(
  voucher: PurchaseVoucher,
  namespace: string,
): { label: string; text: string } | null {
  const { lang } = voucher;
  const coordinates = (latitude: number, longitude: number) =>
    translate(lang, `${namespace}.coordinates`, { lat: latitude.toFixed(5), lng: longitude.toFixed(5) });
  if (voucher.pickup) {
    const { address, latitude, longitude, notes } = voucher.pickup;
    const where = address.trim() || coordinates(latitude, longitude);
    return { label: translate(lang, `${namespace}.pickup`), text: notes ? `${where} (${notes})` : where };
  }
  const { meetingReference, meeting } = voucher.experience;
  if (meetingReference.trim())
    return { label: translate(lang, `${namespace}.meetingPoint`), text: meetingReference };
  if (meeting)
    return {
      label: translate(lang, `${namespace}.meetingPoint`),
      text: coordinates(meeting.latitude, meeting.longitude),
    };
  return null;
}
