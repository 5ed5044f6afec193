import type { UserJson } from '../../domain/accounts/user-json';
import {
  type BookingDraft,
  readBookingDraft,
  readStoredDraft,
  type StoredDraft,
} from '../../domain/booking/booking-draft';
import { type GiftCardDraft, readGiftCardDraft } from '../../domain/giftcards/gift-card-draft';

/**
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
function attempt(action: () => void) {
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

/**
 * The booking draft (`localBookingData`): the card's choices, restored into the card and /booking/details
 * while fresh. A stale or malformed draft is removed as it is read.
 */
export function loadBookingDraft(now: Date): BookingDraft | null {
  let stored: string | null = null;
  attempt(() => {
    stored = localStorage.getItem(BROWSER_KEYS.booking);
  });
  const draft = readBookingDraft(stored, now);
  if (stored !== null && draft === null) clearBookingDraft();
  return draft;
}

/**
 * The draft as the booking steps read it: a stale one stays stored (the step keeps saying it expired,
 * whatever refetches) until the booking card reads it (loadBookingDraft) or a new one replaces it; a
 * malformed one is removed.
 */
export function loadStoredDraft(now: Date): StoredDraft {
  let stored: string | null = null;
  attempt(() => {
    stored = localStorage.getItem(BROWSER_KEYS.booking);
  });
  const read = readStoredDraft(stored, now);
  if (stored !== null && read.kind === 'none') clearBookingDraft();
  return read;
}

export function saveBookingDraft(draft: Omit<BookingDraft, 'createdAt'>, now: Date) {
  const stored: BookingDraft = { ...draft, createdAt: now.toISOString() };
  attempt(() => localStorage.setItem(BROWSER_KEYS.booking, JSON.stringify(stored)));
}

/** After payment succeeds, or when the traveller discards the draft. */
export function clearBookingDraft() {
  attempt(() => localStorage.removeItem(BROWSER_KEYS.booking));
}

/**
 * The gift card draft (`localGiftCardData`): the /giftcards form as the buyer left it, read by
 * /giftcards/payment and kept until the payment succeeds. A malformed draft is removed as it is read.
 */
export function loadGiftCardDraft(): GiftCardDraft | null {
  let stored: string | null = null;
  attempt(() => {
    stored = localStorage.getItem(BROWSER_KEYS.giftCard);
  });
  const draft = readGiftCardDraft(stored);
  if (stored !== null && draft === null) clearGiftCardDraft();
  return draft;
}

export function saveGiftCardDraft(draft: GiftCardDraft) {
  attempt(() => localStorage.setItem(BROWSER_KEYS.giftCard, JSON.stringify(draft)));
}

/** After the gift card is paid. */
export function clearGiftCardDraft() {
  attempt(() => localStorage.removeItem(BROWSER_KEYS.giftCard));
}
