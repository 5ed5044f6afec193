import type { SeedCountry } from './types';

/** Order matches the booking countries of docs/product.md § Constants; PA is the default country. */
export const countries: SeedCountry[] = [
  {
    isoCode: 'PA',
    name: { es: 'Panamá', en: 'Panama' },
    timeZone: 'America/Panama',
    latitude: 8.538,
    longitude: -80.7821,
    bounds: { minLatitude: 7.1, maxLatitude: 9.7, minLongitude: -83.1, maxLongitude: -77.1 },
    description: {
      es: 'Panamá une dos océanos en un país que se recorre en pocas horas: por la mañana caminas por el Casco Viejo y por la tarde ya estás en una isla del Caribe. Tiene selva a minutos de la capital, montañas cafetaleras en Chiriquí y los archipiélagos de Guna Yala y Bocas del Toro.',
      en: 'Panama joins two oceans in a country you can cross in a few hours: stroll through Casco Viejo in the morning and be on a Caribbean island by the afternoon. It has rainforest minutes from the capital, coffee highlands in Chiriquí and the archipelagos of Guna Yala and Bocas del Toro.',
    },
    bannerPalette: { sky: '#7CC6E8', land: '#1F7A5A', accent: '#F2B632' },
  },
  {
    isoCode: 'CO',
    name: { es: 'Colombia', en: 'Colombia' },
    timeZone: 'America/Bogota',
    latitude: 4.5709,
    longitude: -74.2973,
    bounds: { minLatitude: -4.3, maxLatitude: 13.5, minLongitude: -81.9, maxLongitude: -66.8 },
    description: {
      es: 'Colombia cabe entera en un viaje largo: murallas coloniales en Cartagena, el Eje Cafetero con sus palmas de cera y una Medellín que se reinventó a punta de cultura. Entre el Caribe, los Andes y la Sierra Nevada siempre hay un plan nuevo y una arepa esperándote.',
      en: 'Colombia packs a whole continent into one trip: colonial walls in Cartagena, the Coffee Region with its towering wax palms and a Medellín reinvented through culture. Between the Caribbean, the Andes and the Sierra Nevada there is always another plan and an arepa waiting for you.',
    },
    bannerPalette: { sky: '#F6C945', land: '#2E7D32', accent: '#1565C0' },
  },
  {
    isoCode: 'DO',
    name: { es: 'República Dominicana', en: 'Dominican Republic' },
    timeZone: 'America/Santo_Domingo',
    latitude: 18.7357,
    longitude: -70.1627,
    bounds: { minLatitude: 17.4, maxLatitude: 20.0, minLongitude: -72.1, maxLongitude: -68.2 },
    description: {
      es: 'República Dominicana es mucho más que arena blanca: aquí está la primera ciudad colonial de América, montañas de más de 3.000 metros y ballenas jorobadas que llegan cada invierno a Samaná. Todo con merengue de fondo y un sancocho compartido.',
      en: 'The Dominican Republic is much more than white sand: it holds the first colonial city in the Americas, mountains over 3,000 meters high and humpback whales that return to Samaná every winter. All of it with merengue in the background and a shared pot of sancocho.',
    },
    bannerPalette: { sky: '#5DC1E4', land: '#3C9D4B', accent: '#E5484D' },
  },
  {
    isoCode: 'GT',
    name: { es: 'Guatemala', en: 'Guatemala' },
    timeZone: 'America/Guatemala',
    latitude: 15.7835,
    longitude: -90.2308,
    bounds: { minLatitude: 13.6, maxLatitude: 17.9, minLongitude: -92.3, maxLongitude: -88.1 },
    description: {
      es: 'Guatemala es el corazón del mundo maya: templos que asoman sobre la selva de Petén, pueblos que tejen a mano frente al Lago de Atitlán y volcanes que todavía echan humo. Antigua, con sus calles empedradas, es el punto de partida perfecto.',
      en: 'Guatemala is the heart of the Maya world: temples rising above the Petén jungle, villages weaving by hand on the shores of Lake Atitlán and volcanoes that still smoke. Cobblestoned Antigua is the perfect place to start.',
    },
    bannerPalette: { sky: '#8EC5E8', land: '#4A6B3A', accent: '#C2410C' },
  },
  {
    isoCode: 'CR',
    name: { es: 'Costa Rica', en: 'Costa Rica' },
    timeZone: 'America/Costa_Rica',
    latitude: 9.7489,
    longitude: -83.7534,
    bounds: { minLatitude: 5.4, maxLatitude: 11.3, minLongitude: -87.2, maxLongitude: -82.5 },
    description: {
      es: 'Costa Rica protege cerca de una cuarta parte de su territorio, y se nota: perezosos en los árboles, volcanes humeantes y bosques nubosos llenos de colibríes. Pura vida también es surfear al atardecer en el Pacífico y comer pinto con café de altura.',
      en: 'Costa Rica protects around a quarter of its land, and it shows: sloths in the trees, smoking volcanoes and cloud forests buzzing with hummingbirds. Pura vida is also surfing the Pacific at sunset and eating gallo pinto with highland coffee.',
    },
    bannerPalette: { sky: '#9ED8F0', land: '#2F8F46', accent: '#F59E0B' },
  },
  {
    isoCode: 'PR',
    name: { es: 'Puerto Rico', en: 'Puerto Rico' },
    timeZone: 'America/Puerto_Rico',
    latitude: 18.2208,
    longitude: -66.5901,
    bounds: { minLatitude: 17.8, maxLatitude: 18.6, minLongitude: -68.0, maxLongitude: -65.2 },
    description: {
      es: 'Puerto Rico mezcla fortalezas españolas, bosque tropical y bahías que brillan de noche. En un mismo día puedes recorrer el Viejo San Juan, bañarte en una cascada de El Yunque y cenar mofongo frente al mar.',
      en: 'Puerto Rico blends Spanish forts, tropical rainforest and bays that glow at night. In a single day you can wander Old San Juan, swim under a waterfall in El Yunque and have mofongo by the sea for dinner.',
    },
    bannerPalette: { sky: '#6EC3F0', land: '#24875C', accent: '#D7263D' },
  },
  {
    isoCode: 'SV',
    name: { es: 'El Salvador', en: 'El Salvador' },
    timeZone: 'America/El_Salvador',
    latitude: 13.7942,
    longitude: -88.8965,
    bounds: { minLatitude: 13.1, maxLatitude: 14.5, minLongitude: -90.2, maxLongitude: -87.6 },
    description: {
      es: 'El Salvador es pequeño y sorprendente: olas de clase mundial en la costa de La Libertad, volcanes con lagunas en el cráter y pueblos cafetaleros llenos de murales. Y en cada esquina, pupusas recién hechas.',
      en: 'El Salvador is small and full of surprises: world-class waves along the La Libertad coast, volcanoes with crater lakes and coffee towns covered in murals. And on every corner, freshly made pupusas.',
    },
    bannerPalette: { sky: '#7FB8E6', land: '#3B7D3A', accent: '#1D4ED8' },
  },
];
