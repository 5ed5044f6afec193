import { adventureTemplates } from './templates/adventure';
import { beachesIslandsTemplates } from './templates/beaches-islands';
import { birdwatchingTemplates } from './templates/birdwatching';
import { boatToursTemplates } from './templates/boat-tours';
import { cityToursTemplates } from './templates/city-tours';
import { coffeeCacaoTemplates } from './templates/coffee-cacao';
import { dayTripsTemplates } from './templates/day-trips';
import { gastronomyTemplates } from './templates/gastronomy';
import { hikingTemplates } from './templates/hiking';
import { historyCultureTemplates } from './templates/history-culture';
import { natureWildlifeTemplates } from './templates/nature-wildlife';
import { nightlifeTemplates } from './templates/nightlife';
import { snorkelDivingTemplates } from './templates/snorkel-diving';
import { surfWaterSportsTemplates } from './templates/surf-water-sports';
import { wellnessTemplates } from './templates/wellness';
import type { SeedCategory } from './types';

/** Order is the display order on the home page category strip. */
export const categories: SeedCategory[] = [
  {
    key: 'adventure',
    icon: 'mountain',
    name: { es: 'Aventura', en: 'Adventure' },
    description: {
      es: 'Tirolesas, rafting, cuevas y cuatrimotos para quienes viajan buscando adrenalina.',
      en: 'Ziplines, rafting, caves and ATVs for travelers who want an adrenaline rush.',
    },
    scenery: ['jungle', 'river', 'waterfall', 'volcano', 'mountain'],
    templates: adventureTemplates,
  },
  {
    key: 'beaches-islands',
    icon: 'tree-palm',
    name: { es: 'Playas e islas', en: 'Beaches and islands' },
    description: {
      es: 'Arena blanca, agua turquesa e islas donde el único plan es no tener plan.',
      en: 'White sand, turquoise water and islands where the only plan is having no plan.',
    },
    scenery: ['beach', 'island'],
    templates: beachesIslandsTemplates,
  },
  {
    key: 'snorkel-diving',
    icon: 'fish',
    name: { es: 'Snorkel y buceo', en: 'Snorkeling and diving' },
    description: {
      es: 'Arrecifes de coral, tortugas y peces de colores en el Caribe y el Pacífico.',
      en: 'Coral reefs, turtles and colorful fish in the Caribbean and the Pacific.',
    },
    scenery: ['reef', 'island'],
    templates: snorkelDivingTemplates,
  },
  {
    key: 'nature-wildlife',
    icon: 'paw-print',
    name: { es: 'Naturaleza y vida silvestre', en: 'Nature and wildlife' },
    description: {
      es: 'Perezosos, tortugas, monos y ranas de colores con guías naturalistas que saben dónde mirar.',
      en: 'Sloths, turtles, monkeys and colorful frogs with naturalist guides who know where to look.',
    },
    scenery: ['jungle', 'beach', 'river'],
    templates: natureWildlifeTemplates,
  },
  {
    key: 'gastronomy',
    icon: 'utensils-crossed',
    name: { es: 'Gastronomía', en: 'Food and drink' },
    description: {
      es: 'Mercados, comida callejera, clases de cocina y rones añejos: viaja con el paladar.',
      en: 'Markets, street food, cooking classes and aged rum: travel through your taste buds.',
    },
    scenery: ['food', 'city', 'colonial'],
    templates: gastronomyTemplates,
  },
  {
    key: 'coffee-cacao',
    icon: 'coffee',
    name: { es: 'Café y cacao', en: 'Coffee and cacao' },
    description: {
      es: 'Fincas cafeteras de altura, catas de especialidad y talleres de chocolate desde el grano.',
      en: 'Highland coffee farms, specialty tastings and bean-to-bar chocolate workshops.',
    },
    scenery: ['coffee', 'mountain', 'jungle'],
    templates: coffeeCacaoTemplates,
  },
  {
    key: 'hiking',
    icon: 'footprints',
    name: { es: 'Senderismo', en: 'Hiking' },
    description: {
      es: 'Volcanes, bosques nubosos y cascadas escondidas al final del sendero.',
      en: 'Volcanoes, cloud forests and hidden waterfalls at the end of the trail.',
    },
    scenery: ['mountain', 'volcano', 'waterfall'],
    templates: hikingTemplates,
  },
  {
    key: 'boat-tours',
    icon: 'sailboat',
    name: { es: 'Tours en barco', en: 'Boat tours' },
    description: {
      es: 'Catamaranes al atardecer, lanchas privadas, manglares y ballenas jorobadas.',
      en: 'Sunset catamarans, private boats, mangroves and humpback whales.',
    },
    scenery: ['island', 'beach', 'river'],
    templates: boatToursTemplates,
  },
  {
    key: 'history-culture',
    icon: 'landmark',
    name: { es: 'Historia y cultura', en: 'History and culture' },
    description: {
      es: 'Ciudades coloniales, sitios mayas, comunidades indígenas y artesanos que mantienen vivas sus tradiciones.',
      en: 'Colonial cities, Maya sites, indigenous communities and artisans keeping their traditions alive.',
    },
    scenery: ['colonial', 'city'],
    templates: historyCultureTemplates,
  },
  {
    key: 'city-tours',
    icon: 'building-2',
    name: { es: 'Tours de ciudad', en: 'City tours' },
    description: {
      es: 'Recorridos a pie y en bicicleta, arte urbano y lo imprescindible de cada capital.',
      en: 'Walking and bike tours, street art and the must-sees of every capital.',
    },
    scenery: ['city', 'colonial'],
    templates: cityToursTemplates,
  },
  {
    key: 'nightlife',
    icon: 'music',
    name: { es: 'Vida nocturna', en: 'Nightlife' },
    description: {
      es: 'Salsa, bachata, terrazas y música en vivo: la noche latina como la viven los locales.',
      en: 'Salsa, bachata, rooftops and live music: Latin nights the way locals live them.',
    },
    scenery: ['night', 'city'],
    templates: nightlifeTemplates,
  },
  {
    key: 'wellness',
    icon: 'flower-2',
    name: { es: 'Bienestar', en: 'Wellness' },
    description: {
      es: 'Yoga al amanecer, aguas termales volcánicas, temazcal y spa con ingredientes locales.',
      en: 'Sunrise yoga, volcanic hot springs, temazcal and spa treatments with local ingredients.',
    },
    scenery: ['beach', 'volcano', 'lake', 'jungle'],
    templates: wellnessTemplates,
  },
  {
    key: 'surf-water-sports',
    icon: 'waves',
    name: { es: 'Surf y deportes acuáticos', en: 'Surf and water sports' },
    description: {
      es: 'Clases de surf, paddle board, kayak y kitesurf en playas con olas y viento para todos los niveles.',
      en: 'Surf lessons, paddleboarding, kayaking and kitesurfing on beaches with waves and wind for every level.',
    },
    scenery: ['beach', 'lake'],
    templates: surfWaterSportsTemplates,
  },
  {
    key: 'birdwatching',
    icon: 'bird',
    name: { es: 'Avistamiento de aves', en: 'Birdwatching' },
    description: {
      es: 'Quetzales, tucanes, colibríes y aves migratorias en uno de los rincones más biodiversos del planeta.',
      en: 'Quetzals, toucans, hummingbirds and migratory birds in one of the most biodiverse corners of the planet.',
    },
    scenery: ['jungle', 'mountain', 'river'],
    templates: birdwatchingTemplates,
  },
  {
    key: 'day-trips',
    icon: 'map',
    name: { es: 'Excursiones de un día', en: 'Day trips' },
    description: {
      es: 'Sal de la ciudad con todo resuelto: transporte, guía y almuerzo para conocer lo mejor de los alrededores.',
      en: 'Get out of town with everything sorted: transport, guide and lunch to see the best of the surroundings.',
    },
    scenery: ['volcano', 'lake', 'colonial', 'island'],
    templates: dayTripsTemplates,
  },
];
