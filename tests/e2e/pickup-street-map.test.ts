import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../common/map/pickup-area';
import { seriousViolations } from '../helpers/axe';
import { CARD_TEXT, chooseDateAndHour, hourLabel, useBookingCardApp } from '../helpers/booking-card-page';

/**
 * The pickup map with a street tile source configured (MAP_TILES_URL): the browser's requests to the tile
 * host are answered with generated PNG tiles, one colour per tile, and the map is zoomed to street level.
 * A tap there must come back as the coordinate of the tile pixel under it, within a few metres.
 */
const TILE_HOST = 'http://tiles.rumbo.test';
const ATTRIBUTION = '© Rumbo test tiles';
const { open, ctx } = useBookingCardApp({
  MAP_TILES_URL: `${TILE_HOST}/{z}/{x}/{y}.png`,
  MAP_TILES_ATTRIBUTION: ATTRIBUTION,
  MAP_TILES_MAX_ZOOM: '18',
});

const STREET_ZOOM = 17;
const TEXT = {
  es: { status: /recogida/i, chosen: /^Punto de recogida: (-?[\d.]+), (-?[\d.]+)$/ },
  en: { status: /pickup/i, chosen: /^Pickup point: (-?[\d.]+), (-?[\d.]+)$/ },
} as const;

const tiles = new Map<string, Promise<Buffer>>();
/** A 256 px PNG in a colour of its own (by x and y), made once per colour. */
function tilePng(x: number, y: number): Promise<Buffer> {
  const background = { r: 80 + ((x * 37) % 150), g: 120 + ((y * 53) % 120), b: 90 + (((x + y) * 29) % 140) };
  const key = `${background.r},${background.g},${background.b}`;
  let png = tiles.get(key);
  if (!png) {
    png = sharp({ create: { width: 256, height: 256, channels: 3, background } })
      .png()
      .toBuffer();
    tiles.set(key, png);
  }
  return png;
}

/** Serves the tile host in this browser context and records the zooms asked for. */
async function serveTiles(context: BrowserContext): Promise<Set<number>> {
  const zooms = new Set<number>();
  await context.route(`${TILE_HOST}/**`, async (route) => {
    const [z, x, y] = new URL(route.request().url()).pathname.match(/\d+/g)!.map(Number) as [
      number,
      number,
      number,
    ];
    zooms.add(z);
    await route.fulfill({ status: 200, contentType: 'image/png', body: await tilePng(x, y) });
  });
  return zooms;
}

interface Tile {
  z: number;
  x: number;
  y: number;
  left: number;
  top: number;
  size: number;
  loaded: boolean;
}

/** The tiles of the map's zoom on screen (their place in the page), once they are loaded and at rest. */
async function settledTiles(map: Locator): Promise<Tile[]> {
  let shown: Tile[] = [];
  await expect
    .poll(async () => {
      shown = await map.locator('img').evaluateAll((images) =>
        images
          .filter((image) => (image as HTMLImageElement).src.startsWith('http://tiles.rumbo.test/'))
          .map((image) => {
            const [z, x, y] = new URL((image as HTMLImageElement).src).pathname.match(/\d+/g)!.map(Number);
            const box = image.getBoundingClientRect();
            return {
              z: z!,
              x: x!,
              y: y!,
              left: box.left,
              top: box.top,
              size: box.width,
              loaded: image.classList.contains('leaflet-tile-loaded'),
            };
          }),
      );
      // The map's level is the deepest; the level it came from may stay under it until its tiles are in.
      const level = Math.max(...shown.map((tile) => tile.z));
      shown = shown.filter((tile) => tile.z === level);
      return shown.length > 0 && shown.every((tile) => tile.loaded && tile.size === 256);
    })
    .toBe(true);
  return shown;
}

/** Web Mercator: the coordinate of a world pixel at a zoom (256 px tiles), the tile source's own grid. */
function worldPixelToLatLng(px: number, py: number, z: number) {
  const world = 256 * 2 ** z;
  const longitude = (px / world) * 360 - 180;
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / world))) * 180) / Math.PI;
  return { latitude, longitude };
}

/** The coordinate drawn at a point of the page: the tile under it and the pixel inside that tile. */
function coordinateUnder(shown: Tile[], pageX: number, pageY: number) {
  const tile = shown.find(
    (t) => pageX >= t.left && pageX < t.left + t.size && pageY >= t.top && pageY < t.top + t.size,
  )!;
  expect(tile).toBeDefined();
  return worldPixelToLatLng(tile.x * 256 + (pageX - tile.left), tile.y * 256 + (pageY - tile.top), tile.z);
}

async function openPickup(page: Page, card: Locator, lang: 'es' | 'en') {
  await chooseDateAndHour(card, '2026-11-24');
  await hourLabel(card, '08:00').click({ timeout: 15_000 });
  await card
    .locator('label', { hasText: lang === 'es' ? 'por reserva' : 'per booking' })
    .click({ timeout: 15_000 });
  const map = card.getByRole('application', { name: CARD_TEXT[lang].map });
  await map.waitFor();
  return map;
}

describe('street-level pickup map', () => {
  it('lets pages load the configured tile host and nothing else', async () => {
    const { url } = (await ctx.api('/api/v1/experiences/simple?limit=1')).data[0] as { url: string };
    const reply = await ctx.app.app.inject({ method: 'GET', url, headers: { 'accept-language': 'es' } });
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain(`img-src 'self' data: blob: ${TILE_HOST}`);
    expect(csp).toContain(`connect-src 'self' ${TILE_HOST}`);
  });

  for (const [size, lang] of [
    ['phone', 'es'],
    ['desktop', 'en'],
  ] as const) {
    it(`shows the tiles and places a point at street level to within a few metres (${size}, ${lang})`, async () => {
      const { page, errors, context, card } = await open(size, lang);
      const zooms = await serveTiles(context);
      const leafletRequests: string[] = [];
      page.on('request', (request) => {
        if (/leaflet/.test(request.url())) leafletRequests.push(request.url());
      });
      expect(await page.locator('.leaflet-container').count()).toBe(0);
      const map = await openPickup(page, card, lang);
      expect(await card.getByText(ATTRIBUTION).isVisible()).toBe(true);
      // The library came with the picker, not with the page.
      await expect.poll(() => leafletRequests.length).toBeGreaterThan(0);

      // Opens on the country (Panama fits at zoom 6–8), then zooms in with its + button to street level.
      let shown = await settledTiles(map);
      const opening = shown[0]!.z;
      expect(opening).toBeGreaterThanOrEqual(5);
      expect(opening).toBeLessThanOrEqual(8);
      const zoomIn = card.getByRole('button', {
        name: lang === 'es' ? 'Acercar el mapa' : 'Zoom in on the map',
      });
      for (let z = opening; z < STREET_ZOOM; z += 1) {
        await zoomIn.click();
        await expect.poll(() => zooms.has(z + 1)).toBe(true);
        shown = await settledTiles(map);
        expect(shown[0]!.z).toBe(z + 1);
      }

      // A tap off the middle (in Coclé, where the map opens): the recorded point is the tile pixel's.
      const box = (await map.boundingBox())!;
      const tap = { x: box.width / 2 + 37, y: box.height / 2 - 23 };
      await map.click({ position: tap });
      const status = card.getByRole('status').filter({ hasText: TEXT[lang].status });
      await expect.poll(() => status.textContent()).toMatch(TEXT[lang].chosen);
      const [, latitude, longitude] = TEXT[lang].chosen.exec((await status.textContent())!)!;
      const recorded = { latitude: Number(latitude), longitude: Number(longitude) };
      const drawn = coordinateUnder(shown, box.x + tap.x, box.y + tap.y);
      expect(distanceKm(recorded, drawn) * 1000).toBeLessThan(3);
      // The pin is drawn on the map.
      expect(await map.locator('.fill-coral').count()).toBe(1);

      // By keyboard: the arrows pan the map under the middle cross, Enter places the point there.
      const tapped = await status.textContent();
      await map.focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      const centre = { x: box.width / 2, y: box.height / 2 };
      await expect.poll(() => status.textContent()).not.toBe(tapped);
      const [, keyLatitude, keyLongitude] = TEXT[lang].chosen.exec((await status.textContent())!)!;
      const afterPan = await settledTiles(map);
      const underCross = coordinateUnder(afterPan, box.x + centre.x, box.y + centre.y);
      expect(
        distanceKm({ latitude: Number(keyLatitude), longitude: Number(keyLongitude) }, underCross) * 1000,
      ).toBeLessThan(3);

      await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/street-map-${size}-${lang}.png` });
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
