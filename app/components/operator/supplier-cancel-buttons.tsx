import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { longDate } from '../../../domain/booking/date-words';
import { twelveHour } from '../../../domain/booking/departures';
import {
  cancelBookingEndpoint,
  cancelDepartureEndpoint,
  departureCancelPreviewEndpoint,
} from '../../../domain/supplier-cancellations/contract';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { useToast } from '../toasts';
import { SupplierCancelDialog } from './supplier-cancel-dialog';

const opener =
  'min-h-11 rounded-pill border border-danger px-4 text-sm font-semibold text-danger hover:bg-danger-soft';

/**
 * "Cancel booking" for a row of the workspace that shows one booking (docs/decisions/0068-supplier-cancellations.md):
 * the row gives what it already shows (its code, travellers and what was paid); `onCanceled` refreshes
 * the list.
 */
export function CancelBookingButton({
  booking,
  onCanceled,
}: {
  booking: { id: number; code: string; travellers: number; paid: number };
  onCanceled: () => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={opener} onClick={() => setOpen(true)}>
        {t('operator.cancellations.cancelBooking')}
      </button>
      {open && (
        <SupplierCancelDialog
          open
          onClose={() => setOpen(false)}
          title={t('operator.cancellations.bookingTitle', { code: booking.code })}
          affected={{ bookings: 1, travellers: booking.travellers, refund: booking.paid }}
          onConfirm={async (reason) => {
            await api(cancelBookingEndpoint, { params: { id: booking.id }, body: { reason } });
            toast({ kind: 'success', message: t('operator.cancellations.bookingDone') });
            setOpen(false);
            await onCanceled();
          }}
        />
      )}
    </>
  );
}

/**
 * "Cancel departure" on a departure of the calendar: the dialog reads who it touches when it opens, then
 * closes the departure and cancels every booking of it, each refunded in full.
 */
export function CancelDepartureButton({
  departure,
  onCanceled,
}: {
  departure: { experience_id: number; date: string; hour: string };
  onCanceled: () => void | Promise<void>;
}) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const query = { experience_id: departure.experience_id, date: departure.date, hour: departure.hour };
  const preview = useQuery({
    queryKey: ['operator-departure-cancel-preview', query],
    queryFn: ({ signal }) => api(departureCancelPreviewEndpoint, { query, signal }),
    enabled: open,
    staleTime: 0,
  });
  const when = `${longDate(departure.date, lang)}, ${twelveHour(departure.hour)}`;
  return (
    <>
      <button type="button" className={opener} onClick={() => setOpen(true)} data-testid="cancel-departure">
        {t('operator.cancellations.cancelDeparture')}
      </button>
      {open && (
        <SupplierCancelDialog
          open
          onClose={() => setOpen(false)}
          title={t('operator.cancellations.departureTitle', { when })}
          affected={preview.data?.data ?? null}
          onConfirm={async (reason) => {
            const answer = await api(cancelDepartureEndpoint, { body: { ...query, reason } });
            toast({
              kind: 'success',
              message: t('operator.cancellations.departureDone', { count: answer.data.bookings.length }),
            });
            setOpen(false);
            await onCanceled();
          }}
        />
      )}
    </>
  );
}
