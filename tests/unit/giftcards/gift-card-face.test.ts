import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  giftCardArtworkSvg,
  giftCardFaceSvg,
  giftCardInk,
} from '../../../domain/giftcards/gift-card-artwork';
import { giftCardArtworkPng } from '../../../domain/giftcards/gift-card-artwork-png.server';

/**
 * The card's face in the receiver's e-mail shows what the buyer's live preview promised ("This is how the
 * receiver sees the card"): the card's name and its amount over the artwork, not the bare artwork.
 */
describe('the gift card face', () => {
  it('lays the label in capitals and the amount over the artwork, escaped, in the design’s ink', () => {
    const svg = giftCardFaceSvg(
      'birthday',
      { label: 'Tarjeta de regalo de <Rumbo>', amount: '$62.50' },
      'es',
    );
    expect(svg.startsWith(giftCardArtworkSvg('birthday').slice(0, -'</svg>'.length))).toBe(true);
    expect(svg).toContain('TARJETA DE REGALO DE &#60;RUMBO&#62;</text>');
    expect(svg).toContain('>$62.50</text>');
    expect(svg.match(new RegExp(`fill="${giftCardInk('birthday')}"`, 'g'))).toHaveLength(2);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('draws the amount into the PNG: the lower left is ink, not the bare gradient', async () => {
    const face = await giftCardArtworkPng('travel', { label: 'Rumbo gift card', amount: '$200' }, 'en');
    const other = await giftCardArtworkPng('travel', { label: 'Rumbo gift card', amount: '$5' }, 'en');
    expect(await sharp(face).metadata()).toMatchObject({
      format: 'png',
      width: 600,
      height: 360,
    });
    expect(face.equals(other)).toBe(false);
    // The amount's box (the lower left): the dark ink of the design appears there only with the text.
    const darkPixels = async (png: Buffer) => {
      const { data, info } = await sharp(png)
        .extract({ left: 36, top: 270, width: 220, height: 60 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let dark = 0;
      for (let i = 0; i < data.length; i += info.channels)
        if (data[i]! + data[i + 1]! + data[i + 2]! < 200) dark++;
      return dark;
    };
    const bare = await sharp(Buffer.from(giftCardArtworkSvg('travel')))
      .png()
      .toBuffer();
    expect(await darkPixels(bare)).toBe(0);
    expect(await darkPixels(face)).toBeGreaterThan(500);
    // The same face is rendered once and kept.
    expect(await giftCardArtworkPng('travel', { label: 'Rumbo gift card', amount: '$200' }, 'en')).toBe(face);
  });
});
