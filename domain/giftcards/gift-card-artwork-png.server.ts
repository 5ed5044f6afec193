import sharp from 'sharp';
import { giftCardArtworkSvg } from './gift-card-artwork';
import type { CelebrationType } from './gift-card-rules';

/**
 * The artwork as a PNG for the receiver's e-mail (mail clients do not show inline SVG), from the same
 * SVG as the browser's live preview. Five designs, each the same picture for every card: rendered once
 * per process and kept, so delivering a card (inside the transaction that draws its code) costs no
 * rasterising after the first of its design.
 */
const rendered = new Map<CelebrationType, Promise<Buffer>>();

export function giftCardArtworkPng(type: CelebrationType): Promise<Buffer> {
  let png = rendered.get(type);
  if (!png) {
    png = sharp(Buffer.from(giftCardArtworkSvg(type)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    // A failed render is not kept: the next delivery tries again.
    png.catch(() => rendered.delete(type));
    rendered.set(type, png);
  }
  return png;
}
