import type { SeedMeetingPlace } from './place';

/** Meeting places of the demo destinations in Guatemala (db/seed/data/destinations). */
export const guatemala: Record<string, SeedMeetingPlace> = {
  'antigua-guatemala': {
    name: { es: 'Arco de Santa Catalina', en: 'Santa Catalina Arch' },
    address: '5a Avenida Norte, Antigua Guatemala',
    latitude: 14.5606,
    longitude: -90.7342,
    kind: 'square',
  },
  flores: {
    name: { es: 'Parque Central de Flores', en: 'Flores central park' },
    address: 'Calle Centroamérica, frente a la catedral',
    latitude: 16.9298,
    longitude: -89.8925,
    kind: 'square',
  },
  'lake-atitlan': {
    name: { es: 'Muelle público de Panajachel', en: 'Panajachel public pier' },
    address: 'Final de la Calle Santander, Panajachel',
    latitude: 14.7403,
    longitude: -91.1563,
    kind: 'pier',
  },
  'guatemala-city': {
    name: { es: 'Plaza de la Constitución', en: 'Constitution Square' },
    address: '6a Avenida y 6a Calle, Zona 1',
    latitude: 14.6425,
    longitude: -90.5133,
    kind: 'square',
  },
  'semuc-champey': {
    name: { es: 'Parque Central de Lanquín', en: 'Lanquín central park' },
    address: 'Calle principal de Lanquín, frente a la iglesia',
    latitude: 15.5772,
    longitude: -90.0017,
    kind: 'office',
  },
  chichicastenango: {
    name: { es: 'Iglesia de Santo Tomás', en: 'Santo Tomás Church' },
    address: '5a Avenida y 8a Calle, frente al mercado',
    latitude: 14.9428,
    longitude: -91.1114,
    kind: 'square',
  },
  livingston: {
    name: { es: 'Muelle municipal de Livingston', en: 'Livingston municipal pier' },
    address: 'Calle Principal, muelle público',
    latitude: 15.826,
    longitude: -88.7494,
    kind: 'pier',
  },
};
