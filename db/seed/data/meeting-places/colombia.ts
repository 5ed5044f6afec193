import type { SeedMeetingPlace } from './place';

/** Meeting places of the demo destinations in Colombia (db/seed/data/destinations). */
export const colombia: Record<string, SeedMeetingPlace> = {
  cartagena: {
    name: { es: 'Muelle turístico de La Bodeguita', en: 'La Bodeguita tourist pier' },
    address: 'Av. Blas de Lezo, frente a la Torre del Reloj, Centro Histórico',
    latitude: 10.4221,
    longitude: -75.5497,
    kind: 'pier',
  },
  medellin: {
    name: { es: 'Plaza Botero', en: 'Botero Plaza' },
    address: 'Carrera 52 #52-43, La Candelaria',
    latitude: 6.2518,
    longitude: -75.5686,
    kind: 'square',
  },
  'santa-marta': {
    name: { es: 'Parque de los Novios', en: 'Parque de los Novios' },
    address: 'Calle 19 con Carrera 3, Centro Histórico',
    latitude: 11.2427,
    longitude: -74.2116,
    kind: 'park',
  },
  bogota: {
    name: { es: 'Plaza de Bolívar', en: 'Bolívar Square' },
    address: 'Carrera 7 #11-10, La Candelaria',
    latitude: 4.5981,
    longitude: -74.076,
    kind: 'square',
  },
  salento: {
    name: { es: 'Plaza principal de Salento', en: 'Salento main square' },
    address: 'Carrera 6 con Calle 6, frente a la iglesia',
    latitude: 4.6374,
    longitude: -75.5703,
    kind: 'square',
  },
  guatape: {
    name: { es: 'Malecón de Guatapé', en: 'Guatapé waterfront' },
    address: 'Muelle principal del malecón, Calle 32',
    latitude: 6.233,
    longitude: -75.1597,
    kind: 'pier',
  },
  'san-andres': {
    name: { es: 'Muelle de la Casa de la Cultura', en: 'Casa de la Cultura pier' },
    address: 'Avenida Colombia, North End',
    latitude: 12.5847,
    longitude: -81.6995,
    kind: 'pier',
  },
  'villa-de-leyva': {
    name: { es: 'Plaza Mayor de Villa de Leyva', en: 'Villa de Leyva main square' },
    address: 'Carrera 9 con Calle 13, frente a la iglesia parroquial',
    latitude: 5.634,
    longitude: -73.5247,
    kind: 'square',
  },
};
