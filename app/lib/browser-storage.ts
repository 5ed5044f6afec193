import type { UserJson } from '../../domain/accounts/user-json';

/**
 * What the root layout's session keeps in the browser (it is in every page's first script, decision 0027);
 * the booking and gift card drafts are read and written by draft-storage.ts, with the pages that use them.
 *
 * Browser-storage keys of docs/product.md § Constants. `token` is listed there for older clients; this web
 * app never writes it: the session lives in an HttpOnly cookie that scripts cannot read.
 */
export const BROWSER_KEYS = {
  userData: 'userData',
  token: 'token',
  booking: 'localBookingData',
  giftCard: 'localGiftCardData',
  locale: 'locale',
  countryId: 'countryId',
  referent: 'referent',
  /** The operator's check-in scans not yet answered (app/components/check-in/scan-queue.ts). */
  checkInQueue: 'rumboCheckInQueue',
} as const;

/** Storage can be full or blocked (private modes); the UI must work without it. */
export function attempt(action: () => void) {
  try {
    action();
  } catch {
    // Nothing stored: the server's answer stays the source of truth.
  }
}

/** The signed-in person's public profile, for the UI only (no secrets are ever part of UserJson). */
export function rememberUser(user: UserJson) {
  attempt(() => localStorage.setItem(BROWSER_KEYS.userData, JSON.stringify(user)));
}

/**
 * docs/product.md § Sign-in dialog: signing out clears the stored user, purchases and favourites, and any
 * booking draft.
 */
export function clearAccountStorage() {
  attempt(() => {
    for (const key of [
      BROWSER_KEYS.userData,
      BROWSER_KEYS.token,
      BROWSER_KEYS.booking,
      BROWSER_KEYS.giftCard,
    ])
      localStorage.removeItem(key);
  });
}
