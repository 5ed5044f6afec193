import type { Localized } from '../types';

/** What kind of place it is: it decides the instructions' words (below). */
export type PlaceKind = 'pier' | 'square' | 'park' | 'beach' | 'office';

/** Where the demo experiences of a destination start: a real, well-known spot of the town. */
export interface SeedMeetingPlace {
  name: Localized;
  /** The address line, as locals write it (the same in both languages). */
  address: string;
  latitude: number;
  longitude: number;
  kind: PlaceKind;
}

export const same = (name: string): Localized => ({ es: name, en: name });
