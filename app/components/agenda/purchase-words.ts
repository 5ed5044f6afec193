/**
 * How the agenda words a purchase (docs/decisions/0040): its status label, its start on the experience's
 * clock and on the traveller's, and what a cancellation gives back. Pure, the translator passed in.
 */
import { type Lang, intlLocale } from '../../../common/i18n/languages';
import { zonedDateTime } from '../../../domain/booking/date-words';
import { wallClockIn } from '../../../common/time/zoned-time';
import { meetingPlace } from '../../../domain/experiences/meeting-point';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import type { PurchaseJson } from '../../../domain/purchases/purchase-json';
import { isPurchaseStatus } from '../../../domain/purchases/purchase-lifecycle';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The status's catalogue key; a value this version does not know reads "unknown" (docs/product.md § Purchase). */
export function statusKey(status: string): string {
  return `agendaPage.status.${isPurchaseStatus(status) ? status : 'unknown'}`;
}

/** "sábado, 28 de noviembre de 2026, 9:00 AM (hora de Panamá)". */
export function startWords(t: Translate, lang: Lang, purchase: PurchaseJson): string {
  return zonedDateTime(t, lang, {
    date: purchase.booking_date,
    time: purchase.booking_hour,
    country: purchase.country.name,
  });
}

/** An instant on the experience's clock, in the same words ("…, 9:00 AM (hora de Panamá)"). */
export function instantWords(t: Translate, lang: Lang, purchase: PurchaseJson, iso: string): string {
  const clock = wallClockIn(purchase.time_zone, new Date(iso));
  return zonedDateTime(t, lang, { date: clock.date, time: clock.time, country: purchase.country.name });
}

/**
 * The start on the traveller's own clock, when it reads differently from the experience's (another
 * offset): "sáb, 28 nov, 10:00 a. m. GMT-4". Null when both clocks show the same time.
 */
export function localStartWords(
  lang: Lang,
  purchase: PurchaseJson,
  browserZone: string | null,
): string | null {
  if (!browserZone || browserZone === purchase.time_zone) return null;
  const start = new Date(purchase.starts_at);
  let local;
  try {
    local = wallClockIn(browserZone, start);
  } catch {
    return null;
  }
  const there = wallClockIn(purchase.time_zone, start);
  if (local.date === there.date && local.time === there.time) return null;
  return new Intl.DateTimeFormat(intlLocale(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: browserZone,
    timeZoneName: 'short',
  }).format(start);
}

export interface RefundParts {
  wallet: number;
  card: number;
  paypal: number;
}

/** What a cancellation now would give back: the wallet part to the wallet, the charged part to its method. */
export function expectedRefund(purchase: PurchaseJson): RefundParts {
  const charged = purchase.payment_method === 'wallet' ? 0 : purchase.total_payment;
  return {
    wallet: purchase.wallet_discount + (purchase.payment_method === 'wallet' ? purchase.total_payment : 0),
    card: purchase.payment_method === 'card' ? charged : 0,
    paypal: purchase.payment_method === 'paypal' ? charged : 0,
  };
}

export const refundTotal = (parts: RefundParts) => parts.wallet + parts.card + parts.paypal;

/** One line per method that gives something back ("$10 a tu saldo a favor, al instante"). */
export function refundLines(t: Translate, lang: Lang, parts: RefundParts): string[] {
  const money = (usd: number) => formatUsd(usdToCents(usd), lang);
  const lines: string[] = [];
  if (parts.wallet > 0)
    lines.push(t('agendaPage.purchaseButtons.refundWallet', { amount: money(parts.wallet) }));
  if (parts.card > 0) lines.push(t('agendaPage.purchaseButtons.refundCard', { amount: money(parts.card) }));
  if (parts.paypal > 0)
    lines.push(t('agendaPage.purchaseButtons.refundPaypal', { amount: money(parts.paypal) }));
  return lines;
}

/** The voucher's QR image, next to its page and behind the same token (app/routes/voucher-qr.ts). */
export function voucherQrPath(voucherUrl: string): string {
  const url = new URL(voucherUrl, 'http://agenda.invalid');
  return `${url.pathname}/qr.svg${url.search}`;
}

/** The meeting point's name and address, and its instructions (docs/product.md § Meeting point). */
export function meetingWords(
  point: NonNullable<PurchaseJson['meeting_point']>,
): { where: string; instructions: string } | null {
  const { lat, lng, ...words } = point;
  return meetingPlace({ ...words, point: { latitude: lat, longitude: lng }, city: '' });
}
