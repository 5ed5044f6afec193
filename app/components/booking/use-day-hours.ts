import { skipToken, useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api-client';
import { bookingKeys, fetchHours, loadOf } from './booking-queries';

/**
 * The chosen day's hours with their places (`POST get-available-schedule`); nothing while no day is
 * chosen. Each day is its own query, so a late answer for another day never shows as this one's.
 */
export function useDayHours(experienceId: number, day: string | null) {
  const api = useApi();
  const query = useQuery({
    queryKey: bookingKeys.hours(experienceId, day),
    queryFn: day === null ? skipToken : ({ signal }) => fetchHours(api, experienceId, day, signal),
  });
  return { hours: loadOf(query), retry: () => void (day !== null && query.refetch()) };
}
