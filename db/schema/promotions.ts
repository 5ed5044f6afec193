import { sql } from 'drizzle-orm';
import { GIFT_CARD_STATES } from '../../common/lifecycle-states';
import {
  boolean,
  check,
  jsonb,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cents, citext, createdAt, id } from './columns';
import { companies } from './companies';
import { experiences } from './experiences';
import { countries } from './geography';

export const couponKind = pgEnum('coupon_kind', ['promotion', 'affiliate', 'gift_card']);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: citext('code').notNull().unique(),
    kind: couponKind('kind').notNull().default('promotion'),
    percent: smallint('percent').notNull(),
    /**
     * The coupon is refused when the booking price exceeds this (docs/product.md § Coupons and gift card
     * amounts).
     */
    maxPriceByExperienceCents: cents('max_price_by_experience_cents'),
    /** The percent is lowered so the discount never exceeds this. */
    maxDiscountAppliedCents: cents('max_discount_applied_cents'),
    affiliateCode: text('affiliate_code'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user').notNull().default(1),
    /**
     * The coupon's uses (its `coupon_uses` rows), kept by the database's triggers: a use is recorded only
     * while this is below `max_uses` (docs/decisions/0045).
     */
    usesCount: integer('uses_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_percent_check', sql`${t.percent} > 0 and ${t.percent} <= 100`),
    check('coupons_uses_count_check', sql`${t.usesCount} >= 0`),
  ],
);

/** When a coupon lists experiences it is valid only for them. */
export const couponExperiences = pgTable(
  'coupon_experiences',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.experienceId] })],
);

/** When a coupon lists companies it is valid only for their experiences (docs/decisions/0075-admin-promotions). */
export const couponCompanies = pgTable(
  'coupon_companies',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.companyId] })],
);

/** When a coupon lists countries it is valid only for experiences in them. */
export const couponCountries = pgTable(
  'coupon_countries',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.countryId] })],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    id: id(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The purchase or gift card the coupon discounted. */
    purchaseId: integer('purchase_id'),
    giftCardId: integer('gift_card_id'),
    discountCents: cents('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_uses_coupon_user_idx').on(t.couponId, t.userId)],
);

/**
 * A traveller's uses of a coupon (their `coupon_uses` rows), kept by the database's triggers: a use is
 * recorded only while this is below the coupon's `max_uses_per_user` (docs/decisions/0045).
 */
export const couponUserUses = pgTable(
  'coupon_user_uses',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    uses: integer('uses').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.userId] }),
    check('coupon_user_uses_uses_check', sql`${t.uses} >= 0`),
  ],
);

export const giftCardStatus = pgEnum('gift_card_status', GIFT_CARD_STATES);

/**
 * A gift card (docs/decisions/0041): bought by a signed-in buyer, e-mailed to its receiver on the delivery
 * date, redeemed once into a wallet. The redeem code exists only from delivery on: it is drawn in the
 * transaction that queues the receiver's e-mail and only its hash is kept here, so this table never
 * holds a code someone could spend.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: id(),
    /** SHA-256 (hex) of the normalised redeem code; null until the card is delivered. */
    codeHash: text('code_hash').unique(),
    /** The code's last four characters, so support and the buyer can tell cards apart. */
    codeHint: text('code_hint'),
    amountCents: cents('amount_cents').notNull(),
    /** What the buyer paid (amount less any coupon). */
    totalCents: cents('total_cents').notNull(),
    celebrationType: text('celebration_type').notNull(),
    customMessage: text('custom_message'),
    /** A calendar day on the marketplace's clock (America/Panama); the e-mail goes out from its start. */
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    senderName: text('sender_name').notNull(),
    senderEmail: citext('sender_email').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverEmail: citext('receiver_email').notNull(),
    /** The language the sender chose for the receiver's e-mail. */
    receiverLang: text('receiver_lang').notNull().default('es'),
    /** The buyer's language: the receipt's. */
    buyerLang: text('buyer_lang').notNull().default('es'),
    buyerUserId: integer('buyer_user_id').references(() => users.id),
    couponId: integer('coupon_id').references(() => coupons.id),
    status: giftCardStatus('status').notNull().default('pending_payment'),
    paymentMethod: text('payment_method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    redeemedByUserId: integer('redeemed_by_user_id').references(() => users.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /**
     * Redemption is valid for 6 months after purchase (docs/product.md § Constants); the credit itself never
     * expires.
     */
    redeemableUntil: timestamp('redeemable_until', { withTimezone: true }).notNull(),
    /** Set in the transaction that queues the receiver's e-mail: two processes deliver once. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('gift_cards_amount_check', sql`${t.amountCents} between 500 and 20000`),
    check('gift_cards_total_check', sql`${t.totalCents} >= 0 and ${t.totalCents} <= ${t.amountCents}`),
    check(
      'gift_cards_langs_check',
      sql`${t.receiverLang} in ('es', 'en') and ${t.buyerLang} in ('es', 'en')`,
    ),
    index('gift_cards_buyer_idx').on(t.buyerUserId),
    index('gift_cards_sender_email_idx').on(t.senderEmail),
    index('gift_cards_receiver_email_idx').on(t.receiverEmail),
    index('gift_cards_undelivered_idx')
      .on(t.deliveryDate)
      .where(sql`${t.status} = 'paid' and ${t.deliveredAt} is null`),
  ],
);

/**
 * pending → rewarded (a qualifying purchase completed) → reversed (that purchase was refunded later);
 * pending → self_referral (the same person on both sides: never rewarded). docs/decisions/0042.
 */
export const referralStatus = pgEnum('referral_status', ['pending', 'rewarded', 'self_referral', 'reversed']);

/**
 * A referred account; the referrer earns 5 USD when its first purchase paid with real money is completed
 * (docs/decisions/0042).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: integer('referred_user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: referralStatus('status').notNull().default('pending'),
    rewardCents: cents('reward_cents').notNull().default(0),
    rewardedPurchaseId: integer('rewarded_purchase_id'),
    /** The referred person's device cookie at sign-up (a random id, not a credential). */
    referredDeviceId: text('referred_device_id'),
    /** Why the referral is a self-referral: the same e-mail, device or card on both sides. */
    selfReferralReason: text('self_referral_reason'),
    /** Cents taken back from the referrer's wallet when the rewarded purchase was refunded. */
    reversedCents: cents('reversed_cents').notNull().default(0),
    createdAt: createdAt(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    /** When it was found to be a self-referral, or its reward reversed. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'referrals_self_reason_check',
      sql`${t.selfReferralReason} is null or ${t.selfReferralReason} in ('email', 'device', 'card')`,
    ),
  ],
);

/**
 * The sign-up credit and the referral reward as settings (docs/decisions/0075-admin-promotions): an amount and
 * a switch each. Without a row the defaults hold (SIGNUP_CREDIT_CENTS from the environment, 5 USD), both on.
 */
export const promotionSettings = pgTable(
  'promotion_settings',
  {
    key: text('key').primaryKey(),
    amountCents: cents('amount_cents').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('promotion_settings_key_check', sql`${t.key} in ('signup_credit', 'referral_reward')`),
    check('promotion_settings_amount_check', sql`${t.amountCents} between 0 and 100000`),
  ],
);

/** Every change of a promotion setting: who, when, before and after, and why. */
export const promotionSettingChanges = pgTable(
  'promotion_setting_changes',
  {
    id: id(),
    key: text('key').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    reason: text('reason').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('promotion_setting_changes_key_idx').on(t.key, t.changedAt)],
);
