/**
 * Add-ons in a booking (docs/product.md § Add-ons): `apply_to` 1 counts once, 2 once per participant.
 */
import { isPickupAddOn } from '../catalog/add-on-types';

export interface OfferedAddOn {
  id: number;
  priceCents: number;
  applyTo: 1 | 2;
  typeCode: number;
}

export interface AddOnLine {
  id: number;
  typeCode: number;
  applyTo: 1 | 2;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

export function addOnLine(addOn: OfferedAddOn, participantCount: number): AddOnLine {
  const quantity = addOn.applyTo === 2 ? participantCount : 1;
  return {
    id: addOn.id,
    typeCode: addOn.typeCode,
    applyTo: addOn.applyTo,
    quantity,
    unitPriceCents: addOn.priceCents,
    totalCents: addOn.priceCents * quantity,
  };
}

/** A chosen pickup needs the traveller's location on the map. */
export function needsPickupLocation(lines: readonly AddOnLine[]): boolean {
  return lines.some((line) => isPickupAddOn(line.typeCode));
}
