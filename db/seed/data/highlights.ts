import type { SeedHighlight } from './types';

/** Curated collections shown as sliders on the home page; experiences join one through `categoryKeys`. */
export const highlights: SeedHighlight[] = [
  {
    key: 'best-of-caribbean',
    icon: 'tree-palm',
    name: { es: 'Lo mejor del Caribe', en: 'Best of the Caribbean' },
    description: {
      es: 'Islas de arena blanca, arrecifes llenos de vida y catamaranes al atardecer en el mar más turquesa.',
      en: 'White-sand islands, thriving reefs and sunset catamarans on the bluest sea around.',
    },
    scenery: 'island',
    categoryKeys: ['beaches-islands', 'snorkel-diving', 'boat-tours'],
  },
  {
    key: 'family-plans',
    icon: 'users',
    name: { es: 'Planes en familia', en: 'Family plans' },
    description: {
      es: 'Experiencias pensadas para grandes y chicos: animales, playas tranquilas, chocolate y mucha diversión.',
      en: 'Experiences made for kids and grown-ups alike: wildlife, calm beaches, chocolate and plenty of fun.',
    },
    scenery: 'beach',
    categoryKeys: ['nature-wildlife', 'beaches-islands', 'coffee-cacao', 'boat-tours'],
  },
  {
    key: 'sunsets',
    icon: 'sunset',
    name: { es: 'Atardeceres', en: 'Sunsets' },
    description: {
      es: 'Los mejores lugares para ver caer el sol: desde la cubierta de un barco, una terraza o la cima de un cerro.',
      en: 'The best places to watch the sun go down: from a boat deck, a rooftop or a hilltop.',
    },
    scenery: 'beach',
    categoryKeys: ['boat-tours', 'nightlife', 'beaches-islands'],
  },
  {
    key: 'hidden-gems',
    icon: 'gem',
    name: { es: 'Joyas escondidas', en: 'Hidden gems' },
    description: {
      es: 'Pueblos, cascadas y rincones que todavía no salen en todas las guías. Ve antes que todos.',
      en: 'Villages, waterfalls and corners that have not made every guidebook yet. Get there first.',
    },
    scenery: 'waterfall',
    categoryKeys: ['hiking', 'day-trips', 'birdwatching', 'coffee-cacao'],
  },
  {
    key: 'for-adventurers',
    icon: 'flame',
    name: { es: 'Para los más aventureros', en: 'For thrill-seekers' },
    description: {
      es: 'Volcanes activos, rápidos de clase IV y cañones para rapelar. Solo apto para valientes.',
      en: 'Active volcanoes, class IV rapids and canyons to rappel. Only for the brave.',
    },
    scenery: 'volcano',
    categoryKeys: ['adventure', 'hiking', 'surf-water-sports'],
  },
  {
    key: 'living-culture',
    icon: 'palette',
    name: { es: 'Cultura viva', en: 'Living culture' },
    description: {
      es: 'Tradiciones mayas, garífunas, gunas y afrocaribeñas contadas por quienes las mantienen vivas.',
      en: 'Maya, Garífuna, Guna and Afro-Caribbean traditions shared by the people who keep them alive.',
    },
    scenery: 'colonial',
    categoryKeys: ['history-culture', 'gastronomy', 'nightlife'],
  },
  {
    key: 'coffee-routes',
    icon: 'coffee',
    name: { es: 'Rutas del café', en: 'Coffee routes' },
    description: {
      es: 'De Boquete a Antigua y del Eje Cafetero a Apaneca: las montañas donde nace el mejor café del mundo.',
      en: 'From Boquete to Antigua and from Colombia’s Coffee Region to Apaneca: the mountains where world-class coffee grows.',
    },
    scenery: 'coffee',
    categoryKeys: ['coffee-cacao', 'birdwatching', 'hiking'],
  },
  {
    key: 'slow-travel',
    icon: 'leaf',
    name: { es: 'Viaje sin prisa', en: 'Slow travel' },
    description: {
      es: 'Yoga, aguas termales y caminatas tranquilas para bajar el ritmo y volver renovado.',
      en: 'Yoga, hot springs and gentle walks to slow down and come home refreshed.',
    },
    scenery: 'lake',
    categoryKeys: ['wellness', 'nature-wildlife', 'birdwatching'],
  },
];
