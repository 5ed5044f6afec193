import { same, type SeedMeetingPlace } from './place';

/** Meeting places of the demo destinations in Dominican Republic (db/seed/data/destinations). */
export const dominicanRepublic: Record<string, SeedMeetingPlace> = {
  'punta-cana': {
    name: same('Playa Los Corales'),
    address: 'Calle Marcio Veloz Maggiolo, Los Corales, Bávaro',
    latitude: 18.6839,
    longitude: -68.4129,
    kind: 'beach',
  },
  'santo-domingo': {
    name: { es: 'Parque Colón', en: 'Columbus Park' },
    address: 'Calle El Conde esq. Arzobispo Meriño, Zona Colonial',
    latitude: 18.4735,
    longitude: -69.884,
    kind: 'square',
  },
  samana: {
    name: { es: 'Muelle turístico de Samaná', en: 'Samaná tourist pier' },
    address: 'Av. La Marina, Malecón de Santa Bárbara de Samaná',
    latitude: 19.2046,
    longitude: -69.336,
    kind: 'pier',
  },
  'puerto-plata': {
    name: { es: 'Fortaleza San Felipe', en: 'San Felipe Fortress' },
    address: 'Av. General Gregorio Luperón, Malecón',
    latitude: 19.803,
    longitude: -70.6955,
    kind: 'square',
  },
  jarabacoa: {
    name: { es: 'Parque Central de Jarabacoa', en: 'Jarabacoa central park' },
    address: 'Calle Mario Nelson Galán esq. Calle Duarte',
    latitude: 19.1185,
    longitude: -70.6375,
    kind: 'park',
  },
  bayahibe: {
    name: { es: 'Muelle de Bayahibe', en: 'Bayahibe pier' },
    address: 'Calle Principal, frente a la playa pública',
    latitude: 18.3706,
    longitude: -68.8392,
    kind: 'pier',
  },
  'las-terrenas': {
    name: { es: 'Pueblo de los Pescadores', en: 'Fishermen’s Village' },
    address: 'Calle Francisco Alberto Caamaño Deñó, Las Terrenas',
    latitude: 19.3194,
    longitude: -69.5358,
    kind: 'beach',
  },
  cabarete: {
    name: { es: 'Playa de Cabarete', en: 'Cabarete Beach' },
    address: 'Calle Principal, frente a la iglesia',
    latitude: 19.7503,
    longitude: -70.4127,
    kind: 'beach',
  },
};
