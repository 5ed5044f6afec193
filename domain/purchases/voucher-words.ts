/**
 * The words a voucher is written in, shared by the confirmation e-mail and the voucher page: the
 * departure on the experience's clock named by its country (docs/decisions/0037: "martes, 24 de
 * noviembre de 2026, 8:00 AM (hora de Panamá)"), participants by tier and the payment. Pure: the page's loader computes them on the server, so hydration never formats a date again.
 */
import { pickupMapUrl, pickupText } from './pickup-words';
import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { zonedDateTime } from '../booking/date-words';
import { formatUsd } from '../pricing/money';
import { type MeetingFacts, meetingPlace } from '../experiences/meeting-point';
import type { PurchaseVoucher } from './purchase-voucher';

/** The departure's words in the voucher's language (domain/booking/date-words.ts). */
export function zonedWords(lang: Lang, at: { date: string; time: string; country: string }): string {
  return zonedDateTime((key, values) => translate(lang, key, values), lang, at);
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

/** What a voucher knows of where the experience starts (docs/product.md § Meeting point). */
export function meetingFacts(voucher: PurchaseVoucher): MeetingFacts {
  const { experience } = voucher;
  return {
    reference: experience.meetingReference,
    address: experience.meetingAddress,
    instructions: experience.meetingInstructions,
    point: experience.meeting,
    city: experience.cityName,
  };
}

/**
 * Where to meet, in words: the pickup's address with a link to its point (pickup-words.ts); else the
 * meeting point's name and address with its instructions; else the meeting reference, its coordinates or
 * the city.
 */
export function placeWords(
  voucher: PurchaseVoucher,
  namespace: string,
): { label: string; text: string; instructions: string; mapUrl?: string } | null {
  const { lang } = voucher;
  const coordinates = (latitude: number, longitude: number) =>
    translate(lang, `${namespace}.coordinates`, { lat: latitude.toFixed(5), lng: longitude.toFixed(5) });
  if (voucher.pickup) {
    const { notes } = voucher.pickup;
    const where = pickupText(lang, voucher.pickup);
    return {
      label: translate(lang, `${namespace}.pickup`),
      text: notes ? `${where} (${notes})` : where,
      instructions: '',
      mapUrl: pickupMapUrl(voucher.pickup),
    };
  }
  const { meeting } = voucher.experience;
  const facts = meetingFacts(voucher);
  const place = meetingPlace(facts);
  if (meeting) {
    const label = translate(lang, `${namespace}.meetingPoint`);
    return place && (facts.address.trim() || facts.reference.trim())
      ? { label, text: place.where, instructions: place.instructions }
      : { label, text: coordinates(meeting.latitude, meeting.longitude), instructions: '' };
  }
  // No meeting point (the operator picks travellers up, and this booking has no pickup): the reference
  // (a landmark) or the city.
  return place ? { label: translate(lang, `${namespace}.place`), text: place.where, instructions: '' } : null;
}

/** An e-mail's rows for where to meet: the place, then its instructions under their own label. */
export function placeRows(
  place: { label: string; text: string; instructions: string; mapUrl?: string },
  instructionsLabel: string,
): { label: string; value: string }[] {
  return [
    { label: place.label, value: place.text },
    ...(place.mapUrl ? [{ label: '', value: place.mapUrl }] : []),
    ...(place.instructions ? [{ label: instructionsLabel, value: place.instructions }] : []),
  ];
}
