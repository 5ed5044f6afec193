/**
 * The price of a booking, all in (docs/product.md § Booking, § Money): participants at their group's
 * price or the package price, less the group discount for the participant count, plus add-ons, less the
 * coupon, less wallet credit, plus the service fee. Integer cents throughout; `quoteReply` converts to
 * the USD numbers of the quote call at the edge. The browser's card and the server run this same code,
 * and the server's answer is what is charged.
 */
import { type BookingResult, bookingError, couponError } from '../booking/booking-errors';
import { type AddOnLine, addOnLine, needsPickupLocation, type OfferedAddOn } from './add-ons';
import { type DiscountGroup, discountForParticipants } from './card-price';
import { type CouponTerms, couponDiscount } from './coupon';
import { applyPercent, centsToUsd } from './money';
import {
  isPackagePriced,
  offeredTiers,
  PARTICIPANT_TIERS,
  type Participants,
  type ParticipantTier,
  type TierPricing,
  totalParticipants,
  unitPriceCents,
} from './participants';
import { serviceFeeCents } from './service-fee';

/** Well above any schedule's capacity: larger counts are a malformed request, not a big group. */
export const MAX_PARTICIPANTS_PER_TIER = 999;

export interface ExperiencePricing extends TierPricing {
  minPersons: number;
  maxPersons: number;
  discountGroups: readonly DiscountGroup[];
  addOns: readonly OfferedAddOn[];
}

export interface QuoteSelection {
  participants: Participants;
  /** Ids of the experience's add-ons; a repeated id counts once. */
  addOnIds: readonly number[];
  /** A coupon that passed validate-coupon, or null. */
  coupon: CouponTerms | null;
  /** Credit to spend: the wallet balance when the traveller applies it, otherwise 0. */
  walletCents: number;
  /** Places left at the chosen hour; null when the caller checks capacity itself. */
  placesLeft: number | null;
}

export type QuoteNotice = 'couponHasMaxDiscount';

export interface TierLine {
  tier: ParticipantTier;
  quantity: number;
  /** 0 for a package: the package line carries the price. */
  unitPriceCents: number;
}

export interface Quote {
  totalParticipants: number;
  isPackage: boolean;
  tiers: TierLine[];
  participantsCents: number;
  groupDiscountPercent: number;
  groupDiscountCents: number;
  addOns: AddOnLine[];
  additionalCents: number;
  needsPickupLocation: boolean;
  serviceFeeCents: number;
  couponPercent: number;
  couponDiscountCents: number;
  walletDiscountCents: number;
  /** What is charged: participants - group discount + add-ons - coupon + service fee - wallet credit. */
  totalCents: number;
  notices: QuoteNotice[];
}

function checkParticipants(pricing: ExperiencePricing, selection: QuoteSelection): BookingResult<number> {
  const { participants } = selection;
  for (const tier of PARTICIPANT_TIERS) {
    const count = participants[tier];
    if (!Number.isSafeInteger(count) || count < 0 || count > MAX_PARTICIPANTS_PER_TIER) {
      return bookingError('INVALID_PARTICIPANTS', { tier });
    }
  }
  const offered = offeredTiers(pricing);
  const refused = PARTICIPANT_TIERS.find((tier) => participants[tier] > 0 && !offered.includes(tier));
  if (refused) return bookingError('TIER_NOT_OFFERED', { tier: refused });
  const total = totalParticipants(participants);
  const min = Math.max(1, pricing.minPersons);
  if (total < min) return bookingError('BELOW_MIN_PARTICIPANTS', { min });
  if (total > pricing.maxPersons) return bookingError('ABOVE_MAX_PARTICIPANTS', { max: pricing.maxPersons });
  if (selection.placesLeft !== null && total > selection.placesLeft) {
    return bookingError('CAPACITY_EXCEEDED', { places: Math.max(0, selection.placesLeft) });
  }
  return { ok: true, value: total };
}

/** The quote in cents, or the first rule the selection breaks. */
export function quoteCents(pricing: ExperiencePricing, selection: QuoteSelection): BookingResult<Quote> {
  const checked = checkParticipants(pricing, selection);
  if (!checked.ok) return checked;
  const total = checked.value;

  const addOns: AddOnLine[] = [];
  for (const id of new Set(selection.addOnIds)) {
    const offered = pricing.addOns.find((addOn) => addOn.id === id);
    if (!offered) return bookingError('ADD_ON_UNKNOWN', { id });
    addOns.push(addOnLine(offered, total));
  }

  const isPackage = isPackagePriced(pricing);
  const tiers = PARTICIPANT_TIERS.filter((tier) => selection.participants[tier] > 0).map((tier) => ({
    tier,
    quantity: selection.participants[tier],
    unitPriceCents: isPackage ? 0 : unitPriceCents(pricing, tier),
  }));
  const participantsCents = isPackage
    ? pricing.pricePackageCents
    : tiers.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const groupDiscountPercent = discountForParticipants(pricing.discountGroups, total);
  const groupDiscountCents = applyPercent(participantsCents, groupDiscountPercent);
  const additionalCents = addOns.reduce((sum, line) => sum + line.totalCents, 0);
  const bookingPrice = participantsCents - groupDiscountCents + additionalCents;

  const notices: QuoteNotice[] = [];
  let couponPercent = 0;
  let couponDiscountCents = 0;
  if (selection.coupon) {
    const coupon = couponDiscount(bookingPrice, selection.coupon);
    if (!coupon.ok) return couponError(coupon.reason);
    couponPercent = coupon.value.percent;
    couponDiscountCents = coupon.value.discountCents;
    if (coupon.value.capped) notices.push('couponHasMaxDiscount');
  }

  // The coupon never discounts the service fee; wallet credit pays everything, fee included, so a
  // traveller with enough credit needs no card (docs/decisions/0039 revisits 0033 here).
  const fee = serviceFeeCents(total);
  const payable = bookingPrice - couponDiscountCents + fee;
  // A balance that is not whole positive cents (none, negative, NaN) spends nothing.
  const credit = Number.isSafeInteger(selection.walletCents) ? Math.max(0, selection.walletCents) : 0;
  const walletDiscountCents = Math.min(credit, payable);
  return {
    ok: true,
    value: {
      totalParticipants: total,
      isPackage,
      tiers,
      participantsCents,
      groupDiscountPercent,
      groupDiscountCents,
      addOns,
      additionalCents,
      needsPickupLocation: needsPickupLocation(addOns),
      serviceFeeCents: fee,
      couponPercent,
      couponDiscountCents,
      walletDiscountCents,
      totalCents: payable - walletDiscountCents,
      notices,
    },
  };
}

/** The booking/quote answer's `data`: USD numbers with at most two decimals. */
export interface QuoteReply {
  total_participants: number;
  participants_amount: number;
  group_discount_percent: number;
  group_discount: number;
  additional_amount: number;
  service_fee: number;
  coupon_percent: number;
  coupon_discount: number;
  wallet_discount: number;
  total: number;
  currency: 'USD';
  notices: QuoteNotice[];
}

export function quoteReply(quote: Quote): QuoteReply {
  return {
    total_participants: quote.totalParticipants,
    participants_amount: centsToUsd(quote.participantsCents),
    group_discount_percent: quote.groupDiscountPercent,
    group_discount: centsToUsd(quote.groupDiscountCents),
    additional_amount: centsToUsd(quote.additionalCents),
    service_fee: centsToUsd(quote.serviceFeeCents),
    coupon_percent: quote.couponPercent,
    coupon_discount: centsToUsd(quote.couponDiscountCents),
    wallet_discount: centsToUsd(quote.walletDiscountCents),
    total: centsToUsd(quote.totalCents),
    currency: 'USD',
    notices: quote.notices,
  };
}
