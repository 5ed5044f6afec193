/**
 * The states of each entity with a lifecycle (docs/decisions/0052-lifecycles), in one list each: the
 * database's enum or check constraint is made from it (db/schema) and the entity's lifecycle module in the
 * domain declares the steps between them (domain/purchases/purchase-lifecycle.ts, …). Here, on the lowest
 * floor, because the database layer may not import the domain. Order matters for enums: a new state goes
 * at the end, in a migration.
 */

export const PURCHASE_STATES = [
  'created',
  'confirmed',
  'in_progress',
  'completed',
  'canceled_by_customer',
  'canceled_by_supplier',
  'canceled_by_administration',
  // Not a booking: the purchase's payment failed or was abandoned (docs/decisions/0047). Never shown.
  'payment_failed',
] as const;

/** A charge of a purchase or a gift card with its provider (docs/decisions/0039). */
export const PAYMENT_ATTEMPT_STATES = ['pending', 'captured', 'failed', 'refunded'] as const;

/** A PayPal order the product opened (docs/decisions/0046); the provider's own states are PayPal's. */
export const PAYPAL_ORDER_STATES = ['created', 'completed', 'canceled'] as const;

/** A gift card (docs/decisions/0041). */
export const GIFT_CARD_STATES = ['pending_payment', 'paid', 'redeemed', 'canceled'] as const;

/**
 * An operator's experience (docs/product.md § Operators' experiences, docs/decisions/0058-experience-lifecycle):
 * only `published` is in the catalogue. `suspended`: a live experience of a company the marketplace suspended
 * (docs/decisions/0073-admin-travellers-and-companies), back to `published` when the company is reinstated.
 * `unpublished`: taken out of the catalogue by the marketplace with a reason (docs/decisions/0076-moderation).
 */
export const EXPERIENCE_STATES = [
  'draft',
  'in_review',
  'published',
  'paused',
  'rejected',
  'suspended',
  'unpublished',
] as const;

/** A traveller's report of a review (docs/decisions/0076-moderation): open until an admin decides it. */
export const REVIEW_REPORT_STATES = ['open', 'dismissed', 'upheld'] as const;

/** A change of a published experience's content waiting for the marketplace's review (same decision). */
export const EXPERIENCE_REVISION_STATES = ['pending', 'published', 'rejected'] as const;

/** An operator company (docs/decisions/0073-admin-travellers-and-companies): suspended by the marketplace or not. */
export const COMPANY_STATES = ['active', 'suspended'] as const;

/**
 * A company's monthly payout (docs/decisions/0077-payouts): proposed by the monthly job or an admin, approved,
 * paid with the bank's reference; held with a reason on the way.
 */
export const PAYOUT_STATES = ['proposed', 'approved', 'held', 'paid'] as const;

/** A state list as the body of a check constraint's `in (…)`: the same text the migrations hold. */
export const sqlList = (states: readonly string[]): string => states.map((state) => `'${state}'`).join(', ');
