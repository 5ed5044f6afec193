import { same, type SeedMeetingPlace } from './place';

/** Meeting places of the demo destinations in El Salvador (db/seed/data/destinations). */
export const elSalvador: Record<string, SeedMeetingPlace> = {
  'san-salvador': {
    name: { es: 'Plaza Gerardo Barrios', en: 'Gerardo Barrios Square' },
    address: 'Calle Rubén Darío y Av. Cuscatlán, Centro Histórico',
    latitude: 13.6977,
    longitude: -89.1917,
    kind: 'square',
  },
  suchitoto: {
    name: { es: 'Parque Centenario', en: 'Centenario Park' },
    address: '2a Avenida Norte, frente a la Iglesia de Santa Lucía',
    latitude: 13.938,
    longitude: -89.0277,
    kind: 'park',
  },
  'el-tunco': {
    name: { es: 'Entrada de Playa El Tunco', en: 'El Tunco Beach entrance' },
    address: 'Carretera del Litoral km 42, calle principal',
    latitude: 13.493,
    longitude: -89.3829,
    kind: 'beach',
  },
  'ruta-de-las-flores': {
    name: { es: 'Parque Central de Juayúa', en: 'Juayúa central park' },
    address: 'Av. Daniel Cordón Norte, frente a la Iglesia del Cristo Negro',
    latitude: 13.8419,
    longitude: -89.7456,
    kind: 'park',
  },
  'santa-ana-sv': {
    name: { es: 'Parque Libertad', en: 'Libertad Park' },
    address: 'Av. Independencia Sur, frente a la Catedral de Santa Ana',
    latitude: 13.9946,
    longitude: -89.5595,
    kind: 'square',
  },
  'el-zonte': {
    name: same('Playa El Zonte'),
    address: 'Carretera del Litoral km 53.5, entrada a la playa',
    latitude: 13.4951,
    longitude: -89.4415,
    kind: 'beach',
  },
};
