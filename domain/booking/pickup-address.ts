/**
 * The pickup's address in words (docs/decisions/0081-pickup-area.md): the hotel or street the traveller
 * types next to the point on the map, what the driver and every later page read first. Pure: the booking
 * card checks it as typed and the purchase checks it again.
 */
import { hasRefusedCharacters } from '../input-text';

export const PICKUP_ADDRESS_MIN = 3;
export const PICKUP_ADDRESS_MAX = 200;

/** The address as kept (NFC, trimmed, inner runs of spaces made one), or null when it is not usable. */
export function pickupAddress(typed: string | null | undefined): string | null {
  if (typeof typed !== 'string') return null;
  const address = typed.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (address.length < PICKUP_ADDRESS_MIN || address.length > PICKUP_ADDRESS_MAX) return null;
  if (hasRefusedCharacters(address)) return null;
  return address;
}
