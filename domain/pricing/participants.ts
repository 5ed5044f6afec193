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
 * Which groups the card offers: adults and seniors always; children and babies when they have a price,
 * or, for a package, when the experience includes them.
 */
export function offeredTiers(pricing: TierPricing): ParticipantTier[] {
  const packaged = isPackagePriced(pricing) || pricing.isPackage;
  const children = packaged ? pricing.includeChildren : pricing.priceChildrenCents !== null;
  const babies = packaged ? pricing.includeBabies : pricing.priceBabiesCents !== null;
  return PARTICIPANT_TIERS.filter(
    (tier) => (tier !== 'children' || children) && (tier !== 'babies' || babies),
  );
}

/** What one participant of a group costs; seniors without a price of their own pay the adult price. */
export function unitPriceCents(pricing: TierPricing, tier: ParticipantTier): number {
  switch (tier) {
    case 'adults':
      return pricing.priceAdultsCents;
    case 'seniors':
      return pricing.priceSeniorsCents ?? pricing.priceAdultsCents;
    case 'children':
      return pricing.priceChildrenCents ?? 0;
    case 'babies':
      return pricing.priceBabiesCents ?? 0;
  }
}
