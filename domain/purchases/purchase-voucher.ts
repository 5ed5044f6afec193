import type { Lang } from '../../common/i18n/languages';
import type { PurchaseStatus } from './purchase-lifecycle';
import type { CancellationPolicyId } from '../catalog/cancellation-policy';

export type { PurchaseStatus } from './purchase-lifecycle';

export type ParticipantTier = 'adults' | 'children' | 'babies' | 'seniors';

/** Everything a traveller's voucher shows (the confirmation e-mail, its calendar invite, /voucher/:code). */
export interface PurchaseVoucher {
  id: number;
  code: string;
  /** The secret of the voucher link; a purchase without one has no public voucher. */
  token: string;
  status: PurchaseStatus;
  /** The purchase's language: the e-mail's and the experience texts'. */
  lang: Lang;
  /** "2026-11-24" and "08:00", on the experience's clock. */
  bookingDate: string;
  bookingHour: string;
  /** IANA zone of the experience's country at booking time. */
  timeZone: string;
  startsAt: Date;
  /** When it was booked: the moment the cancellation deadline is compared with in the e-mail. */
  createdAt: Date;
  experience: {
    id: number;
    name: string;
    /** The experience page's path in the purchase's language. */
    path: string;
    countryName: string;
    durationMinutes: number;
    cancellationPolicy: CancellationPolicyId;
    /** The experience's city, said when there is neither a meeting point nor a pickup. */
    cityName: string;
    /** The meeting place's name, its address line and how to find the guide (docs/product.md § Meeting point). */
    meetingReference: string;
    meetingAddress: string;
    meetingInstructions: string;
    /** Null when the operator picks travellers up. */
    meeting: { latitude: number; longitude: number } | null;
    /** What to bring: the experience's requirements, then its recommendations, in `lang`. */
    toBring: string[];
  };
  /**
   * Who runs it, as the company stored it: its name, the contact it gives travellers (null when never
   * set) and the address and phone it applied with. domain/purchases/next-steps.ts picks which to show.
   */
  operator: {
    name: string;
    contactEmail: string | null;
    contactPhone: string | null;
    email: string;
    phone: string;
  };
  participants: { tier: ParticipantTier; quantity: number; unitPriceCents: number }[];
  totalParticipants: number;
  addOns: { name: string; quantity: number; unitPriceCents: number; totalCents: number }[];
  pickup: { latitude: number; longitude: number; address: string; notes: string | null } | null;
  couponCode: string | null;
  amounts: {
    subtotalCents: number;
    groupDiscountCents: number;
    addOnsCents: number;
    couponDiscountCents: number;
    serviceFeeCents: number;
    totalCostCents: number;
    walletDiscountCents: number;
    totalPaymentCents: number;
    refundedCents: number;
  };
  paymentMethod: 'card' | 'paypal' | 'wallet';
  cardBrand: string | null;
  cardLast4: string | null;
  user: { id: number; firstName: string; lastName: string; email: string };
}
