/** How a test card behaves (docs/decisions/0039; README.md § Checkout and payments); any other valid Visa or Mastercard succeeds. */
export type CardBehaviour = 'success' | 'challenge' | 'declined' | 'expired' | 'auth_failed';

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4111111111111111': 'success',
  '5555555555554444': 'success',
  '4000000000003220': 'challenge',
  '4000000000000002': 'declined',
  '4000000000000069': 'expired',
  '4000008400001629': 'auth_failed',
};

/** The issuer's words for a declined card (the product shows its own instead: docs/product.md § Errors). */
export const DECLINED_MESSAGE = 'Declined - One or more fields in the request contains invalid data';

/** The largest amount the sandbox charges (1 000 000 USD): the columns are 32-bit cents. */
export const MAX_AMOUNT_CENTS = 100_000_000;

export const validAmount = (cents: number) =>
  Number.isSafeInteger(cents) && cents > 0 && cents <= MAX_AMOUNT_CENTS;

/** The postal code the sandbox's issuer never matches, so tests and the UI can show the mismatch. */
export const MISMATCHED_POSTAL_CODE = '00000';
