import type { LanguageCode, SceneKind } from './data/types';
import type { PlannedHold } from './plan-bookings';
import type { PlannedReview } from './plan-reviews';
import type { PlannedLockedDate, PlannedSchedule, PlannedUniqueDate } from './plan-schedule';

/** One demo experience as planned (db/seed/plan-experiences.ts), before anything is written. */
export interface PlannedExperience {
  destinationKey: string;
  countryIso: string;
  companyName: string;
  templateKey: string;
  texts: Record<
    'es' | 'en',
    {
      name: string;
      h1: string;
      descriptionHtml: string;
      slug: string;
      meetingReference: string;
      meetingAddress: string;
      meetingInstructions: string;
    }
  >;
  latitude: number;
  longitude: number;
  meeting: { latitude: number; longitude: number } | null;
  durationMinutes: number;
  difficulty: number;
  isPrivate: boolean;
  isPackage: boolean;
  pricePackageCents: number;
  priceAdultsCents: number;
  priceChildrenCents: number | null;
  priceBabiesCents: number | null;
  priceSeniorsCents: number | null;
  originalPriceCents: number | null;
  showOriginalPrice: boolean;
  displayPriceCents: number;
  minPersons: number;
  maxPersons: number;
  minAge: number;
  includeChildren: boolean;
  includeBabies: boolean;
  cancellationPolicy: number;
  categoryKeys: string[];
  highlightKeys: string[];
  languages: LanguageCode[];
  photos: { kind: SceneKind; variant: number }[];
  detailKeys: string[];
  addOns: { key: string; priceCents: number; applyTo: 1 | 2 }[];
  discountGroups: { min: number; max: number; percent: number }[];
  schedule: PlannedSchedule;
  lockedDates: PlannedLockedDate[];
  uniqueDates: PlannedUniqueDate[];
  reviews: PlannedReview[];
  /** Departures already partly sold, so the calendar shows scarcity (2 places left, or full). */
  heldSeats: PlannedHold[];
}
