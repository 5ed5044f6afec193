import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countryFrame, type LatLng, projectPoint } from '../../common/map/map-projection';
import {
  CARD_TEXT,
  cardTotal,
  chooseDateAndHour,
  hourLabel,
  storedDraft,
  useBookingCardApp,
} from '../helpers/booking-card-page';

/**
 * The booking card's add-ons (the pickup and its map; lunch, priced per participant), the capacity
 * notice and the banners that say what Book still needs, on the booking fixture (Panama).
 */
const { open, serverTotal } = useBookingCardApp();

/** Taps a coordinate on the pickup map at 1× (the map fills its box): where it is drawn on the image. */
async function tapMap(map: Locator, point: LatLng) {
  const [width, height] = countryFrame('PA')!.viewBox;
  const at = projectPoint('PA', point)!;
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: (at.x / width) * box.width, y: (at.y / height) * box.height } });
}

const PANAMA_CITY = { latitude: 8.98, longitude: -79.52 };
/** The Gulf of Panama, south of the capital; and Colombia's Chocó, on the same map. */
const SEA = { latitude: 7.3, longitude: -79.3 };
const COLOMBIA = { latitude: 7.2, longitude: -77.0 };

describe('booking card extras', () => {
  it('asks for what is missing, then books a pickup point on the map and lunch for each (phone, es)', async () => {
    const { f, page, errors, context, card } = await open('phone', 'es');
    const text = CARD_TEXT.es;
    const book = card.getByRole('button', { name: text.book, exact: true });
    const banner = card.getByRole('alert').filter({ hasText: /reservar|recogemos/ });

    // Nothing chosen: the general banner; a day but no hour: the hour's.
    await book.click();
    await expect.poll(() => banner.textContent()).toContain(text.missingGeneral);
    await chooseDateAndHour(card, '2026-11-24');
    await book.click();
    await expect.poll(() => banner.textContent()).toContain(text.missingHour);
    await hourLabel(card, '08:00').click();
    await expect.poll(() => banner.count()).toBe(0);
    await card.getByRole('button', { name: text.addAdult, exact: true }).click();

    // Lunch (12 USD per participant) and the pickup (15 USD once, add-on type 0), which opens the map.
    const map = card.getByRole('application', { name: text.map });
    expect(await map.count()).toBe(0);
    await card.locator('label', { hasText: 'por participante' }).click();
    await card.locator('label', { hasText: 'por reserva' }).click();
    await map.waitFor();
    const lunch = ((await card.locator('label', { hasText: 'por participante' }).textContent()) ?? '').split(
      '+',
    )[0]!;
    const rows = card.locator('section[aria-labelledby="booking-breakdown"] dl > div');
    await expect.poll(() => rows.filter({ hasText: `2 × ${lunch.trim()}` }).textContent()).toMatch(/\$24$/);
    expect(await rows.filter({ hasText: '$15' }).count()).toBe(1);
    const selection = {
      booking_date: '2026-11-24',
      booking_hour: '08:00',
      participants: { adults: 2 },
      additional_products: [f.pickupId, f.lunchId],
    };
    const expected = await serverTotal('es', selection);
    expect(expected.total).toBe('$141'); // 100 + 24 + 15 + 2 of service fee
    await expect.poll(() => cardTotal(card).textContent()).toBe(expected.total);

    // Book before a point: the pickup's banner.
    await book.click();
    await expect.poll(() => banner.textContent()).toContain(text.pickupRequired);

    // The sea and a neighbour are refused with the translated message; nothing is recorded.
    const refusal = card.getByRole('alert').filter({ hasText: text.outside });
    await tapMap(map, SEA);
    await expect.poll(() => refusal.count()).toBe(1);
    await tapMap(map, COLOMBIA);
    await expect.poll(() => refusal.count()).toBe(1);
    const status = card.getByRole('status').filter({ hasText: /recogida/ });
    expect(await status.textContent()).toBe('Aún no has marcado el punto de recogida.');

    // The hotel in words, then a point inside Panama: recorded (within the tap's precision), the refusal
    // and the banner go.
    await card.locator('input[name="pickup-address"]').fill('Hotel Central, Casco Viejo');
    await tapMap(map, PANAMA_CITY);
    await expect.poll(() => status.textContent()).toMatch(/^Punto de recogida: 8\.9\d+, -79\.5\d+$/);
    expect(await refusal.count()).toBe(0);
    expect(await banner.count()).toBe(0);

    await book.click();
    await page.waitForURL(/\/booking\/details$/);
    const draft = await storedDraft(page);
    expect(draft).toMatchObject({
      experienceId: f.experienceId,
      bookingDate: '2026-11-24',
      bookingHour: '08:00',
      totalParticipants: { adults: 2, children: 0, babies: 0, seniors: 0 },
      coupon: null,
    });
    expect([...(draft!.additionalProducts as number[])].sort()).toEqual([f.pickupId, f.lunchId].sort());
    const point = draft!.bookingPickupLocation as { lat: number; lng: number; address: string };
    expect(point.address).toBe('Hotel Central, Casco Viejo');
    expect(point.lat).toBeCloseTo(PANAMA_CITY.latitude, 1);
    expect(point.lng).toBeCloseTo(PANAMA_CITY.longitude, 1);
    // The details page prices the same selection as the card did.
    await expect.poll(() => page.getByTestId('booking-total').textContent()).toBe(expected.total);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains an hour without room for the participants and goes back to one adult (desktop, en)', async () => {
    const { page, errors, context, card } = await open('desktop', 'en');
    const text = CARD_TEXT.en;
    const book = card.getByRole('button', { name: text.book, exact: true });
    await book.click();
    await expect.poll(() => card.getByRole('alert').textContent()).toContain(text.missingGeneral);

    await chooseDateAndHour(card, '2026-11-24', '08:00');
    const add = card.getByRole('button', { name: text.addAdult, exact: true });
    await add.click();
    await add.click();
    const adults = card.locator('output[aria-label="Adults"]');
    await expect.poll(() => adults.textContent()).toBe('3');
    // Tuesday's 14:00 departure has 2 places left.
    expect(await hourLabel(card, '14:00').textContent()).toContain('2 left');
    await hourLabel(card, '14:00').click();

    const dialog = page.getByRole('dialog', { name: text.capacityTitle });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(
      'The 2:00 PM departure on Tuesday, November 24 has no room for the participants you chose.',
    );
    await dialog.getByRole('button', { name: text.understood }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await adults.textContent()).toBe('1');
    expect(await card.locator('input[name="booking-hour"][value="14:00"]').isChecked()).toBe(true);
    const expected = await serverTotal('en', {
      booking_date: '2026-11-24',
      booking_hour: '14:00',
      participants: { adults: 1 },
    });
    expect(expected.total).toBe('$51');
    await expect.poll(() => cardTotal(card).textContent()).toBe(expected.total);
    expect(errors).toEqual([]);
    await context.close();
  });
});
