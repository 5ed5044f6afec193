/**
 * Abuse limits of the calls a script could abuse: accounts and coupon codes (docs/decisions/0009, 0026). Per-address limits slow down scripts
 * from one machine. Nothing counted per e-mail ever refuses that e-mail's owner: failures on one account
 * from anywhere make its sign-in ask for a proof of work instead, and recovery mail is capped by
 * re-using the temporary password just sent. Windows are fixed; the numbers leave ordinary use (a typo
 * or two, a household behind one router) far below the limit.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const ABUSE_LIMITS = {
  checkEmail: { perIp: { max: 30, windowMs: 10 * MINUTE } },
  signIn: {
    perIp: { max: 30, windowMs: 10 * MINUTE },
    /** Wrong passwords from one address for one account: 429 for that pair only. */
    failuresPerIpAndEmail: { max: 8, windowMs: 15 * MINUTE },
    /** Wrong passwords for one account from anywhere: past `max`, every sign-in needs a proof of work. */
    failuresPerEmail: { max: 5, windowMs: 15 * MINUTE },
  },
  recovery: { perIp: { max: 10, windowMs: HOUR } },
  signUp: { perIp: { max: 10, windowMs: HOUR } },
  supplierRegistration: { perIp: { max: 5, windowMs: HOUR } },
  /**
   * E-mail verification (docs/decisions/0043): links opened from one address (a token is 256 random
   * bits; this only keeps a script from making finish-sign-up hash passwords), and new links asked for
   * by one account (each is an e-mail to its address).
   */
  verification: {
    perIp: { max: 30, windowMs: 10 * MINUTE },
    resendPerUser: { max: 3, windowMs: HOUR },
  },
  /**
   * E-mails the back office sends an account again (docs/decisions/0073-admin-travellers-and-companies):
   * each is an e-mail to its address, so a few an hour per account.
   */
  adminResend: { perUser: { max: 3, windowMs: HOUR } },
  /** Wrong current passwords from one session: a stolen cookie must not become a password oracle. */
  changePassword: { perUser: { max: 8, windowMs: 15 * MINUTE } },
  /**
   * Deleting an account (docs/decisions/0044): wrong passwords or codes per account, so a stolen cookie is
   * no password oracle and a 6-digit code cannot be guessed (5 tries per 15 minutes, the code's own
   * life); and codes e-mailed per account, so the address is not flooded.
   */
  accountDeletion: {
    failuresPerUser: { max: 5, windowMs: 15 * MINUTE },
    codesPerUser: { max: 3, windowMs: HOUR },
  },
  /**
   * Wrong second-factor codes per admin (docs/decisions/0057-admin-second-factor): six digits, three of
   * them valid at a time, so 5 tries per 15 minutes leave a guesser about one chance in 67,000 a day.
   */
  adminSecondFactor: { failuresPerUser: { max: 5, windowMs: 15 * MINUTE } },
  /**
   * Unknown coupon codes tried from one address (validate-coupon, the quote): codes are words a script
   * could guess. A traveller retyping a code stays far below; past it, coupon lookups answer 429.
   */
  couponMisses: { perIp: { max: 20, windowMs: 10 * MINUTE } },
  /**
   * Gift card codes tried that match no redeemable card (docs/decisions/0041): 80 random bits cannot be
   * guessed, but a script must not even try. Only misses count, so a receiver who mistypes a few times
   * still redeems the right code; past either limit every attempt answers 429 until the hour ends.
   */
  redeem: {
    perUser: { max: 10, windowMs: HOUR },
    perIp: { max: 20, windowMs: HOUR },
  },
  /**
   * Reports of reviews (docs/decisions/0076-moderation): each is work for the team, and a traveller reads a
   * page or two of reviews, so 20 an hour per account (and per address, for many accounts on one script).
   */
  reviewReports: {
    perUser: { max: 20, windowMs: HOUR },
    perIp: { max: 40, windowMs: HOUR },
  },
  /** Photos of reviews (docs/decisions/0085-reviews.md): processing one is seconds of CPU. */
  reviewPhotos: {
    perUser: { max: 30, windowMs: HOUR },
  },
} as const satisfies Record<string, Record<string, Limit>>;

/** A new recovery request within this time of the last e-mail sends nothing: the inbox has a working one. */
export const RECOVERY_RESEND_AFTER_MS = 15 * MINUTE;

/** A sign-in challenge must be solved and spent within this time. */
export const CHALLENGE_TTL_MS = 10 * MINUTE;

/**
 * The proof of work a sign-in must show after `failures` wrong passwords on the account: ALTCHA's
 * `maxnumber` (SHA-256 tries, half of it on average). 50 000 takes a browser a fraction of a second;
 * it doubles every further 10 failures, up to 64 times, so a sustained attack costs ever more while the
 * owner's browser still solves it in seconds.
 */
export function challengeDifficulty(failures: number): number {
  const over = Math.max(0, failures - ABUSE_LIMITS.signIn.failuresPerEmail.max);
  return 50_000 * 2 ** Math.min(6, Math.floor(over / 10));
}
