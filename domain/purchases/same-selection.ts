/**
 * Whether two booking selections name the same purchase (docs/decisions/0046): a PayPal order pays only
 * for the selection it was opened for, not for another departure that happens to cost the same. Pure.
 */
import { pickupAddress } from '../booking/pickup-address';
import { PARTICIPANT_TIERS } from '../pricing/participants';
import type { PurchaseSelection } from './purchase-request';

/** "8:00" and "08:00:00" name the same departure: "HH:mm". */
export function normalHour(hour: string): string {
  const [h = '0', m = '0'] = hour.split(':');
  return `${h.padStart(2, '0')}:${m.padStart(2, '0')}`;
}

/** The selection's canonical form: what is booked and paid, in a fixed order. */
export function selectionKey(selection: PurchaseSelection): string {
  return JSON.stringify([
    selection.experienceId,
    selection.date,
    normalHour(selection.hour),
    PARTICIPANT_TIERS.map((tier) => selection.participants[tier] ?? 0),
    [...selection.addOnIds].sort((a, b) => a - b),
    selection.couponCode?.trim().toUpperCase() || null,
    selection.pickup
      ? [selection.pickup.lat, selection.pickup.lng, pickupAddress(selection.pickup.address)]
      : null,
    selection.applyWallet,
  ]);
}

/** The experience, day, hour, participants, add-ons, coupon, pickup (point and words) and use of credit all match. */
export function sameSelection(a: PurchaseSelection, b: PurchaseSelection): boolean {
  return selectionKey(a) === selectionKey(b);
}
