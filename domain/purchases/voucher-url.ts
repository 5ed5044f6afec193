/**
 * The voucher link the confirmation e-mail carries and the QR code encodes: the product's public origin
 * (never a request's Host), the purchase code and its secret token.
 */
export function voucherUrl(publicUrl: string, voucher: { code: string; token: string }): string {
  return `${new URL(publicUrl).origin}${voucherPath(voucher)}`;
}

/** The same link without the origin. */
export function voucherPath(voucher: { code: string; token: string }): string {
  return `/voucher/${encodeURIComponent(voucher.code)}?t=${encodeURIComponent(voucher.token)}`;
}

/** The calendar file of a voucher, next to its page and behind the same token. */
export function voucherCalendarPath(voucher: { code: string; token: string }): string {
  return `/voucher/${encodeURIComponent(voucher.code)}/calendar.ics?t=${encodeURIComponent(voucher.token)}`;
}
