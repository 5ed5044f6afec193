import { same, type SeedMeetingPlace } from './place';

/** Meeting places of the demo destinations in Costa Rica (db/seed/data/destinations). */
export const costaRica: Record<string, SeedMeetingPlace> = {
  'la-fortuna': {
    name: { es: 'Parque Central de La Fortuna', en: 'La Fortuna central park' },
    address: 'Avenida Fort, frente a la iglesia de San Juan Bosco',
    latitude: 10.4714,
    longitude: -84.6453,
    kind: 'park',
  },
  monteverde: {
    name: { es: 'Centro de Santa Elena', en: 'Santa Elena town centre' },
    address: 'Calle principal de Santa Elena, frente al Banco Nacional',
    latitude: 10.3128,
    longitude: -84.8256,
    kind: 'office',
  },
  'manuel-antonio': {
    name: { es: 'Entrada del Parque Nacional Manuel Antonio', en: 'Manuel Antonio National Park entrance' },
    address: 'Playa Espadilla, final de la ruta 618',
    latitude: 9.3895,
    longitude: -84.1436,
    kind: 'park',
  },
  tamarindo: {
    name: same('Playa Tamarindo'),
    address: 'Calle Central, frente al Parque Central',
    latitude: 10.2996,
    longitude: -85.8397,
    kind: 'beach',
  },
  'puerto-viejo': {
    name: { es: 'Muelle viejo de Puerto Viejo', en: 'Puerto Viejo old pier' },
    address: 'Calle 213, Puerto Viejo de Talamanca',
    latitude: 9.6586,
    longitude: -82.7536,
    kind: 'pier',
  },
  tortuguero: {
    name: { es: 'Muelle público de Tortuguero', en: 'Tortuguero public pier' },
    address: 'Frente al Parque Central de Tortuguero',
    latitude: 10.543,
    longitude: -83.504,
    kind: 'pier',
  },
  'santa-teresa': {
    name: { es: 'Playa Carmen', en: 'Playa Carmen' },
    address: 'Cruce de Mal País y Santa Teresa',
    latitude: 9.6449,
    longitude: -85.168,
    kind: 'beach',
  },
  uvita: {
    name: {
      es: 'Playa Uvita, Parque Nacional Marino Ballena',
      en: 'Uvita Beach, Marino Ballena National Park',
    },
    address: 'Sector Playa Uvita, Bahía Ballena',
    latitude: 9.1515,
    longitude: -83.7553,
    kind: 'beach',
  },
};
