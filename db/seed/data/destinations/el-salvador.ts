import type { SeedDestination } from '../types';

export const elSalvadorDestinations: SeedDestination[] = [
  {
    key: 'san-salvador',
    countryIso: 'SV',
    name: { es: 'San Salvador', en: 'San Salvador' },
    latitude: 13.6929,
    longitude: -89.2182,
    top: false,
    shortText: {
      es: 'Una capital renovada a los pies de su propio volcán.',
      en: 'A revitalized capital at the foot of its own volcano.',
    },
    biography: {
      es: 'San Salvador vive a la sombra del volcán Quetzaltepec, cuyo cráter, El Boquerón, se asoma en un parque nacional a media hora del centro. El centro histórico, renovado en los últimos años, reúne la Catedral Metropolitana, el Palacio Nacional y el Teatro Nacional, y muy cerca está Joya de Cerén, la «Pompeya de América».',
      en: 'San Salvador lives in the shadow of the Quetzaltepec volcano, whose El Boquerón crater sits in a national park half an hour from downtown. The recently restored historic center gathers the Metropolitan Cathedral, the National Palace and the National Theater, and nearby lies Joya de Cerén, the “Pompeii of the Americas”.',
    },
    landmarks: [
      {
        es: 'Parque Nacional El Boquerón',
        en: 'El Boquerón National Park',
        article: { es: 'el' },
        scenery: ['volcano', 'mountain'],
        excursion: true,
      },
      {
        es: 'Centro Histórico de San Salvador',
        en: 'San Salvador Historic Center',
        article: { es: 'el', en: 'the' },
        scenery: ['colonial', 'city'],
      },
      { es: 'Joya de Cerén', en: 'Joya de Cerén', scenery: ['colonial'], excursion: true },
      {
        es: 'Mercado Nacional de Artesanías',
        en: 'National Handicrafts Market',
        article: { es: 'el', en: 'the' },
        scenery: ['city', 'food'],
      },
    ],
    scenery: ['city', 'volcano', 'food', 'night', 'colonial'],
  },
  {
    key: 'suchitoto',
    countryIso: 'SV',
    name: { es: 'Suchitoto', en: 'Suchitoto' },
    latitude: 13.9381,
    longitude: -89.0278,
    top: false,
    shortText: {
      es: 'Pueblo colonial de arte y añil frente al lago Suchitlán.',
      en: 'A colonial town of art and indigo overlooking Lake Suchitlán.',
    },
    biography: {
      es: 'Suchitoto es la capital cultural de El Salvador, con calles empedradas, casas de tejas y la iglesia de Santa Lucía, de fachada blanca, presidiendo la plaza. Aquí se sigue tiñendo con añil como en la época colonial, y desde el pueblo se baja al lago Suchitlán, refugio de aves migratorias.',
      en: 'Suchitoto is El Salvador’s cultural capital, with cobbled streets, tile-roofed houses and the white facade of Santa Lucía church presiding over the square. Fabric is still dyed with indigo here as in colonial times, and from town you head down to Lake Suchitlán, a haven for migratory birds.',
    },
    landmarks: [
      { es: 'Lago Suchitlán', en: 'Lake Suchitlán', article: { es: 'el' }, scenery: ['lake', 'river'] },
      {
        es: 'Cascada Los Tercios',
        en: 'Los Tercios Waterfall',
        article: { es: 'la' },
        scenery: ['waterfall'],
      },
      {
        es: 'Iglesia de Santa Lucía',
        en: 'Santa Lucía Church',
        article: { es: 'la' },
        scenery: ['colonial'],
      },
    ],
    scenery: ['colonial', 'lake', 'waterfall', 'food'],
  },
  {
    key: 'el-tunco',
    countryIso: 'SV',
    name: { es: 'El Tunco', en: 'El Tunco' },
    latitude: 13.4925,
    longitude: -89.3833,
    top: true,
    shortText: {
      es: 'Olas, hamacas y fiesta en la costa de La Libertad.',
      en: 'Waves, hammocks and parties on the La Libertad coast.',
    },
    biography: {
      es: 'El Tunco debe su nombre a una roca que, según los locales, parece un cerdo —tunco, en salvadoreño—. Es el corazón de la llamada Surf City, con olas de rompiente de piedra como El Sunzal a pocos minutos, atardeceres frente a la roca y bares con música en vivo los fines de semana.',
      en: 'El Tunco is named after a rock that locals say looks like a pig, tunco in Salvadoran slang. It is the heart of the so-called Surf City, with rocky point breaks like El Sunzal minutes away, sunsets behind the rock and bars with live music on weekends.',
    },
    landmarks: [
      { es: 'Playa El Tunco', en: 'El Tunco Beach', scenery: ['beach'] },
      { es: 'Playa El Sunzal', en: 'El Sunzal Beach', scenery: ['beach'] },
      {
        es: 'Muelle de La Libertad',
        en: 'La Libertad Pier',
        article: { es: 'el' },
        scenery: ['food', 'city'],
      },
    ],
    scenery: ['beach', 'night', 'food'],
  },
  {
    key: 'ruta-de-las-flores',
    countryIso: 'SV',
    name: { es: 'Juayúa y la Ruta de las Flores', en: 'Juayúa and the Ruta de las Flores' },
    latitude: 13.8411,
    longitude: -89.7456,
    top: false,
    shortText: {
      es: 'Pueblos cafetaleros, murales y feria gastronómica de fin de semana.',
      en: 'Coffee towns, murals and a weekend food fair.',
    },
    biography: {
      es: 'La Ruta de las Flores une cinco pueblos de la sierra Apaneca-Ilamatepec, entre cafetales que florecen de blanco en temporada. Juayúa es famosa por su feria gastronómica de fin de semana y por las cascadas de Los Chorros de la Calera, mientras Concepción de Ataco tiene las paredes cubiertas de murales.',
      en: 'The Ruta de las Flores links five towns in the Apaneca-Ilamatepec range, among coffee farms that bloom white in season. Juayúa is known for its weekend food festival and the Los Chorros de la Calera waterfalls, while Concepción de Ataco has walls covered in murals.',
    },
    landmarks: [
      {
        es: 'Cascadas Los Chorros de la Calera',
        en: 'Los Chorros de la Calera Waterfalls',
        article: { es: 'las', en: 'the' },
        scenery: ['waterfall', 'river'],
      },
      { es: 'Concepción de Ataco', en: 'Concepción de Ataco', scenery: ['colonial', 'coffee'] },
      { es: 'Apaneca', en: 'Apaneca', scenery: ['coffee'] },
      { es: 'Laguna Verde de Apaneca', en: 'Laguna Verde', article: { es: 'la' }, scenery: ['lake'] },
    ],
    scenery: ['coffee', 'mountain', 'waterfall', 'food', 'colonial', 'volcano'],
  },
  {
    key: 'santa-ana-sv',
    countryIso: 'SV',
    name: { es: 'Santa Ana', en: 'Santa Ana' },
    latitude: 13.9942,
    longitude: -89.5597,
    top: false,
    shortText: {
      es: 'Volcán con laguna esmeralda y ruinas mayas muy cerca.',
      en: 'A volcano with an emerald crater lake and Maya ruins nearby.',
    },
    biography: {
      es: 'Santa Ana es la segunda ciudad de El Salvador, con una catedral neogótica y un teatro de principios del siglo XX financiados con la riqueza del café. Desde aquí se sube al Volcán de Santa Ana, o Ilamatepec, cuyo cráter guarda una laguna verde azufre, y se visitan el lago de Coatepeque y las pirámides de Tazumal.',
      en: 'Santa Ana is El Salvador’s second city, with a neo-Gothic cathedral and an early 20th-century theater built on coffee money. From here you climb Santa Ana Volcano, also called Ilamatepec, whose crater holds a sulfur-green lagoon, and visit Lake Coatepeque and the pyramids of Tazumal.',
    },
    landmarks: [
      {
        es: 'Volcán de Santa Ana',
        en: 'Santa Ana Volcano',
        article: { es: 'el' },
        scenery: ['volcano', 'mountain'],
        excursion: true,
      },
      {
        es: 'Lago de Coatepeque',
        en: 'Lake Coatepeque',
        article: { es: 'el' },
        scenery: ['lake'],
        excursion: true,
      },
      {
        es: 'Sitio Arqueológico Tazumal',
        en: 'Tazumal Archaeological Site',
        article: { es: 'el', en: 'the' },
        scenery: ['colonial'],
        excursion: true,
      },
      {
        es: 'Teatro de Santa Ana',
        en: 'Santa Ana Theater',
        article: { es: 'el', en: 'the' },
        scenery: ['colonial', 'city'],
      },
    ],
    scenery: ['volcano', 'lake', 'colonial', 'city'],
  },
  {
    key: 'el-zonte',
    countryIso: 'SV',
    name: { es: 'El Zonte', en: 'El Zonte' },
    latitude: 13.4947,
    longitude: -89.4411,
    top: false,
    shortText: {
      es: 'Playa surfera tranquila, conocida como Bitcoin Beach.',
      en: 'A laid-back surf beach known as Bitcoin Beach.',
    },
    biography: {
      es: 'El Zonte es una bahía pequeña de arena volcánica y rocas, con una ola de derecha que funciona casi todo el año. Se hizo conocida como Bitcoin Beach por su economía local pionera, pero sigue siendo un pueblo de pescadores con hostales sencillos y pupuserías frente al mar.',
      en: 'El Zonte is a small bay of volcanic sand and rocks, with a right-hand wave that works almost all year. It became known as Bitcoin Beach for its pioneering local economy, yet it is still a fishing village with simple guesthouses and seaside pupuserías.',
    },
    landmarks: [
      { es: 'Playa El Zonte', en: 'El Zonte Beach', scenery: ['beach'] },
      { es: 'Playa Palmarcito', en: 'Palmarcito Beach', scenery: ['beach'] },
    ],
    scenery: ['beach'],
  },
];
