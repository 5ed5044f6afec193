/**
 * The demo coupons, one of each kind the booking card explains and one for gift cards (listed in
 * README.md). Validity is relative to the seeding day so the demo behaves the same whenever it is seeded.
 */
export interface SeedCoupon {
  code: string;
  /** What it discounts: bookings (`promotion`, the default) or gift cards only (docs/decisions/0041). */
  kind?: 'promotion' | 'gift_card';
  percent: number;
  maxPriceByExperienceCents: number | null;
  maxDiscountAppliedCents: number | null;
  /** Days from the seeding day; null: no bound. */
  validFromDays: number | null;
  validUntilDays: number | null;
  /** Uses by everybody; absent: unlimited. */
  maxUses?: number;
  maxUsesPerUser: number;
}

/** "No limit" per traveller: the column needs a number. */
const UNLIMITED = 1_000_000;

export const coupons: SeedCoupon[] = [
  {
    code: 'WELCOME10',
    percent: 10,
    maxPriceByExperienceCents: null,
    maxDiscountAppliedCents: null,
    validFromDays: null,
    validUntilDays: null,
    maxUsesPerUser: UNLIMITED,
  },
  {
    code: 'MAX5',
    percent: 20,
    maxPriceByExperienceCents: null,
    maxDiscountAppliedCents: 500,
    validFromDays: null,
    validUntilDays: null,
    maxUsesPerUser: UNLIMITED,
  },
  {
    code: 'UNDER60',
    percent: 15,
    maxPriceByExperienceCents: 6000,
    maxDiscountAppliedCents: null,
    validFromDays: null,
    validUntilDays: null,
    maxUsesPerUser: UNLIMITED,
  },
  {
    code: 'EXPIRED20',
    percent: 20,
    maxPriceByExperienceCents: null,
    maxDiscountAppliedCents: null,
    validFromDays: -120,
    validUntilDays: -30,
    maxUsesPerUser: UNLIMITED,
  },
  {
    code: 'ONCE15',
    percent: 15,
    maxPriceByExperienceCents: null,
    maxDiscountAppliedCents: null,
    validFromDays: null,
    validUntilDays: null,
    maxUsesPerUser: 1,
  },
  {
    code: 'FIRST3',
    percent: 15,
    maxPriceByExperienceCents: null,
    maxDiscountAppliedCents: null,
    validFromDays: null,
    validUntilDays: null,
    maxUses: 3,
    maxUsesPerUser: UNLIMITED,
  },
  {
    code: 'GIFT10',
    kind: 'gift_card',
    percent: 10,
    maxPriceByExperienceCents: null,
    maxDiscountAppliedCents: null,
    validFromDays: null,
    validUntilDays: null,
    maxUsesPerUser: UNLIMITED,
  },
];
