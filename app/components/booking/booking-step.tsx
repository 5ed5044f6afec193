import type { ReactNode } from 'react';
import { safeRedirectPath } from '../../lib/safe-redirect';
import type { BookingDetailsState } from '../../lib/use-booking-details';
import {
  BookingDetailsFailed,
  BookingDetailsSkeleton,
  BookingDraftExpired,
  BookingRefused,
  NoBookingDraft,
} from './booking-details-states';

/** The card's draft path, back at its booking card; a path that would leave the site is not followed. */
export function draftCardPath(experiencePath: string, fallback: string | null): string | null {
  const path = safeRedirectPath(experiencePath.split('#')[0], { fallback: fallback ?? '' });
  return path ? `${path}#booking` : null;
}

export type ReadyBooking = Extract<BookingDetailsState, { kind: 'ready' }>;

/**
 * The two booking steps (/booking/details, /booking/payment) read the same draft the same way: this shows
 * its loading, empty, refused and failed states alike, and the step's own content once it is ready (with
 * the way back to the booking card).
 */
export function BookingStepBody({
  state,
  retry,
  children,
}: {
  state: BookingDetailsState;
  retry: () => void;
  children: (ready: ReadyBooking, editPath: string) => ReactNode;
}) {
  switch (state.kind) {
    case 'loading':
      return <BookingDetailsSkeleton />;
    case 'empty':
      return <NoBookingDraft />;
    case 'expired':
      return <BookingDraftExpired experiencePath={draftCardPath(state.experiencePath, null)} />;
    case 'failed':
      return <BookingDetailsFailed onRetry={retry} />;
    case 'refused':
      return (
        <BookingRefused
          message={state.message}
          editPath={
            state.code === 'EXPERIENCE_NOT_FOUND' ? null : draftCardPath(state.draft.experiencePath, null)
          }
        />
      );
    case 'ready':
      return children(
        state,
        draftCardPath(state.draft.experiencePath, state.experience.url) ?? state.experience.url,
      );
  }
}

/** The step's heading ("Paso 2 de 2: pago", the page title) above its body. */
export function BookingStepPage({
  step,
  title,
  busy,
  children,
}: {
  step: string;
  title: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-content px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <p className="text-sm font-semibold text-accent-strong">{step}</p>
      <h1 className="mt-1 text-h3 font-bold md:text-h2">{title}</h1>
      <div className="mt-6" aria-busy={busy}>
        {children}
      </div>
    </div>
  );
}
