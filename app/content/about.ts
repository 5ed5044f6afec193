/** The /about page: who we are, how the marketplace works, why book with us, countries, operators. */
import { CONTENT_UPDATED, contact, EMAILS, h, p, SUPPLIER_REGISTRATION_PATH, ul } from './blocks';
import type { Bilingual, InfoPage } from './types';

const es: InfoPage = {
  slug: 'about',
  title: 'Sobre Rumbo',
  description:
    'Rumbo conecta a viajeros con operadores locales de tours y experiencias en siete países de Centroamérica y el Caribe.',
  updated: CONTENT_UPDATED,
  intro:
    'Rumbo es el lugar para descubrir, reservar y pagar tours y experiencias con operadores locales. Tú eliges el plan; ellos te muestran su tierra.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Quiénes somos',
      blocks: [
        p(
          'Somos un equipo de viajeros, guías y desarrolladores con base en Ciudad de Panamá. Creemos que la mejor forma de conocer un lugar es con la gente que vive allí.',
        ),
        p(
          'Por eso creamos Rumbo: un marketplace donde los operadores locales publican sus experiencias y tú las reservas en minutos, en español o en inglés.',
        ),
        p(
          'Rumbo es operado por Rumbo Travel S.A., una sociedad panameña. Nosotros gestionamos la plataforma y los pagos; cada actividad la realiza el operador que la publica.',
        ),
      ],
    },
    {
      id: 'how-it-works',
      title: 'Cómo funciona',
      blocks: [
        ul(
          'Explora por país, destino o categoría, o busca lo que tienes en mente.',
          'Elige fecha, hora y número de participantes. Si quieres, suma extras como el transporte desde tu hotel.',
          'Paga de forma segura con tarjeta, PayPal o el crédito de tu billetera.',
          'Recibe tu confirmación al instante por correo y encuéntrala siempre en tu agenda.',
          'Vive la experiencia y, al terminar, cuéntales a otros viajeros cómo te fue.',
        ),
        h('Operadores locales'),
        p(
          'Cada experiencia la organiza un operador de la zona: guías, pequeñas agencias, capitanes, cooperativas y familias que conocen cada rincón.',
        ),
        h('Publicaciones verificadas'),
        p(
          'Antes de publicar, revisamos los datos del operador, sus permisos y la información de cada experiencia. Si algo no coincide con lo que viviste, escríbenos y lo revisamos.',
        ),
        h('Confirmación al instante'),
        p(
          'La mayoría de las experiencias se confirman en cuanto pagas, porque el operador mantiene su calendario al día en Rumbo. Si alguna necesita una confirmación manual, te lo indicamos antes de pagar.',
        ),
      ],
    },
    {
      id: 'why-book-with-us',
      title: 'Por qué reservar con nosotros',
      blocks: [
        ul(
          'El mejor precio del operador: los operadores se comprometen a no ofrecer en Rumbo un precio más alto que el que cobran directamente.',
          'Cancelación gratuita en muchas experiencias: la política de cada una está clara antes de pagar.',
          'Soporte 24/7 por chat, en español y en inglés, antes, durante y después de tu actividad.',
          'Pagos seguros con Visa y Mastercard con verificación 3-D Secure, o con PayPal. Nunca guardamos los datos de tu tarjeta.',
          'Crédito en tu billetera: USD 15 al verificar tu correo y USD 5 por cada amigo que hace su primera compra con tu enlace.',
          'Seguro incluido para viajeros de 18 a 89 años durante las actividades reservadas.',
        ),
        p(
          'Los precios están en dólares estadounidenses (USD). Al total se suma un cargo por servicio de USD 1 por participante, que siempre ves antes de pagar.',
        ),
      ],
    },
    {
      id: 'countries',
      title: 'Nuestros siete países',
      blocks: [
        ul(
          'Panamá: el Canal, las islas de Guna Yala y los cafetales de Boquete.',
          'Colombia: la Cartagena amurallada, el Eje Cafetero y la vida de Medellín.',
          'República Dominicana: las playas de Punta Cana, las ballenas de Samaná y la Zona Colonial.',
          'Guatemala: Antigua, el lago de Atitlán y los templos mayas de Tikal.',
          'Costa Rica: el volcán Arenal, el bosque nuboso de Monteverde y Manuel Antonio.',
          'Puerto Rico: El Yunque, el Viejo San Juan y las bahías bioluminiscentes.',
          'El Salvador: la Ruta de las Flores, las olas de El Tunco y el volcán de Santa Ana.',
        ),
      ],
    },
    {
      id: 'for-operators',
      title: 'Para operadores',
      blocks: [
        p(
          '¿Organizas tours o experiencias en alguno de estos países? Publica tus actividades en Rumbo y llega a viajeros de todo el mundo.',
        ),
        p(
          'No pagas por publicar: solo una comisión por cada reserva confirmada. Tú manejas tus precios, horarios y capacidad, y nosotros nos encargamos de los pagos y la atención al viajero.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contacto',
      blocks: [
        p(
          'Nuestro chat está abierto las 24 horas, todos los días. Si prefieres el correo, escríbenos y te respondemos lo antes posible.',
        ),
        contact(EMAILS.support, 'Soporte a viajeros'),
        contact(EMAILS.operators, 'Operadores'),
        p('Rumbo Travel S.A., Ciudad de Panamá, República de Panamá.'),
      ],
    },
  ],
};

const en: InfoPage = {
  slug: 'about',
  title: 'About Rumbo',
  description:
    'Rumbo connects travellers with local tour and experience operators in seven countries across Central America and the Caribbean.',
  updated: CONTENT_UPDATED,
  intro:
    'Rumbo is where you discover, book and pay for tours and experiences run by local operators. You pick the plan; they show you their home.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        p(
          'We are a team of travellers, guides and developers based in Panama City. We believe the best way to get to know a place is with the people who live there.',
        ),
        p(
          'That is why we built Rumbo: a marketplace where local operators list their experiences and you book them in minutes, in Spanish or English.',
        ),
        p(
          'Rumbo is run by Rumbo Travel S.A., a Panamanian company. We run the platform and handle payments; each activity is delivered by the operator who lists it.',
        ),
      ],
    },
    {
      id: 'how-it-works',
      title: 'How it works',
      blocks: [
        ul(
          'Browse by country, destination or category, or search for what you have in mind.',
          'Pick a date, a time and the number of people. Add extras such as a hotel pickup if you like.',
          'Pay securely by card, PayPal or your wallet credit.',
          'Get your confirmation by e-mail straight away; it is always in your agenda too.',
          'Enjoy the experience, then tell other travellers how it went.',
        ),
        h('Local operators'),
        p(
          'Every experience is run by a local operator: guides, small agencies, boat captains, cooperatives and families who know every corner.',
        ),
        h('Verified listings'),
        p(
          'Before a listing goes live, we check the operator, their permits and the details of the experience. If something did not match what you found on the day, tell us and we will look into it.',
        ),
        h('Instant confirmation'),
        p(
          'Most experiences are confirmed as soon as you pay, because operators keep their calendars up to date on Rumbo. If one needs manual confirmation, we tell you before you pay.',
        ),
      ],
    },
    {
      id: 'why-book-with-us',
      title: 'Why book with us',
      blocks: [
        ul(
          'The operator’s best price: operators commit never to charge more on Rumbo than they charge directly.',
          'Free cancellation on many experiences, with the policy shown clearly before you pay.',
          '24/7 chat support in English and Spanish, before, during and after your activity.',
          'Secure payments with Visa and Mastercard protected by 3-D Secure, or with PayPal. We never store your card details.',
          'Wallet credit: USD 15 after you verify your e-mail and USD 5 for every friend who makes a first purchase through your link.',
          'Insurance included for travellers aged 18 to 89 during the activities they book.',
        ),
        p(
          'Prices are in US dollars (USD). A service fee of USD 1 per participant is added to the total, and you always see it before you pay.',
        ),
      ],
    },
    {
      id: 'countries',
      title: 'Our seven countries',
      blocks: [
        ul(
          'Panama: the Canal, the Guna Yala islands and the coffee farms of Boquete.',
          'Colombia: walled Cartagena, the Coffee Region and the buzz of Medellín.',
          'Dominican Republic: the beaches of Punta Cana, the whales of Samaná and the Colonial Zone.',
          'Guatemala: Antigua, Lake Atitlán and the Maya temples of Tikal.',
          'Costa Rica: Arenal Volcano, the Monteverde cloud forest and Manuel Antonio.',
          'Puerto Rico: El Yunque, Old San Juan and the bioluminescent bays.',
          'El Salvador: the Flower Route, the waves of El Tunco and Santa Ana Volcano.',
        ),
      ],
    },
    {
      id: 'for-operators',
      title: 'For operators',
      blocks: [
        p(
          'Do you run tours or experiences in one of these countries? List your activities on Rumbo and reach travellers from all over the world.',
        ),
        p(
          'Listing is free: you only pay a commission on each confirmed booking. You control your prices, schedules and capacity; we handle payments and traveller support.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        p(
          'Our chat is open 24 hours a day, every day. If you prefer e-mail, write to us and we will reply as soon as we can.',
        ),
        contact(EMAILS.support, 'Traveller support'),
        contact(EMAILS.operators, 'Operators'),
        p('Rumbo Travel S.A., Panama City, Republic of Panama.'),
      ],
    },
  ],
};

export const about: Bilingual<InfoPage> = { es, en };

/**
 * The call to action of the "for-operators" section. The app renders it as a link to the separate
 * supplier sign-up form (docs/product.md § Audience).
 */
export const supplierSignUpLink: Bilingual<{ href: string; label: string }> = {
  es: { href: SUPPLIER_REGISTRATION_PATH, label: 'Regístrate como operador' },
  en: { href: SUPPLIER_REGISTRATION_PATH, label: 'Sign up as an operator' },
};
