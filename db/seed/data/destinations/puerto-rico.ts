import type { SeedDestination } from '../types';

export const puertoRicoDestinations: SeedDestination[] = [
  {
    key: 'san-juan',
    countryIso: 'PR',
    name: { es: 'San Juan', en: 'San Juan' },
    latitude: 18.4655,
    longitude: -66.1057,
    top: true,
    shortText: {
      es: 'Fortalezas de 500 años, adoquines azules y playa urbana.',
      en: '500-year-old forts, blue cobblestones and a city beach.',
    },
    biography: {
      es: 'San Juan es una de las ciudades fundadas por europeos más antiguas de América, y el Viejo San Juan conserva sus adoquines azules, sus casas de colores y las murallas del Castillo San Felipe del Morro. Fuera del casco histórico, Condado y Santurce ofrecen playa, murales y una vida nocturna con mucha salsa y reguetón.',
      en: 'San Juan is one of the oldest European-founded cities in the Americas, and Old San Juan keeps its blue cobblestones, colorful houses and the walls of Castillo San Felipe del Morro. Beyond the old town, Condado and Santurce offer beaches, murals and a nightlife full of salsa and reggaeton.',
    },
    landmarks: [
      {
        es: 'Viejo San Juan',
        en: 'Old San Juan',
        article: { es: 'el' },
        scenery: ['colonial', 'night', 'food'],
      },
      {
        es: 'Castillo San Felipe del Morro',
        en: 'Castillo San Felipe del Morro',
        article: { es: 'el' },
        scenery: ['colonial'],
      },
      {
        es: 'Bosque Nacional El Yunque',
        en: 'El Yunque National Forest',
        article: { es: 'el' },
        scenery: ['jungle', 'waterfall'],
        excursion: true,
      },
      { es: 'Playa del Condado', en: 'Condado Beach', scenery: ['beach'] },
    ],
    scenery: ['city', 'colonial', 'night', 'food', 'beach'],
  },
  {
    key: 'rincon',
    countryIso: 'PR',
    name: { es: 'Rincón', en: 'Rincón' },
    latitude: 18.3402,
    longitude: -67.2499,
    top: false,
    shortText: {
      es: 'El pueblo surfero del oeste, famoso por sus atardeceres.',
      en: 'The west coast surf town, famous for its sunsets.',
    },
    biography: {
      es: 'Rincón se hizo famoso cuando acogió el campeonato mundial de surf de 1968, y desde entonces es la capital del surf en Puerto Rico. En invierno llegan las olas grandes y las ballenas jorobadas, que se ven desde el faro de Punta Higüero, y la Reserva Marina Tres Palmas protege arrecifes de coral cuerno de alce.',
      en: 'Rincón rose to fame when it hosted the 1968 World Surfing Championship and has been Puerto Rico’s surf capital ever since. Winter brings big swells and humpback whales, visible from the Punta Higüero lighthouse, and the Tres Palmas Marine Reserve protects elkhorn coral reefs.',
    },
    landmarks: [
      {
        es: 'Faro de Punta Higüero',
        en: 'Punta Higüero Lighthouse',
        article: { es: 'el', en: 'the' },
        scenery: ['colonial'],
      },
      { es: 'Playa Domes', en: 'Domes Beach', scenery: ['beach'] },
      {
        es: 'Reserva Marina Tres Palmas',
        en: 'Tres Palmas Marine Reserve',
        article: { es: 'la', en: 'the' },
        scenery: ['reef'],
      },
      { es: 'Isla Desecheo', en: 'Desecheo Island', scenery: ['reef', 'island'], excursion: true },
    ],
    scenery: ['beach', 'reef'],
  },
  {
    key: 'culebra',
    countryIso: 'PR',
    name: { es: 'Culebra', en: 'Culebra' },
    latitude: 18.3031,
    longitude: -65.301,
    top: false,
    shortText: {
      es: 'Isla pequeña con una de las playas más bonitas del mundo.',
      en: 'A small island with one of the world’s most beautiful beaches.',
    },
    biography: {
      es: 'Culebra es una isla municipio al este de Puerto Rico, tranquila y sin grandes hoteles, a la que se llega en ferry o avioneta. Playa Flamenco aparece una y otra vez entre las mejores playas del mundo, y en Playa Tamarindo y Cayo Luis Peña se nada junto a tortugas sobre praderas marinas.',
      en: 'Culebra is a quiet island municipality east of Puerto Rico with no big hotels, reached by ferry or small plane. Flamenco Beach shows up again and again on lists of the world’s best beaches, and at Tamarindo Beach and Luis Peña Cay you swim alongside turtles over seagrass beds.',
    },
    landmarks: [
      { es: 'Playa Flamenco', en: 'Flamenco Beach', scenery: ['beach'] },
      { es: 'Playa Tamarindo', en: 'Tamarindo Beach', scenery: ['reef', 'beach'] },
      { es: 'Cayo Luis Peña', en: 'Luis Peña Cay', scenery: ['reef', 'island'] },
      { es: 'Culebrita', en: 'Culebrita', scenery: ['island', 'beach'], excursion: true },
    ],
    scenery: ['beach', 'island', 'reef'],
  },
  {
    key: 'vieques',
    countryIso: 'PR',
    name: { es: 'Vieques', en: 'Vieques' },
    latitude: 18.1263,
    longitude: -65.4401,
    top: false,
    shortText: {
      es: 'Caballos sueltos, playas vírgenes y la bahía más brillante del mundo.',
      en: 'Wild horses, empty beaches and the brightest bay in the world.',
    },
    biography: {
      es: 'Vieques fue durante décadas un campo de tiro de la Marina estadounidense, y gracias a eso gran parte de la isla es hoy un refugio de vida silvestre con playas casi vacías. Su Bahía Mosquito tiene la mayor concentración de dinoflagelados bioluminiscentes registrada, y de noche cada movimiento en el agua se enciende de azul.',
      en: 'For decades Vieques was a US Navy training range, and as a result much of the island is now a wildlife refuge with nearly empty beaches. Its Mosquito Bay has the highest concentration of bioluminescent dinoflagellates ever recorded, so at night every movement in the water glows blue.',
    },
    landmarks: [
      { es: 'Bahía Mosquito', en: 'Mosquito Bay', article: { es: 'la' }, scenery: ['night'] },
      { es: 'Playa Caracas', en: 'Caracas Beach', scenery: ['beach', 'reef'] },
      {
        es: 'Fortín Conde de Mirasol',
        en: 'Fort Conde de Mirasol',
        article: { es: 'el' },
        scenery: ['colonial'],
      },
      {
        es: 'Refugio Nacional de Vida Silvestre de Vieques',
        en: 'Vieques National Wildlife Refuge',
        article: { es: 'el', en: 'the' },
        scenery: ['beach', 'jungle'],
      },
    ],
    scenery: ['beach', 'island', 'reef'],
  },
  {
    key: 'fajardo',
    countryIso: 'PR',
    name: { es: 'Fajardo', en: 'Fajardo' },
    latitude: 18.3258,
    longitude: -65.6524,
    top: false,
    shortText: {
      es: 'Puerto de catamaranes, cayos y una laguna bioluminiscente.',
      en: 'A harbor for catamarans, cays and a bioluminescent lagoon.',
    },
    biography: {
      es: 'Fajardo es el gran puerto náutico del este de Puerto Rico: desde aquí zarpan los catamaranes hacia Cayo Icacos e Isla Palomino. De noche, los kayaks cruzan un canal de manglares hasta la Laguna Grande, una de las tres bahías bioluminiscentes de la isla, junto a la Reserva Natural Cabezas de San Juan.',
      en: 'Fajardo is eastern Puerto Rico’s sailing hub, where catamarans set off for Icacos Cay and Palomino Island. At night, kayaks paddle through a mangrove channel into Laguna Grande, one of the island’s three bioluminescent bays, next to the Cabezas de San Juan Nature Reserve.',
    },
    landmarks: [
      { es: 'Laguna Grande', en: 'Laguna Grande', article: { es: 'la' }, scenery: ['night', 'river'] },
      { es: 'Cayo Icacos', en: 'Icacos Cay', scenery: ['reef', 'island', 'beach'], excursion: true },
      {
        es: 'Reserva Natural Cabezas de San Juan',
        en: 'Cabezas de San Juan Nature Reserve',
        article: { es: 'la', en: 'the' },
        scenery: ['jungle'],
      },
      { es: 'Isla Palomino', en: 'Palomino Island', scenery: ['island', 'beach'], excursion: true },
    ],
    scenery: ['beach', 'reef', 'island'],
  },
  {
    key: 'luquillo',
    countryIso: 'PR',
    name: { es: 'Luquillo', en: 'Luquillo' },
    latitude: 18.3725,
    longitude: -65.7166,
    top: false,
    shortText: {
      es: 'Playa de palmeras, kioscos de comida y El Yunque detrás.',
      en: 'A palm-lined beach, food kiosks and El Yunque behind it.',
    },
    biography: {
      es: 'Luquillo es la playa familiar por excelencia de Puerto Rico, con aguas tranquilas y sombra de palmeras. Junto a la carretera se alinean más de sesenta kioscos donde se comen alcapurrias y bacalaítos, y a pocos minutos empieza El Yunque, el único bosque tropical del sistema de bosques nacionales de Estados Unidos.',
      en: 'Luquillo is Puerto Rico’s quintessential family beach, with calm water and shady palms. Along the highway, more than sixty kiosks serve alcapurrias and codfish fritters, and a few minutes away begins El Yunque, the only tropical rainforest in the US National Forest System.',
    },
    landmarks: [
      {
        es: 'Bosque Nacional El Yunque',
        en: 'El Yunque National Forest',
        article: { es: 'el' },
        scenery: ['jungle', 'waterfall'],
      },
      { es: 'Playa Luquillo', en: 'Luquillo Beach', scenery: ['beach'] },
      {
        es: 'Kioscos de Luquillo',
        en: 'Luquillo Kiosks',
        article: { es: 'los', en: 'the' },
        scenery: ['food'],
      },
    ],
    scenery: ['beach', 'jungle', 'waterfall', 'food'],
  },
  {
    key: 'ponce',
    countryIso: 'PR',
    name: { es: 'Ponce', en: 'Ponce' },
    latitude: 18.0111,
    longitude: -66.6141,
    top: false,
    shortText: {
      es: 'La Perla del Sur: plazas, museos y el parque de bombas rojinegro.',
      en: 'The Pearl of the South: plazas, museums and a red-and-black firehouse.',
    },
    biography: {
      es: 'Ponce, la gran ciudad del sur de Puerto Rico, guarda un centro histórico de casonas criollas y neoclásicas alrededor de la Plaza Las Delicias, donde destaca el Parque de Bombas, una estación de bomberos pintada a rayas rojas y negras. En la colina, el Castillo Serrallés recuerda la época dorada del ron, y frente a la costa está la Isla Caja de Muertos.',
      en: 'Ponce, the main city of southern Puerto Rico, has a historic center of Creole and neoclassical mansions around Plaza Las Delicias, where the red-and-black striped firehouse, Parque de Bombas, steals the show. On the hill, Castillo Serrallés recalls the golden age of rum, and offshore lies Caja de Muertos Island.',
    },
    landmarks: [
      {
        es: 'Parque de Bombas',
        en: 'Parque de Bombas',
        article: { es: 'el' },
        scenery: ['colonial', 'city'],
      },
      { es: 'Castillo Serrallés', en: 'Serrallés Castle', article: { es: 'el' }, scenery: ['colonial'] },
      {
        es: 'Isla Caja de Muertos',
        en: 'Caja de Muertos Island',
        scenery: ['island', 'reef', 'beach'],
        excursion: true,
      },
    ],
    scenery: ['colonial', 'city', 'food', 'island'],
  },
];
