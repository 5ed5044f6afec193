/**
 * The booking card's server state (docs/decisions/0050-server-state): query keys and the calls behind them,
 * one place for each, so the card's hooks and the draft restore read the same cache entries.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { CardQuoteRequest } from '../../../domain/booking/quote-request';
import {
  bookingQuoteEndpoint,
  getAvailableDatesEndpoint,
  getAvailableScheduleEndpoint,
} from '../../../domain/booking/contract';
import type { SuccessAnswer } from '../../../domain/contract/endpoint';
import { ApiError, type useApi } from '../../lib/api-client';
import type { CouponFailure } from './coupon-answer';

type Api = ReturnType<typeof useApi>;

/** An hour of a day with its free places, as the schedule call answers it. */
export type Hour = SuccessAnswer<typeof getAvailableScheduleEndpoint>['data'][number];

export type AvailableDates = SuccessAnswer<typeof getAvailableDatesEndpoint>;

/** What the card shows of a call: nothing asked, waiting, failed, or its answer. */
export type Load<T> = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; value: T };

export const bookingKeys = {
  dates: (experienceId: number) => ['booking', experienceId, 'dates'] as const,
  hours: (experienceId: number, day: string | null) => ['booking', experienceId, 'hours', day] as const,
  /** The quote's notices are in the page's language: a switch asks again. */
  quote: (request: CardQuoteRequest | null, lang: string) =>
    ['booking', request?.experience_id, 'quote', request, lang] as const,
};

export const fetchDates = (api: Api, experienceId: number, signal?: AbortSignal) =>
  api(getAvailableDatesEndpoint, { params: { experienceId }, signal });

export const fetchHours = (api: Api, experienceId: number, day: string, signal?: AbortSignal) =>
  api(getAvailableScheduleEndpoint, {
    body: { experience: experienceId, date_booking: day },
    signal,
  }).then((reply) => reply.data);

export const fetchQuote = (api: Api, request: CardQuoteRequest, signal?: AbortSignal) =>
  api(bookingQuoteEndpoint, { body: request, signal }).then((reply) => reply.data);

/** A query as the card draws it: an answer wins; a call on its way (a retry too) is loading. */
export function loadOf<T>(query: UseQueryResult<T>): Load<T> {
  if (query.data !== undefined) return { status: 'ready', value: query.data };
  if (query.isFetching) return { status: 'loading' };
  return { status: query.isError ? 'error' : 'idle' };
}

/** A failed call as the coupon rules read it (coupon-answer.ts). */
export function couponFailure(error: unknown): CouponFailure | null {
  return error instanceof ApiError
    ? { status: error.status, reason: error.body.error_reason, message: error.message }
    : null;
}
