/**
 * Add-on item type codes (docs/product.md § Add-ons): 0 pickup or transport
 * from the traveller's address, 1 equipment, 2 food and drink, 3 photo and video, 4 other. Only the
 * pickup code carries a rule, written here once for TypeScript and, through
 * `catalog-conditions.server.ts`, for SQL.
 */
export const ADD_ON_TYPE_CODES = [0, 1, 2, 3, 4] as const;
export type AddOnTypeCode = (typeof ADD_ON_TYPE_CODES)[number];

/** A pickup needs the traveller's address, so a booking with it asks for a location. */
export const PICKUP_TYPE_CODE = 0 satisfies AddOnTypeCode;

export function isPickupAddOn(typeCode: number): boolean {
  return typeCode === PICKUP_TYPE_CODE;
}

/**
 * The transport flag (docs/product.md § Booking): the operator comes to the traveller
 * when one of the add-ons is a pickup, or when the experience has no meeting point at all.
 */
export function offersTransport(meetingLatitude: number | null, addOnTypeCodes: readonly number[]): boolean {
  return meetingLatitude === null || addOnTypeCodes.some(isPickupAddOn);
}
