/**
 * Goodwill credit (docs/decisions/0073-admin-travellers-and-companies): what an admin may grant or remove
 * at once, and how the ledger names it. Pure: the posting is wallet-adjustment.server.ts.
 */

/** At most 1000 USD either way in one adjustment: a typo of a zero too many is refused, not posted. */
export const GOODWILL_MAX_CENTS = 100_000;

/** The ledger transaction kinds, as the traveller's wallet history shows them (walletHistory.kinds.*). */
export const goodwillKind = (cents: number) => (cents > 0 ? 'goodwill_credit' : 'goodwill_debit');

/** The cents of a USD amount the contract already checked (two decimals at most). */
export const goodwillCents = (usd: number) => Math.round(usd * 100);
