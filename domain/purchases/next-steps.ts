/**
 * What a traveller does after paying (docs/decisions/0083-after-paying.md), every word written in the
 * voucher's language: when, where to be (the meeting point and how to find the guide, or the pickup's
 * window and place), who runs it and how to reach them, what to bring, the free-cancellation deadline on
 * the experience's clock, and the links to the voucher and its calendar file. One view model for the
 * confirmation screen, the voucher page and the confirmation e-mail, so the three say the same. Pure.
 */
import { translate } from '../../common/i18n/translate';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../common/support-contact';
import { wallClockIn } from '../../common/time/zoned-time';
import { cancellationWords } from '../booking/date-words';
import { isRefundable } from '../catalog/cancellation-policy';
import { twelveHour } from '../booking/departures';
import { mapUrl } from './map-url';
import { pickupText } from './pickup-words';
import type { PurchaseVoucher } from './purchase-voucher';
import { voucherCalendarPath, voucherPath } from './voucher-url';
import { departureWords, meetingFacts } from './voucher-words';
import { meetingPlace } from '../experiences/meeting-point';

const NS = 'nextSteps';

/**
 * The product records no pickup time: the driver collects travellers in the hour before the start, in
 * the order of the manifest's route, and the operator confirms the exact time (decision 0083-after-paying).
 */
export const PICKUP_WINDOW_MINUTES = 60;

export interface NextStepsPlace {
  kind: 'meeting' | 'pickup' | 'place';
  label: string;
  /** The place in words ("Muelle de La Bodeguita, Av. Blas de Lezo"; a pickup's address). */
  text: string;
  /** "Entre las 7:00 AM y las 8:00 AM…" for a pickup; null otherwise. */
  window: string | null;
  /** How to find the guide (meeting point) or the traveller's own notes (pickup); empty when none. */
  instructionsLabel: string;
  instructions: string;
  mapUrl: string | null;
  mapLabel: string;
}

export interface NextStepsContact {
  label: string;
  name: string;
  email: string | null;
  phone: string | null;
  emailLabel: string;
  phoneLabel: string;
  /** The marketplace's support stands in for an operator that left no contact. */
  support: boolean;
  note: string | null;
}

export interface NextSteps {
  title: string;
  when: { label: string; text: string };
  where: NextStepsPlace | null;
  contact: NextStepsContact;
  toBring: { label: string; items: string[] } | null;
  cancellation: { label: string; policy: string; deadline: string | null; refundable: boolean };
  links: { voucherPath: string; voucherLabel: string; calendarPath: string; calendarLabel: string };
}

/**
 * Where a pickup happens, in words: its address, or "a point on the map" with the map's link when the
 * traveller gave only a point (never bare coordinates), as everywhere else (pickup-words.ts).
 */
export function pickupPlace(voucher: PurchaseVoucher): {
  text: string;
  notes: string;
  point: { latitude: number; longitude: number };
} | null {
  if (!voucher.pickup) return null;
  const { address, latitude, longitude, notes } = voucher.pickup;
  return {
    text: pickupText(voucher.lang, { address, latitude, longitude }),
    notes: notes?.trim() ?? '',
    point: { latitude, longitude },
  };
}

/** "7:00 AM" to "8:00 AM": the pickup's window on the experience's clock, ending at the start. */
export function pickupWindow(voucher: PurchaseVoucher): { from: string; to: string } {
  const from = new Date(voucher.startsAt.getTime() - PICKUP_WINDOW_MINUTES * 60_000);
  return {
    from: twelveHour(wallClockIn(voucher.timeZone, from).time),
    to: twelveHour(voucher.bookingHour),
  };
}

function wherePlace(voucher: PurchaseVoucher): NextStepsPlace | null {
  const words = (key: string, values?: Record<string, string>) =>
    translate(voucher.lang, `${NS}.${key}`, values);
  const pickup = pickupPlace(voucher);
  if (pickup)
    return {
      kind: 'pickup',
      label: words('pickup'),
      text: pickup.text,
      window: words('pickupWindow', pickupWindow(voucher)),
      instructionsLabel: words('pickupNotes'),
      instructions: pickup.notes,
      mapUrl: mapUrl(pickup.point),
      mapLabel: words('openMap'),
    };
  const facts = meetingFacts(voucher);
  const place = meetingPlace(facts);
  const { meeting } = voucher.experience;
  if (meeting)
    return {
      kind: 'meeting',
      label: words('meetingPoint'),
      text: place && (facts.address.trim() || facts.reference.trim()) ? place.where : words('pointOnMap'),
      window: null,
      instructionsLabel: words('instructions'),
      instructions: place?.instructions ?? '',
      mapUrl: mapUrl(meeting),
      mapLabel: words('openMap'),
    };
  if (!place) return null;
  return {
    kind: 'place',
    label: words('place'),
    text: place.where,
    window: null,
    instructionsLabel: words('instructions'),
    instructions: '',
    mapUrl: null,
    mapLabel: words('openMap'),
  };
}

/**
 * The contact travellers are given: the company's own (what it set for travellers, else the address and
 * phone it applied with, as its settings page shows them); with neither e-mail nor phone, the
 * marketplace's support.
 */
export function bookingContact(voucher: PurchaseVoucher): NextStepsContact {
  const { lang, operator } = voucher;
  const words = (key: string, values?: Record<string, string>) => translate(lang, `${NS}.${key}`, values);
  const pick = (own: string | null, applied: string) => (own ?? applied).trim() || null;
  const email = pick(operator.contactEmail, operator.email);
  const phone = pick(operator.contactPhone, operator.phone);
  const labels = { label: words('contact'), emailLabel: words('email'), phoneLabel: words('phone') };
  if (email || phone) return { ...labels, name: operator.name, email, phone, support: false, note: null };
  return {
    ...labels,
    name: words('supportName', { brand: translate(lang, 'brand.name') }),
    email: SUPPORT_EMAIL,
    phone: SUPPORT_PHONE,
    support: true,
    note: words('supportNote', { operator: operator.name }),
  };
}

/**
 * The next steps of a booking as of `now`: the page's request time, or the booking's own time in the
 * e-mail (so the e-mail says the deadline it had when written). The deadline comes from the cancellation
 * policy's one rule (domain/catalog/cancellation-policy.ts) through `cancellationWords`, read on the
 * experience's clock whatever the server's zone.
 */
export function nextSteps(voucher: PurchaseVoucher, now: Date): NextSteps {
  const { lang } = voucher;
  const words = (key: string, values?: Record<string, string>) => translate(lang, `${NS}.${key}`, values);
  const terms = cancellationWords(
    (key, values) => translate(lang, key, values),
    lang,
    {
      policy: voucher.experience.cancellationPolicy,
      timeZone: voucher.timeZone,
      country: voucher.experience.countryName,
      date: voucher.bookingDate,
      hour: voucher.bookingHour,
      now,
    },
    { passed: `${NS}.deadlinePassed`, freeUntil: `${NS}.freeUntil` },
  );
  return {
    title: words('title'),
    when: { label: words('when'), text: departureWords(voucher) },
    where: wherePlace(voucher),
    contact: bookingContact(voucher),
    toBring:
      voucher.experience.toBring.length > 0
        ? { label: words('toBring'), items: voucher.experience.toBring }
        : null,
    cancellation: {
      label: words('cancellation'),
      policy: terms.policy,
      deadline: isRefundable(voucher.experience.cancellationPolicy) ? terms.deadline : null,
      refundable: terms.refundable,
    },
    links: {
      voucherPath: voucherPath(voucher),
      voucherLabel: words('voucher'),
      calendarPath: voucherCalendarPath(voucher),
      calendarLabel: words('calendar'),
    },
  };
}
