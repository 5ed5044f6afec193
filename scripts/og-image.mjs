// Draws public/og-image.png, the link preview of pages without a photo of their own (decision 0020): the
// brand mark of public/favicon.svg and the name on the accent colour, 1200×630 as Open Graph recommends.
// Run once with `node scripts/og-image.mjs` after changing the mark; the PNG is committed.
import sharp from 'sharp';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0b7a75"/>
  <g transform="translate(157 187) scale(8)">
    <rect width="32" height="32" rx="8" fill="#ffffff"/>
    <path d="M16 6l7 20-7-4-7 4z" fill="#0b7a75"/>
    <circle cx="16" cy="16" r="2.2" fill="#e8603c"/>
  </g>
  <text x="463" y="368" font-family="DejaVu Sans, Inter, sans-serif" font-weight="700" font-size="150" fill="#ffffff">Rumbo</text>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile('public/og-image.png');
