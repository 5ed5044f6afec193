import type { SeedMeetingPlace } from './place';

/** Meeting places of the demo destinations in Puerto Rico (db/seed/data/destinations). */
export const puertoRico: Record<string, SeedMeetingPlace> = {
  'san-juan': {
    name: { es: 'Plaza de Armas', en: 'Plaza de Armas' },
    address: 'Calle San Francisco, Viejo San Juan',
    latitude: 18.466,
    longitude: -66.1165,
    kind: 'square',
  },
  rincon: {
    name: { es: 'Plaza de Rincón', en: 'Rincón town square' },
    address: 'Calle Muñoz Rivera, frente a la iglesia',
    latitude: 18.34,
    longitude: -67.251,
    kind: 'square',
  },
  culebra: {
    name: { es: 'Muelle del ferry de Culebra', en: 'Culebra ferry pier' },
    address: 'Calle Pedro Márquez, Dewey',
    latitude: 18.3035,
    longitude: -65.301,
    kind: 'pier',
  },
  vieques: {
    name: { es: 'Muelle de Isabel Segunda', en: 'Isabel Segunda pier' },
    address: 'Calle Antonio G. Mellado, Isabel Segunda',
    latitude: 18.151,
    longitude: -65.442,
    kind: 'pier',
  },
  fajardo: {
    name: { es: 'Marina Puerto Chico', en: 'Puerto Chico marina' },
    address: 'Carretera 987 km 2.4, Las Croabas, Fajardo',
    latitude: 18.3605,
    longitude: -65.6335,
    kind: 'pier',
  },
  luquillo: {
    name: { es: 'Kioscos de Luquillo', en: 'Luquillo food kiosks' },
    address: 'Carretera 3, Balneario de Luquillo',
    latitude: 18.381,
    longitude: -65.716,
    kind: 'beach',
  },
  ponce: {
    name: { es: 'Plaza Las Delicias', en: 'Plaza Las Delicias' },
    address: 'Calle Marina, frente al Parque de Bombas',
    latitude: 18.0115,
    longitude: -66.614,
    kind: 'square',
  },
};
