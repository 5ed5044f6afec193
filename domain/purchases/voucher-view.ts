/**
 * The voucher page's data, every word already written (server side, in the visitor's language): the
 * browser formats no date or amount again, so hydration cannot differ from the server's render.
 */
import { isCanceled } from './purchase-lifecycle';
import { translate } from '../../common/i18n/translate';
import { formatUsd } from '../pricing/money';
import type { PurchaseStatus, PurchaseVoucher } from './purchase-voucher';
import { mapUrl } from './map-url';
import { type NextSteps, nextSteps } from './next-steps';
import { voucherCalendarPath } from './voucher-url';
import { type AmountLine, amountLines, durationHours, placeWords, tierWords } from './voucher-words';

const NS = 'voucher';

/** The QR code as the page draws it: its viewBox and paths, never markup from elsewhere. */
export interface QrDrawing {
  viewBox: string;
  paths: { d: string; fill: string | null; stroke: string | null }[];
}

export interface VoucherView {
  code: string;
  status: PurchaseStatus;
  statusLabel: string;
  canceled: boolean;
  bookedBy: string;
  experienceName: string;
  experiencePath: string;
  duration: string | null;
  place: { label: string; text: string; instructions: string; mapUrl: string | null } | null;
  participants: string[];
  addOns: string[];
  amounts: AmountLine[];
  refunded: string | null;
  calendarPath: string;
  /** What to do next, as the confirmation screen and e-mail say it. */
  next: NextSteps;
  qr: QrDrawing;
}

const SAFE_PATH = /^[MmLlHhVvZz0-9 .,-]+$/;
const SAFE_COLOR = /^#[0-9a-fA-F]{3,8}$/;

/**
 * Reads the SVG `qrcode` writes (a viewBox and one or two paths) into plain values. Anything else in it
 * is dropped: the page renders elements it builds itself, with no HTML string from outside.
 */
export function qrDrawing(svg: string): QrDrawing {
  const viewBox = /viewBox="([0-9 .]+)"/.exec(svg)?.[1] ?? '0 0 0 0';
  const paths: QrDrawing['paths'] = [];
  for (const match of svg.matchAll(/<path\b([^>]*)\/?>/g)) {
    const attributes = match[1] ?? '';
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? null;
    const d = attribute('d');
    if (!d || !SAFE_PATH.test(d)) continue;
    const fill = attribute('fill');
    const stroke = attribute('stroke');
    paths.push({
      d,
      fill: fill && SAFE_COLOR.test(fill) ? fill : null,
      stroke: stroke && SAFE_COLOR.test(stroke) ? stroke : null,
    });
  }
  return { viewBox, paths };
}

/** The voucher in the page's words; `now` decides whether the free-cancellation deadline has passed. */
export function voucherView(voucher: PurchaseVoucher, qrSvg: string, now: Date): VoucherView {
  const { lang } = voucher;
  const words = (key: string, values?: Record<string, string | number>) =>
    translate(lang, `${NS}.${key}`, values);
  const place = placeWords(voucher, NS);
  const at = voucher.pickup ?? voucher.experience.meeting;
  const hours = durationHours(voucher);
  return {
    code: voucher.code,
    status: voucher.status,
    statusLabel: words(`status.${voucher.status}`),
    canceled: isCanceled(voucher.status),
    bookedBy: words('bookedBy', { name: `${voucher.user.firstName} ${voucher.user.lastName}`.trim() }),
    experienceName: voucher.experience.name,
    experiencePath: voucher.experience.path,
    duration: hours > 0 ? words('duration', { count: hours }) : null,
    place: place
      ? {
          ...place,
          mapUrl: at ? mapUrl(at) : null,
        }
      : null,
    participants: voucher.participants.map((p) => tierWords(lang, p.tier, p.quantity)),
    addOns: voucher.addOns.map((a) => words('addOnQuantity', { name: a.name, count: a.quantity })),
    amounts: amountLines(voucher, NS),
    refunded: voucher.amounts.refundedCents > 0 ? formatUsd(voucher.amounts.refundedCents, lang) : null,
    calendarPath: voucherCalendarPath(voucher),
    next: nextSteps(voucher, now),
    qr: qrDrawing(qrSvg),
  };
}
