/**
 * Participant groups and what each costs (docs/product.md § Booking, § Experience): seniors 65+, adults
 * 13+, children 2-12, babies under 2; per-person prices, or one package price for the group.
 */
export const PARTICIPANT_TIERS = ['adults', 'children', 'babies', 'seniors'] as const;
export type ParticipantTier = (typeof PARTICIPANT_TIERS)[number];

export type Participants = Readonly<Record<ParticipantTier, number>>;

/** The price fields of an experience, in cents, as stored. */
export interface TierPricing {
  isPackage: boolean;
  pricePackageCents: number;
  priceAdultsCents: number;
  priceChildrenCents: number | null;
  priceBabiesCents: number | null;
  priceSeniorsCents: number | null;
  includeChildren: boolean;
  includeBabies: boolean;
}

/** Every participant counts: towards capacity, the limits, group discounts, add-ons and the service fee. */
export function totalParticipants(participants: Participants): number {
  return participants.adults + participants.children + participants.babies + participants.seniors;
}

/**
 * The package price pays for the whole group. As on the card (docs/product.md § Money), a package price
 * above 0 is what is charged; a package flag without one falls back to per-person prices.
 */
export function isPackagePriced(pricing: TierPricing): boolean {
  return pricing.pricePackageCents > 0;
}

/**
 * Which groups the card offers (and the engine accepts): adults always; seniors when they have a price
 * of their own (without one they are adults, on a package too: docs/decisions/0045); children and babies
 * when they have a price, or, for a package, when the experience includes them.
 */
export function offeredTiers(pricing: TierPricing): ParticipantTier[] {
  const packaged = isPackagePriced(pricing) || pricing.isPackage;
  const offered: Record<ParticipantTier, boolean> = {
    adults: true,
    children: packaged ? pricing.includeChildren : pricing.priceChildrenCents !== null,
    babies: packaged ? pricing.includeBabies : pricing.priceBabiesCents !== null,
    seniors: pricing.priceSeniorsCents !== null,
  };
  return PARTICIPANT_TIERS.filter((tier) => offered[tier]);
}

/** What one participant of an offered group costs (a group without a price is not offered). */
export function unitPriceCents(pricing: TierPricing, tier: ParticipantTier): number {
  switch (tier) {
    case 'adults':
      return pricing.priceAdultsCents;
    case 'seniors':
      return pricing.priceSeniorsCents ?? 0;
    case 'children':
      return pricing.priceChildrenCents ?? 0;
    case 'babies':
      return pricing.priceBabiesCents ?? 0;
  }
}
