import type { Localized } from './types';

/** What kind of place it is: it decides the instructions' words (below). */
type PlaceKind = 'pier' | 'square' | 'park' | 'beach' | 'office';

/** Where the demo experiences of a destination start: a real, well-known spot of the town. */
export interface SeedMeetingPlace {
  name: Localized;
  /** The address line, as locals write it (the same in both languages). */
  address: string;
  latitude: number;
  longitude: number;
  kind: PlaceKind;
}

const same = (name: string): Localized => ({ es: name, en: name });

/** One meeting place per destination key (db/seed/data/destinations). */
export const meetingPlaces: Record<string, SeedMeetingPlace> = {
  // Colombia
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
  // Costa Rica
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
  // Dominican Republic
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
  // El Salvador
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
  // Guatemala
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
  // Panama
  'panama-city': {
    name: { es: 'Plaza de la Independencia', en: 'Independence Square' },
    address: 'Av. Central, Casco Viejo',
    latitude: 8.9527,
    longitude: -79.5349,
    kind: 'square',
  },
  'bocas-del-toro': {
    name: { es: 'Parque Simón Bolívar', en: 'Simón Bolívar Park' },
    address: 'Calle 3, Isla Colón',
    latitude: 9.3405,
    longitude: -82.2415,
    kind: 'park',
  },
  boquete: {
    name: { es: 'Parque Central de Boquete', en: 'Boquete central park' },
    address: 'Av. Central, frente a la iglesia',
    latitude: 8.7795,
    longitude: -82.441,
    kind: 'park',
  },
  'san-blas': {
    name: { es: 'Puerto de Cartí', en: 'Cartí port' },
    address: 'Muelle de Cartí, final de la carretera Llano–Cartí',
    latitude: 9.4565,
    longitude: -78.9805,
    kind: 'pier',
  },
  pedasi: {
    name: { es: 'Parque de Pedasí', en: 'Pedasí square' },
    address: 'Calle Central, frente a la iglesia de San Antonio',
    latitude: 7.5308,
    longitude: -80.026,
    kind: 'park',
  },
  'el-valle-de-anton': {
    name: { es: 'Mercado de El Valle', en: 'El Valle market' },
    address: 'Av. Central, El Valle de Antón',
    latitude: 8.601,
    longitude: -80.129,
    kind: 'square',
  },
  portobelo: {
    name: { es: 'Fuerte Santiago de la Gloria', en: 'Santiago de la Gloria Fort' },
    address: 'Entrada del pueblo, carretera a Portobelo',
    latitude: 9.5546,
    longitude: -79.656,
    kind: 'square',
  },
  'santa-catalina': {
    name: { es: 'Playa de Santa Catalina', en: 'Santa Catalina Beach' },
    address: 'Final de la calle principal, Santa Catalina',
    latitude: 7.633,
    longitude: -81.255,
    kind: 'beach',
  },
  // Puerto Rico
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
