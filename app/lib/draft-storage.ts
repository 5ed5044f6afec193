import {
  type BookingDraft,
  readBookingDraft,
  readStoredDraft,
  type StoredDraft,
} from '../../domain/booking/booking-draft';
import { type GiftCardDraft, readGiftCardDraft } from '../../domain/giftcards/gift-card-draft';
import { attempt, BROWSER_KEYS } from './browser-storage';

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
