import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api-client';
import { bookingKeys, fetchDates, loadOf } from './booking-queries';

/** The experience's bookable days (`GET get-available-dates/{id}`), asked once the card is in the browser. */
export function useAvailableDates(experienceId: number) {
  const api = useApi();
  const query = useQuery({
    queryKey: bookingKeys.dates(experienceId),
    queryFn: ({ signal }) => fetchDates(api, experienceId, signal),
  });
  return { dates: loadOf(query), retry: () => void query.refetch() };
}
