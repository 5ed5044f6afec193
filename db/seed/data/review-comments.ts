import type { Localized, ReviewRating, SeedReviewComment } from './types';

const review = (rating: ReviewRating, es: string, en: string, categoryKeys?: string[]): SeedReviewComment =>
  categoryKeys
    ? { rating, text: { es, en } satisfies Localized, categoryKeys }
    : { rating, text: { es, en } satisfies Localized };

/**
 * Public review comments. Entries without `categoryKeys` fit any experience; the rest mention boats,
 * food or gear and should only be attached to experiences in those categories.
 */
export const reviewComments: SeedReviewComment[] = [
  // Generic, any category
  review(
    5,
    '¡Una experiencia increíble! El guía fue súper amable y se notaba que ama su tierra. Lo recomiendo al cien por ciento.',
    'An amazing experience! Our guide was super friendly and clearly loves this place. I recommend it one hundred percent.',
  ),
  review(
    5,
    'Puntuales, organizados y muy atentos con los niños. Mis hijos todavía hablan del tour.',
    'Punctual, well organized and really attentive with the kids. My children are still talking about the tour.',
  ),
  review(
    5,
    'Lo mejor de nuestro viaje. Grupo pequeño, sin prisas y con tiempo para hacer preguntas.',
    'The highlight of our trip. Small group, no rushing and plenty of time for questions.',
  ),
  review(
    5,
    'Nuestra guía hablaba perfecto inglés y español y nos contó historias que no aparecen en ninguna guía. Volvería sin dudarlo.',
    'Our guide spoke perfect English and Spanish and told us stories you won’t find in any guidebook. I’d go again in a heartbeat.',
  ),
  review(
    5,
    'Nos recogieron en el hotel a la hora exacta y el transporte estaba impecable. Todo salió tal como lo describían.',
    'They picked us up at the hotel right on time and the van was spotless. Everything was exactly as described.',
  ),
  review(
    5,
    'Reservé a última hora y aun así me respondieron enseguida por WhatsApp. Excelente servicio de principio a fin.',
    'I booked last minute and they still answered right away on WhatsApp. Excellent service from start to finish.',
  ),
  review(
    5,
    'Las vistas son de otro mundo. Llevé la cámara y no paré de tomar fotos en todo el recorrido.',
    'The views are out of this world. I brought my camera and didn’t stop taking photos the whole way.',
  ),
  review(
    5,
    'Viajé sola y me sentí segura y acompañada en todo momento. Terminé haciendo amigos del grupo.',
    'I traveled solo and felt safe and looked after the whole time. I ended up making friends in the group.',
  ),
  review(
    4,
    'Muy buen tour, aunque empezamos veinte minutos tarde porque faltaba una pareja. Por lo demás, excelente.',
    'Great tour, although we started twenty minutes late because one couple was missing. Otherwise excellent.',
  ),
  review(
    4,
    'Bonita experiencia y el guía muy preparado. El grupo era un poco grande para mi gusto.',
    'Lovely experience and a very knowledgeable guide. The group was a little large for my taste.',
  ),
  review(
    4,
    'Valió la pena, pero recomiendo llevar más agua de la que crees. El calor aprieta.',
    'Worth it, but bring more water than you think you need. The heat is intense.',
  ),
  review(
    4,
    'Todo bien organizado. Me hubiera gustado tener un poco más de tiempo libre en la última parada.',
    'Everything was well organized. I would have liked a bit more free time at the last stop.',
  ),
  review(
    4,
    'Buena relación calidad-precio. El guía era simpático aunque a veces hablaba muy rápido.',
    'Good value for money. The guide was friendly, though he sometimes spoke very fast.',
  ),
  review(
    3,
    'La actividad está bien, pero la descripción no mencionaba que había que pagar la entrada aparte.',
    'The activity itself is fine, but the description didn’t mention that the entrance fee was extra.',
  ),
  review(
    3,
    'Correcto sin más. El guía se limitó a lo básico y no se le veía muy motivado ese día.',
    'Fine, nothing more. The guide stuck to the basics and didn’t seem very motivated that day.',
  ),
  review(
    3,
    'Llovió casi todo el tiempo y no hubo plan B. Entiendo que es el clima, pero podrían haber adaptado la ruta.',
    'It rained most of the time and there was no plan B. I get that it’s the weather, but they could have adjusted the route.',
  ),
  review(
    2,
    'Nos dejaron esperando más de una hora en el punto de encuentro y nadie avisó. La actividad luego estuvo bien, pero la organización falló.',
    'We were left waiting over an hour at the meeting point with no notice. The activity itself was fine afterwards, but the organization let us down.',
  ),
  review(
    2,
    'Demasiada gente y poco tiempo en cada lugar. Sentí que era más una fila que una experiencia.',
    'Too many people and too little time at each stop. It felt more like a queue than an experience.',
  ),

  // Boats, islands and water
  review(
    5,
    'La lancha estaba en perfecto estado y el capitán conocía cada rincón. El agua era tan transparente que parecía una piscina.',
    'The boat was in perfect condition and the captain knew every corner. The water was so clear it looked like a swimming pool.',
    ['boat-tours', 'beaches-islands', 'snorkel-diving'],
  ),
  review(
    5,
    'Vimos tortugas, una raya y un montón de peces de colores. El guía se metió al agua con nosotros y nos señalaba todo.',
    'We saw turtles, a ray and loads of colorful fish. The guide got in the water with us and pointed everything out.',
    ['snorkel-diving', 'beaches-islands'],
  ),
  review(
    5,
    'El atardecer desde el catamarán fue mágico. Buena música, tragos bien servidos y una tripulación encantadora.',
    'The sunset from the catamaran was magical. Good music, generous drinks and a lovely crew.',
    ['boat-tours'],
  ),
  review(
    5,
    'El almuerzo en la playa, pescado fresco con patacones, fue de lo mejor que comimos en todo el viaje.',
    'The beach lunch of fresh fish with fried plantains was one of the best meals of our whole trip.',
    ['beaches-islands', 'boat-tours'],
  ),
  review(
    4,
    'Las islas son preciosas. El mar estaba algo movido a la vuelta, así que si te mareas toma algo antes.',
    'The islands are gorgeous. The sea was a bit rough on the way back, so take something beforehand if you get seasick.',
    ['boat-tours', 'beaches-islands', 'snorkel-diving'],
  ),
  review(
    4,
    'Mi primera inmersión y me sentí muy segura con el instructor. Solo le pondría más tiempo a la práctica en la orilla.',
    'My first dive and I felt very safe with the instructor. I’d just add more time for practice in the shallows.',
    ['snorkel-diving'],
  ),
  review(
    3,
    'El equipo de snorkel estaba bastante gastado y a mi máscara le entraba agua. Recomiendo llevar la tuya.',
    'The snorkel gear was pretty worn and my mask kept leaking. I recommend bringing your own.',
    ['snorkel-diving', 'beaches-islands', 'boat-tours'],
  ),
  review(
    5,
    'Me paré en la tabla en la tercera ola. Los instructores tienen una paciencia enorme y te animan todo el tiempo.',
    'I stood up on the board on my third wave. The instructors are incredibly patient and cheer you on the whole time.',
    ['surf-water-sports'],
  ),
  review(
    4,
    'Muy divertido el kayak, aunque el regreso con viento en contra fue duro. Buenas vistas y buen guía.',
    'The kayaking was great fun, though paddling back into the wind was tough. Great views and a good guide.',
    ['surf-water-sports'],
  ),

  // Food, coffee and drinks
  review(
    5,
    'Vinimos con hambre y salimos rodando. Cada parada tenía algo delicioso y la guía conocía a todos los dueños.',
    'We came hungry and left rolling. Every stop had something delicious and our guide knew all the owners.',
    ['gastronomy'],
  ),
  review(
    5,
    'Nunca había probado un café tan bueno. La familia de la finca nos trató como si fuéramos parte de la casa.',
    'I had never tasted coffee this good. The farm family treated us like part of the household.',
    ['coffee-cacao'],
  ),
  review(
    5,
    'Hicimos nuestro propio chocolate desde el grano. A los niños les encantó moler el cacao en la piedra.',
    'We made our own chocolate from the bean. The kids loved grinding the cacao on the stone.',
    ['coffee-cacao'],
  ),
  review(
    4,
    'La clase de cocina fue muy completa y la comida riquísima. Solo faltó algo de aire acondicionado en la cocina.',
    'The cooking class was very thorough and the food delicious. The kitchen could just have used some air conditioning.',
    ['gastronomy'],
  ),
  review(
    4,
    'Buena cata de rones y bartender muy simpático. Algunos bocados se quedaron cortos para tanto ron.',
    'Good rum tasting and a very friendly bartender. Some of the bites were a bit small for that much rum.',
    ['gastronomy', 'nightlife'],
  ),

  // Nature, hiking and adventure
  review(
    5,
    'Gracias al telescopio del guía vimos un perezoso con su cría. Jamás lo habríamos encontrado solos.',
    'Thanks to the guide’s spotting scope we saw a sloth with her baby. We would never have found it on our own.',
    ['nature-wildlife', 'birdwatching'],
  ),
  review(
    5,
    'Vimos un quetzal a pocos metros. El guía reconocía cada ave por el canto; es impresionante lo que sabe.',
    'We saw a quetzal just a few meters away. The guide recognized every bird by its call; his knowledge is impressive.',
    ['birdwatching'],
  ),
  review(
    5,
    'La subida es exigente, pero la vista desde arriba compensa cada paso. El guía nos motivó todo el camino.',
    'The climb is demanding, but the view from the top makes every step worth it. Our guide kept us motivated the whole way.',
    ['hiking'],
  ),
  review(
    4,
    'La caminata es más dura de lo que dice la descripción. Vayan con buen calzado y ropa para cambiarse.',
    'The hike is harder than the description suggests. Wear good shoes and bring a change of clothes.',
    ['hiking', 'adventure'],
  ),
  review(
    5,
    'Pura adrenalina. El equipo de seguridad era nuevo y los guías revisaban todo dos veces antes de cada tirolesa.',
    'Pure adrenaline. The safety gear was new and the guides double-checked everything before every zipline.',
    ['adventure'],
  ),
  review(
    4,
    'El rafting estuvo buenísimo. Las fotos se venden aparte y son un poco caras, pero el recuerdo vale la pena.',
    'The rafting was fantastic. The photos are sold separately and are a bit pricey, but the memory is worth it.',
    ['adventure'],
  ),
  review(
    3,
    'Las tortugas no salieron esa noche, algo que entiendo, pero nos hubiera gustado más información durante la espera.',
    'The turtles didn’t show up that night, which I understand, but we’d have liked more information while we waited.',
    ['nature-wildlife'],
  ),

  // Culture, city and nightlife
  review(
    5,
    'El guía era historiador y se notaba. Hizo que cada plaza y cada iglesia cobrara vida con sus anécdotas.',
    'Our guide was a historian and it showed. He brought every plaza and church to life with his stories.',
    ['history-culture', 'city-tours'],
  ),
  review(
    5,
    'Conocer a los artesanos en su propio taller fue muy especial. Me llevé un textil precioso hecho a mano.',
    'Meeting the artisans in their own workshop was really special. I took home a beautiful handmade textile.',
    ['history-culture'],
  ),
  review(
    4,
    'Buen recorrido en bici, rutas seguras y paradas interesantes. Algunas bicicletas necesitaban ajuste de frenos.',
    'Good bike tour, safe routes and interesting stops. A couple of the bikes needed their brakes adjusted.',
    ['city-tours'],
  ),
  review(
    5,
    'La clase de salsa fue divertidísima y luego bailamos hasta la madrugada. Los instructores son un amor.',
    'The salsa class was so much fun, and afterwards we danced until the early hours. The instructors are lovely.',
    ['nightlife'],
  ),
  review(
    5,
    'Las aguas termales fueron justo lo que necesitábamos después de tres días de caminatas. Muy limpio y tranquilo.',
    'The hot springs were exactly what we needed after three days of hiking. Very clean and peaceful.',
    ['wellness'],
  ),
  review(
    4,
    'Una excursión larga pero muy bien aprovechada. El almuerzo típico en el camino fue un gran acierto.',
    'A long day trip but very well used. The traditional lunch along the way was a great call.',
    ['day-trips'],
  ),
];
