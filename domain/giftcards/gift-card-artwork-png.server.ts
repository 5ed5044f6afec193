import sharp from 'sharp';
import { type GiftCardFace, giftCardFaceSvg } from './gift-card-artwork';
import type { CelebrationType } from './gift-card-rules';

/**
 * The card's face as a PNG for the receiver's e-mail (mail clients do not show inline SVG): the same
 * artwork as the browser's live preview with its label and amount drawn in (giftCardFaceSvg). Faces
 * repeat (a design, a language, a usual amount), so the last few are kept and delivering a card inside
 * the transaction that draws its code seldom rasterises.
 */
const KEPT = 64;
const rendered = new Map<string, Promise<Buffer>>();

export function giftCardArtworkPng(type: CelebrationType, face: GiftCardFace, lang: string): Promise<Buffer> {
  const key = JSON.stringify([type, lang, face.label, face.amount]);
  let png = rendered.get(key);
  if (png) {
    // Most recently used last, so the oldest face is the one let go.
    rendered.delete(key);
  } else {
    png = sharp(Buffer.from(giftCardFaceSvg(type, face, lang)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    // A failed render is not kept: the next delivery tries again.
    png.catch(() => rendered.delete(key));
  }
  rendered.set(key, png);
  if (rendered.size > KEPT) rendered.delete(rendered.keys().next().value!);
  return png;
}
