/**
 * The gift card's artwork, one per celebration type, drawn by the product (docs/decisions/0041): an SVG
 * string that the browser shows in the live preview and the server turns into the PNG of the receiver's
 * e-mail, so both see the same card. Pure: no I/O, nothing loaded from elsewhere. The artwork has no
 * text: the preview lays its texts over it, and the e-mail's face (giftCardFaceSvg) draws them in.
 */
import { DESIGN_COLORS } from '../../common/design-colors';
import type { CelebrationType } from './gift-card-rules';

export const GIFT_CARD_ARTWORK_WIDTH = 600;
export const GIFT_CARD_ARTWORK_HEIGHT = 360;

interface Palette {
  from: string;
  to: string;
  ink: string;
}

const PALETTES: Record<CelebrationType, Palette> = {
  birthday: {
    from: '#ffb38a',
    to: DESIGN_COLORS.coral.DEFAULT,
    ink: '#7a2410',
  },
  thanks: { from: '#f6d7a7', to: '#d9895b', ink: '#6b3416' },
  congratulations: {
    from: '#8fd3cf',
    to: DESIGN_COLORS.accent.DEFAULT,
    ink: DESIGN_COLORS.accent.strong,
  },
  holidays: { from: '#9cc9a4', to: '#2f6f4e', ink: '#173d2a' },
  travel: { from: '#9bd4f0', to: '#1f6fa3', ink: '#0f3c5c' },
};

const circle = (cx: number, cy: number, r: number, fill: string, opacity = 1) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="${opacity}"/>`;

function balloon(x: number, y: number, fill: string): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="34" ry="42" fill="${fill}"/>` +
    `<path d="M${x} ${y + 42} l-6 10 h12 z" fill="${fill}"/>` +
    `<path d="M${x} ${y + 52} q-14 40 6 80" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.8"/>` +
    `<ellipse cx="${x - 12}" cy="${y - 14}" rx="8" ry="12" fill="#ffffff" opacity="0.35"/>`
  );
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/**
 * Motifs keep out of the two bands the preview writes in: the top (the card's name, about 440 units wide
 * in Spanish on a phone) and the lower left (the amount). Small confetti sits between them.
 */
const MOTIFS: Record<CelebrationType, (palette: Palette) => string> = {
  birthday: () =>
    balloon(470, 120, '#ffe08a') +
    balloon(530, 95, '#ffffff') +
    balloon(415, 150, '#8fd3cf') +
    [30, 90, 150, 210, 270].map((x, i) => circle(x, 112 + (i % 2) * 26, 5, '#ffffff', 0.7)).join(''),
  thanks: () =>
    `<path d="M480 230 C 400 170, 420 90, 480 120 C 540 90, 560 170, 480 230 Z" fill="#ffffff" opacity="0.9"/>` +
    `<path d="M420 260 C 370 222, 382 172, 420 191 C 458 172, 470 222, 420 260 Z" fill="#fff1de" opacity="0.7"/>` +
    circle(80, 60, 60, '#ffffff', 0.12),
  congratulations: () =>
    star(480, 120, 56, '#ffe08a') +
    star(390, 215, 20, '#ffffff') +
    star(550, 215, 18, '#ffffff') +
    [
      [60, 118, '#ffe08a'],
      [140, 158, '#ffffff'],
      [250, 112, DESIGN_COLORS.coral.DEFAULT],
      [330, 160, '#ffe08a'],
    ]
      .map(
        ([x, y, fill]) =>
          `<rect x="${x}" y="${y}" width="14" height="6" rx="2" fill="${fill}" transform="rotate(35 ${x} ${y})"/>`,
      )
      .join(''),
  holidays: () =>
    `<path d="M480 40 L545 170 H515 L560 250 H400 L445 170 H415 Z" fill="#ffffff" opacity="0.9"/>` +
    `<rect x="470" y="250" width="20" height="30" fill="#ffffff" opacity="0.9"/>` +
    star(480, 36, 16, '#ffe08a') +
    circle(455, 200, 7, DESIGN_COLORS.coral.DEFAULT) +
    circle(505, 140, 7, '#ffe08a') +
    circle(500, 220, 7, DESIGN_COLORS.coral.DEFAULT) +
    [40, 120, 200, 300].map((x, i) => circle(x, 112 + (i % 2) * 40, 4, '#ffffff', 0.8)).join(''),
  travel: () =>
    circle(470, 100, 52, '#ffe08a') +
    `<path d="M0 300 Q 150 250 300 300 T 600 300 V360 H0 Z" fill="#ffffff" opacity="0.35"/>` +
    `<path d="M520 300 q-6 -80 -40 -130" stroke="#5a3a1a" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<path d="M480 172 q-40 -10 -70 18 q40 -6 70 -18 z M480 172 q10 -40 52 -46 q-26 24 -52 46 z M480 172 q44 -6 70 26 q-40 -12 -70 -26 z" fill="#2f6f4e"/>` +
    `<path d="M120 140 l60 -10 l14 -14 l6 2 l-8 16 l36 -6 l8 -8 l4 2 l-4 10 l-6 4 l-46 10 l-22 20 l-6 -2 l10 -18 l-40 8 z" fill="#ffffff" opacity="0.9"/>`,
};

/**
 * The artwork of `type` as a standalone SVG document (600 × 360, the card's 5:3 shape). `title` names it
 * for assistive technology where the SVG stands alone; the preview marks its own image instead.
 */
export function giftCardArtworkSvg(type: CelebrationType, title?: string): string {
  const palette = PALETTES[type];
  const id = `gc-${type}`;
  const label = title ? `<title>${escapeXml(title)}</title>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GIFT_CARD_ARTWORK_WIDTH} ${GIFT_CARD_ARTWORK_HEIGHT}" ` +
    `width="${GIFT_CARD_ARTWORK_WIDTH}" height="${GIFT_CARD_ARTWORK_HEIGHT}"${title ? ' role="img"' : ' aria-hidden="true"'}>` +
    label +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${GIFT_CARD_ARTWORK_WIDTH}" height="${GIFT_CARD_ARTWORK_HEIGHT}" rx="24" fill="url(#${id})"/>` +
    MOTIFS[type](palette) +
    `</svg>`
  );
}

/** The two texts the card's face carries over its artwork, in the receiver's language. */
export interface GiftCardFace {
  /** The card's name, e.g. "Rumbo gift card"; drawn in capitals as the preview shows it. */
  label: string;
  /** The amount as written for the reader, e.g. "$62.50". */
  amount: string;
}

/**
 * The card's face as the receiver's e-mail shows it: the artwork with the label at its top left and the
 * amount at its bottom left, in the design's ink, where the live preview lays its texts (mail clients
 * cannot lay text over an image, so the texts are drawn into it). The fonts are the machine's sans-serif.
 */
export function giftCardFaceSvg(type: CelebrationType, face: GiftCardFace, lang: string): string {
  const ink = PALETTES[type].ink;
  const font = `font-family="'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif" font-weight="bold"`;
  const texts =
    `<text x="36" y="58" ${font} font-size="18" letter-spacing="1" fill="${ink}">` +
    `${escapeXml(face.label.toLocaleUpperCase(lang))}</text>` +
    `<text x="36" y="322" ${font} font-size="64" fill="${ink}">${escapeXml(face.amount)}</text>`;
  return giftCardArtworkSvg(type).replace(/<\/svg>$/, `${texts}</svg>`);
}

/** The colour texts take over the artwork's lower left, where no motif is drawn. */
export function giftCardInk(type: CelebrationType): string {
  return PALETTES[type].ink;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
