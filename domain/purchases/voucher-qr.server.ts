import QRCode from 'qrcode';

/**
 * The voucher link as a QR code: what the operator scans at the meeting point. Medium error correction
 * survives a creased printout; the quiet zone (margin) is the standard's four modules.
 */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** pngjs's own options, passed through by qrcode (its types list only the deflate ones, 9 by default). */
const PNG_OPTIONS = { filterType: 0, colorType: 0 };

/**
 * A PNG for the e-mail (mail clients do not show inline SVG). Black on white needs neither colour nor
 * alpha, and rows of one grey compress well unfiltered: pngjs's default tries all five filters on every
 * row of an RGBA image, which cost about 7 ms per purchase inside the confirming transaction; grey and
 * no filter take under 3 ms for the same pixels.
 */
export function voucherQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, {
    ...OPTIONS,
    type: 'png',
    width: 240,
    rendererOpts: { deflateLevel: 9, ...PNG_OPTIONS },
  });
}

/** An SVG document for the voucher page, drawn by the server. */
export function voucherQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...OPTIONS, type: 'svg' });
}
