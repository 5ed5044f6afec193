import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookingDraft } from '../../domain/booking/booking-draft';
import type { PricedExperienceJson } from '../../domain/pricing/experience-pricing';
import type { QuoteReply } from '../../domain/pricing/quote';
import { bookingQuoteEndpoint } from '../../domain/booking/contract';
import { experienceEndpoint } from '../../domain/catalog/contract';
import { useTranslation } from '../i18n/translation-context';
import { ApiError, useApi } from './api-client';
import { loadStoredDraft } from './draft-storage';

/** What /booking/details reads of `GET /api/v1/experience/{id}`. */
export interface DetailsExperience extends PricedExperienceJson {
  id: number;
  name: string;
  url: string;
  photos: { id: string; width: number; height: number; dominant_color: string }[];
  time_zone: string;
  cancellation_policy: 1 | 2 | 3 | 4 | 5 | 6;
  country: { name: string };
  city: { name: string };
  additional_products: (PricedExperienceJson['additional_products'][number] & {
    additional_item: { name: string; type: { code: number } };
  })[];
}

export type BookingDetailsState =
  /** The server's render and the first browser render: the draft is not read yet. */
  | { kind: 'loading' }
  /** No draft, or one that was stale or malformed (and is now removed). */
  | { kind: 'empty' }
  /** A draft older than its time to live: the page says it expired and links back to its experience. */
  | { kind: 'expired'; experiencePath: string }
  /** The server refused the selection (sold out meanwhile, a closed day, an unknown experience). */
  | { kind: 'refused'; draft: BookingDraft; code: string; message: string }
  /** The network or the server failed: worth another try. */
  | { kind: 'failed' }
  | { kind: 'ready'; draft: BookingDraft; experience: DetailsExperience; quote: QuoteReply };

/** Refusals a retry would not change; anything else (no network, 5xx, 429) offers a retry. */
const isRefusal = (error: ApiError) => error.status >= 400 && error.status < 500 && error.status !== 429;

type Api = ReturnType<typeof useApi>;

/** The quote call's body for a draft; `applyWallet` asks the server to take the signed-in user's credit. */
export function quoteRequest(draft: BookingDraft, applyWallet = false) {
  return {
    experience_id: draft.experienceId,
    booking_date: draft.bookingDate,
    booking_hour: draft.bookingHour,
    participants: draft.totalParticipants,
    additional_products: draft.additionalProducts,
    coupon_code: draft.coupon,
    ...(applyWallet ? { apply_wallet: true } : {}),
  };
}

/** What the details page shows for an answer: a refusal is an answer too; other failures are thrown. */
async function readDetails(api: Api, signal: AbortSignal): Promise<BookingDetailsState> {
  const stored = loadStoredDraft(new Date());
  if (stored.kind === 'none') return { kind: 'empty' };
  if (stored.kind === 'expired') return { kind: 'expired', experiencePath: stored.experiencePath };
  const { draft } = stored;
  try {
    const [experience, quote] = await Promise.all([
      api(experienceEndpoint, { params: { id: draft.experienceId }, signal }),
      api(bookingQuoteEndpoint, { body: quoteRequest(draft), signal }),
    ]);
    return { kind: 'ready', draft, experience, quote: quote.data };
  } catch (error) {
    if (error instanceof ApiError && isRefusal(error))
      return { kind: 'refused', draft, code: error.code, message: error.message };
    throw error;
  }
}

/**
 * The booking draft of this browser, with its experience and the server's quote of it (the price that
 * will be charged, docs/decisions/0033). Read after hydration: the draft is in browser storage, which the
 * server never sees, so its render is the loading frame. `retry` runs the calls again.
 */
export function useBookingDetails() {
  const api = useApi();
  const { lang } = useTranslation();
  const query = useQuery({
    // The texts are in the page's language: a switch asks again, for that language's.
    queryKey: ['booking', 'details', lang],
    queryFn: ({ signal }) => readDetails(api, signal),
    // Each page that shows the draft reads it afresh (it may have changed in another tab): nothing is kept.
    gcTime: 0,
    // After a language switch the page keeps showing the draft until its new texts arrive.
    placeholderData: keepPreviousData,
  });
  const state: BookingDetailsState =
    query.data ?? (query.isError && !query.isFetching ? { kind: 'failed' } : { kind: 'loading' });
  return { state, retry: () => void query.refetch() };
}
