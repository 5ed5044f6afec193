import type { Localized } from './types';
import { colombia } from './meeting-places/colombia';
import { costaRica } from './meeting-places/costa-rica';
import { dominicanRepublic } from './meeting-places/dominican-republic';
import { elSalvador } from './meeting-places/el-salvador';
import { guatemala } from './meeting-places/guatemala';
import { panama } from './meeting-places/panama';
import { puertoRico } from './meeting-places/puerto-rico';
import type { PlaceKind, SeedMeetingPlace } from './meeting-places/place';

export type { SeedMeetingPlace } from './meeting-places/place';

/** One meeting place per destination key (db/seed/data/destinations), kept per country. */
export const meetingPlaces: Record<string, SeedMeetingPlace> = {
  ...colombia,
  ...costaRica,
  ...dominicanRepublic,
  ...elSalvador,
  ...guatemala,
  ...panama,
  ...puertoRico,
};

/** How to find the guide at each kind of place, in both languages. */
const INSTRUCTIONS: Record<PlaceKind, Localized> = {
  pier: {
    es: 'Llega 20 minutos antes al muelle. Tu guía espera en la entrada con un cartel del operador y tu nombre.',
    en: 'Arrive at the pier 20 minutes early. Your guide waits at the entrance with a sign showing the operator and your name.',
  },
  square: {
    es: 'Nos vemos en la plaza 15 minutos antes de la hora de salida. Busca a tu guía con la camiseta del operador.',
    en: 'Meet in the square 15 minutes before departure. Look for your guide wearing the operator’s T-shirt.',
  },
  park: {
    es: 'Tu guía te espera junto al quiosco del parque 15 minutos antes de la salida. Ten tu voucher a mano.',
    en: 'Your guide waits by the park’s bandstand 15 minutes before departure. Have your voucher ready.',
  },
  beach: {
    es: 'Te esperamos a la entrada de la playa 15 minutos antes. El guía lleva una bandera con el nombre del operador.',
    en: 'We meet at the beach entrance 15 minutes early. The guide carries a flag with the operator’s name.',
  },
  office: {
    es: 'Preséntate 15 minutos antes en el punto indicado; el guía pasa lista con los vouchers.',
    en: 'Be at this spot 15 minutes early; the guide checks everyone in with their vouchers.',
  },
};

export function meetingInstructions(place: SeedMeetingPlace): Localized {
  return INSTRUCTIONS[place.kind];
}
