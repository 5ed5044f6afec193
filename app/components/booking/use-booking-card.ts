import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { dateIn } from '../../../domain/booking/departures';
import {
  choosesPickup,
  type CardSelection,
  EMPTY_SELECTION,
  restorableDate,
  restoreSelection,
} from '../../../domain/booking/draft-restore';
import {
  type CounterLimits,
  participantsForHour,
  pressCounter,
} from '../../../domain/booking/participant-counter';
import { COUPON_ERROR_REASONS, type CouponErrorReason } from '../../../domain/booking/booking-errors';
import type { CouponTerms } from '../../../domain/pricing/coupon';
import { pricingFromExperienceJson } from '../../../domain/pricing/experience-pricing';
import { usdToCents } from '../../../domain/pricing/money';
import { offeredTiers, type ParticipantTier } from '../../../domain/pricing/participants';
import { quoteCents, type QuoteReply } from '../../../domain/pricing/quote';
import { ApiError, useUntypedApi } from '../../lib/api-client';
import { loadBookingDraft } from '../../lib/browser-storage';
import type { BookingExperience } from './booking-experience';

export interface Hour {
  hour: string;
  available_places: number;
}

type Load<T> = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; value: T };

interface AvailableDates {
  dates: string[];
  start_date: string | null;
  end_date: string | null;
  time_zone: string;
}

export interface AppliedCoupon {
  code: string;
  terms: CouponTerms;
}

/** A coupon message: the catalogue key and its kind (refusals are errors, the cap is a notice). */
export interface CouponMessage {
  key: string;
  kind: 'error' | 'success' | 'warning';
  params?: Record<string, string | number>;
  /** The server's own translated message, for failures that are not a coupon refusal. */
  text?: string;
}

export interface ServerQuote {
  /** The selection it priced, so an answer for an older selection is never shown. */
  key: string;
  reply: QuoteReply | null;
  error: string | null;
}

const couponKey = (reason: unknown) =>
  typeof reason === 'string' && reason in COUPON_ERROR_REASONS
    ? COUPON_ERROR_REASONS[reason as CouponErrorReason]
    : 'resumeCard.couponInvalid';

/**
 * The booking card's state and its live data (docs/decisions/0035): the bookable days, the chosen day's
 * hours with their places, the selection, the coupon and the server's quote. Everything here runs in the
 * browser after hydration; none of it is ever part of the shared page's HTML.
 */
export function useBookingCard(experience: BookingExperience) {
  const api = useUntypedApi();
  const pricing = useMemo(() => pricingFromExperienceJson(experience), [experience]);
  const offered = useMemo(() => offeredTiers(pricing), [pricing]);
  const [dates, setDates] = useState<Load<AvailableDates>>({ status: 'loading' });
  const [hours, setHours] = useState<Load<Hour[]>>({ status: 'idle' });
  const [selection, setSelection] = useState<CardSelection>(EMPTY_SELECTION);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [couponMessage, setCouponMessage] = useState<CouponMessage | null>(null);
  const [couponPending, setCouponPending] = useState(false);
  const [capacity, setCapacity] = useState<{ date: string; hour: string } | null>(null);
  const [serverQuote, setServerQuote] = useState<ServerQuote | null>(null);
  /** Which day's hours are wanted: a late answer for another day is dropped. */
  const wantedDay = useRef<string | null>(null);

  const fetchHours = useCallback(
    async (day: string): Promise<Hour[] | null> => {
      wantedDay.current = day;
      setHours({ status: 'loading' });
      try {
        const reply = await api<{ data: Hour[] }>('get-available-schedule', {
          body: { experience: experience.id, date_booking: day },
        });
        if (wantedDay.current !== day) return null;
        setHours({ status: 'ready', value: reply.data });
        return reply.data;
      } catch {
        if (wantedDay.current === day) setHours({ status: 'error' });
        return null;
      }
    },
    [api, experience.id],
  );

  const validateCoupon = useCallback(
    async (code: string): Promise<AppliedCoupon | null> => {
      setCouponPending(true);
      try {
        const reply = await api<{
          percent: number;
          max_price_by_experience: number | null;
          max_discount_applied: number | null;
        }>('validate-coupon', { body: { coupon_code: code, experience_id: experience.id } });
        const applied = {
          code: code.toUpperCase(),
          terms: {
            percent: reply.percent,
            maxPriceByExperienceCents:
              reply.max_price_by_experience === null ? null : usdToCents(reply.max_price_by_experience),
            maxDiscountAppliedCents:
              reply.max_discount_applied === null ? null : usdToCents(reply.max_discount_applied),
          },
        };
        return applied;
      } catch (error) {
        const reason = error instanceof ApiError ? error.body.error_reason : undefined;
        if (error instanceof ApiError && reason === undefined && error.status !== 404) {
          // Not a coupon refusal (too many tries, no network): the server's own message.
          setCouponMessage({ key: 'errors.internal', kind: 'error', text: error.message });
        } else {
          setCouponMessage({ key: couponKey(reason), kind: 'error' });
        }
        return null;
      } finally {
        setCouponPending(false);
      }
    },
    [api, experience.id],
  );

  /** The days are in: show them, then bring back a fresh draft of this experience, checked against them. */
  const datesArrived = useCallback(
    async (reply: AvailableDates) => {
      setDates({ status: 'ready', value: reply });
      const draft = loadBookingDraft(new Date());
      const day = restorableDate(draft, experience.id, reply.dates);
      if (!draft || !day) return;
      const dayHours = await fetchHours(day);
      if (!dayHours) return;
      const restored = restoreSelection(draft, day, dayHours, pricing);
      setSelection({ ...restored, coupon: null });
      if (restored.coupon) {
        const applied = await validateCoupon(restored.coupon);
        if (applied) setCoupon(applied);
      }
    },
    [experience.id, fetchHours, pricing, validateCoupon],
  );

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    api<AvailableDates>(`get-available-dates/${experience.id}`).then(
      (reply) => live && void datesArrived(reply),
      () => live && setDates({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, experience.id, datesArrived, attempt]);

  const retryDates = () => {
    setDates({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  const slot =
    hours.status === 'ready' && selection.hour
      ? (hours.value.find((item) => item.hour === selection.hour) ?? null)
      : null;
  const limits: CounterLimits = {
    dateChosen: selection.date !== null,
    placesLeft: slot ? slot.available_places : null,
    maxPersons: pricing.maxPersons,
    offered,
  };

  const chooseDate = (day: string | null) => {
    setSelection((current) => ({ ...current, date: day, hour: null }));
    if (day) void fetchHours(day);
    else {
      wantedDay.current = null;
      setHours({ status: 'idle' });
    }
  };

  const chooseHour = (hour: string) => {
    const chosen = hours.status === 'ready' ? hours.value.find((item) => item.hour === hour) : undefined;
    if (!chosen || !selection.date) return;
    const fit = participantsForHour(selection.participants, chosen.available_places, pricing.maxPersons);
    if (fit.exceeded) setCapacity({ date: selection.date, hour });
    setSelection((current) => ({ ...current, hour, participants: fit.participants }));
  };

  /** One press of a counter; the toast key when it was refused because no date is chosen. */
  const press = (tier: ParticipantTier, delta: 1 | -1): string | null => {
    const change = pressCounter(selection.participants, tier, delta, limits);
    if (change.toast) return `booking.card.${change.toast}`;
    setSelection((current) => ({ ...current, participants: change.participants }));
    return null;
  };

  const toggleAddOn = (id: number) =>
    setSelection((current) => {
      const addOnIds = current.addOnIds.includes(id)
        ? current.addOnIds.filter((item) => item !== id)
        : [...current.addOnIds, id];
      return { ...current, addOnIds, pickup: choosesPickup(pricing, addOnIds) ? current.pickup : null };
    });

  const setPickup = (pickup: { lat: number; lng: number }) =>
    setSelection((current) => ({ ...current, pickup }));

  // The browser's price: the same function the server runs (domain/pricing/quote.ts).
  const localQuote = quoteCents(pricing, {
    participants: selection.participants,
    addOnIds: selection.addOnIds,
    coupon: coupon?.terms ?? null,
    walletCents: 0,
    placesLeft: limits.placesLeft,
  });

  // A coupon the new selection no longer allows (a price above its maximum) is taken off, with its message.
  const refusedCoupon =
    !localQuote.ok && localQuote.code === 'COUPON_NOT_APPLICABLE' ? localQuote.messageKey : null;
  if (refusedCoupon && coupon) {
    // Adjusted while rendering (no effect): the coupon goes, with the reason, before anything is shown.
    setCoupon(null);
    setCouponMessage({ key: refusedCoupon, kind: 'error' });
  }

  const applyCoupon = async (code: string) => {
    setCouponMessage(null);
    const applied = await validateCoupon(code.trim());
    if (!applied) return false;
    setCoupon(applied);
    setCouponMessage({
      key: 'booking.card.couponApplied',
      kind: 'success',
      params: { code: applied.code, percent: applied.terms.percent },
    });
    return true;
  };

  const removeCoupon = () => {
    setCoupon(null);
    setCouponMessage(null);
  };

  // The server's quote is the authority: asked again whenever a complete selection changes.
  const quoteKey =
    selection.date && selection.hour && localQuote.ok
      ? JSON.stringify([
          selection.date,
          selection.hour,
          selection.participants,
          [...selection.addOnIds].sort(),
          coupon?.code ?? null,
        ])
      : null;
  useEffect(() => {
    if (!quoteKey) return;
    const [date, hour, participants, addOnIds, code] = JSON.parse(quoteKey) as [
      string,
      string,
      CardSelection['participants'],
      number[],
      string | null,
    ];
    let current = true;
    const timer = setTimeout(() => {
      api<{ data: QuoteReply }>('booking/quote', {
        body: {
          experience_id: experience.id,
          booking_date: date,
          booking_hour: hour,
          participants,
          additional_products: addOnIds,
          coupon_code: code,
        },
      }).then(
        (reply) => current && setServerQuote({ key: quoteKey, reply: reply.data, error: null }),
        (error: unknown) => {
          if (!current) return;
          const body = error instanceof ApiError ? error.body : {};
          // A refused coupon is coded by its reason, which every coupon refusal carries (decision 0045).
          if (code && typeof body.error_reason === 'string') {
            setCoupon(null);
            setCouponMessage({ key: couponKey(body.error_reason), kind: 'error' });
            return;
          }
          const message = error instanceof Error ? error.message : '';
          setServerQuote({ key: quoteKey, reply: null, error: message });
        },
      );
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, experience.id, quoteKey]);

  return {
    pricing,
    offered,
    today: dateIn(experience.time_zone, new Date()),
    dates,
    hours,
    selection,
    limits,
    slot,
    coupon,
    couponMessage,
    couponPending,
    capacity,
    localQuote,
    serverQuote: serverQuote && serverQuote.key === quoteKey ? serverQuote : null,
    retryDates,
    retryHours: () => selection.date && void fetchHours(selection.date),
    chooseDate,
    chooseHour,
    press,
    toggleAddOn,
    setPickup,
    applyCoupon,
    removeCoupon,
    closeCapacity: () => setCapacity(null),
  };
}

export type BookingCardState = ReturnType<typeof useBookingCard>;
