import QRCode from 'qrcode';

/**
 * The voucher link as a QR code: what the operator scans at the meeting point. Medium error correction
 * survives a creased printout; the quiet zone (margin) is the standard's four modules.
 */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** A PNG for the e-mail (mail clients do not show inline SVG). */
export function voucherQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...OPTIONS, type: 'png', width: 240 });
}

/** An SVG document for the voucher page, drawn by the server. */
export function voucherQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...OPTIONS, type: 'svg' });
}
