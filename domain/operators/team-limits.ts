import type { Limit } from '../accounts/abuse-limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The team's limits (docs/product.md § Operators): invitations are e-mails to typed addresses, so a company
 * sends at most 20 an hour; accepting hashes a password, so one address tries at most 30 in 10 minutes
 * (a token is 256 random bits: guessing is not the worry).
 */
export const TEAM_LIMITS = {
  invitationsPerCompany: { max: 20, windowMs: HOUR } satisfies Limit,
  acceptPerIp: { max: 30, windowMs: 10 * MINUTE } satisfies Limit,
};
