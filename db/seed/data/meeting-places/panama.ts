import type { SeedMeetingPlace } from './place';

/** Meeting places of the demo destinations in Panama (db/seed/data/destinations). */
export const panama: Record<string, SeedMeetingPlace> = {
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
};
