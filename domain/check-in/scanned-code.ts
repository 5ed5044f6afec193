/**
 * What the operator's check-in reads (docs/decisions/0072-check-in.md): the voucher's QR holds the voucher link
 * (domain/purchases/voucher-url.ts: `<origin>/voucher/<code>?t=<token>`), or the operator types the booking's
 * code. The link proves the voucher (its secret token); a typed code only names a booking.
 */

/** The voucher link's code and token, or a code typed by hand (spaces and case ignored). */
export type ScannedCode = { kind: 'voucher'; code: string; token: string } | { kind: 'typed'; code: string };

/** The longest text accepted: a voucher link is about 100 characters. */
export const MAX_SCANNED_LENGTH = 500;

const CODE = /^[A-Z0-9-]{3,40}$/;
const VOUCHER_PATH = /\/voucher\/([^/?#]+)$/;

/** A typed code as stored: upper case, without spaces (`rb-7k 2m` → `RB-7K2M`); null when it cannot be one. */
export function normalizedCode(typed: string): string | null {
  const code = typed.replace(/\s+/g, '').toUpperCase();
  return CODE.test(code) ? code : null;
}

/** The voucher link's code and token, whatever its origin (a printout of another deployment still names them). */
function voucherLink(text: string): ScannedCode | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const path = VOUCHER_PATH.exec(url.pathname);
  const token = url.searchParams.get('t');
  if (!path || !token) return null;
  let code: string;
  try {
    code = decodeURIComponent(path[1]!);
  } catch {
    return null;
  }
  return CODE.test(code) ? { kind: 'voucher', code, token } : null;
}

/** What a scan or a typed text names; null for text that is neither a voucher link nor a booking code. */
export function parseScanned(scanned: string): ScannedCode | null {
  const text = scanned.trim();
  if (text.length === 0 || text.length > MAX_SCANNED_LENGTH) return null;
  if (/^https?:\/\//i.test(text)) return voucherLink(text);
  const code = normalizedCode(text);
  return code ? { kind: 'typed', code } : null;
}
