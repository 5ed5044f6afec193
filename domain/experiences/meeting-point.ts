/**
 * The meeting point of an experience (docs/product.md § Meeting point): a point on the map, and in each
 * language the place's name, an address line and how to find the guide. What the traveller's e-mails,
 * voucher, calendar invite and agenda show as "where" comes from `meetingPlace` below; the editor's input
 * is `meetingPointInput`. Pure: the database side is meeting-point.server.ts.
 */
import { z } from 'zod';
import { SUPPORTED_LANGUAGES, type Lang } from '../../common/i18n/languages';

export const MEETING_PLACE_MAX = 120;
export const MEETING_ADDRESS_MAX = 200;
export const MEETING_INSTRUCTIONS_MAX = 1000;

/** One language's words of a meeting point. */
export interface MeetingPointTexts {
  /** The place's name ("Muelle de La Bodeguita"). */
  place: string;
  /** The address line ("Av. Blas de Lezo, frente a la Torre del Reloj"). */
  address: string;
  /** How to find the guide; may be empty. */
  instructions: string;
}

export interface MeetingPoint {
  latitude: number;
  longitude: number;
  texts: Record<Lang, MeetingPointTexts>;
}

const requiredText = (max: number, key: string) =>
  z.string().trim().min(1, { message: key }).max(max, { message: 'meetingPoint.errors.tooLong' });

export const meetingPointTextsInput = z.strictObject({
  place: requiredText(MEETING_PLACE_MAX, 'meetingPoint.errors.placeRequired'),
  address: requiredText(MEETING_ADDRESS_MAX, 'meetingPoint.errors.addressRequired'),
  instructions: z.string().trim().max(MEETING_INSTRUCTIONS_MAX, { message: 'meetingPoint.errors.tooLong' }),
});

/** The editor's meeting point: both languages are required (an experience is published in both). */
export const meetingPointInput = z.strictObject({
  latitude: z
    .number()
    .min(-90, { message: 'meetingPoint.errors.point' })
    .max(90, { message: 'meetingPoint.errors.point' }),
  longitude: z
    .number()
    .min(-180, { message: 'meetingPoint.errors.point' })
    .max(180, { message: 'meetingPoint.errors.point' }),
  texts: z.strictObject({ es: meetingPointTextsInput, en: meetingPointTextsInput }),
});

export type MeetingPointInput = z.infer<typeof meetingPointInput>;

/** Whether every language has the words a traveller needs (what a submission for review checks). */
export function isCompleteMeetingPoint(point: MeetingPoint | null): point is MeetingPoint {
  return (
    point !== null &&
    SUPPORTED_LANGUAGES.every((lang) => point.texts[lang].place.trim() && point.texts[lang].address.trim())
  );
}

/** What a purchase knows of where the experience starts, in the purchase's language. */
export interface MeetingFacts {
  /** The meeting place's name, or (seeded experiences without a meeting point) its landmark or city. */
  reference: string;
  address: string;
  instructions: string;
  /** Null when the operator picks travellers up. */
  point: { latitude: number; longitude: number } | null;
  /** The experience's city: what is left to say when there is nothing else. */
  city: string;
}

/**
 * Where to meet in words: with a meeting point, its name and address ("Muelle de La Bodeguita, Av. Blas
 * de Lezo") and its instructions; without one, the reference or the city. Null when nothing is known.
 */
export function meetingPlace(facts: MeetingFacts): { where: string; instructions: string } | null {
  const reference = facts.reference.trim();
  const address = facts.address.trim();
  if (facts.point && address) {
    const where = reference && !address.includes(reference) ? `${reference}, ${address}` : address;
    return { where, instructions: facts.instructions.trim() };
  }
  const where = reference || facts.city.trim();
  return where ? { where, instructions: '' } : null;
}
