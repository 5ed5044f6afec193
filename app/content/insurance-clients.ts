/** Insurance cover included for travellers during booked activities (ages 18 to 89). */
import { CONTENT_UPDATED, contact, EMAILS, p, ul } from './blocks';
import type { Bilingual, InfoPage } from './types';

const es: InfoPage = {
  slug: 'insurance-clients',
  title: 'Seguro para viajeros',
  description:
    'Tu reserva incluye cobertura de gastos médicos por accidente y evacuación de emergencia para viajeros de 18 a 89 años.',
  updated: CONTENT_UPDATED,
  intro:
    'Cada actividad que reservas en Rumbo incluye un seguro de accidentes, sin costo adicional. Aquí te explicamos qué cubre y cómo usarlo.',
  sections: [
    {
      id: 'overview',
      title: 'Qué es',
      blocks: [
        p(
          'Es una cobertura de accidentes personales que emite una aseguradora asociada y que Rumbo incluye en tus reservas. No tienes que contratar nada ni hacer ningún trámite para activarla.',
        ),
        p(
          'Esta página es un resumen. Las condiciones de la póliza prevalecen sobre él y te las enviamos si nos las pides.',
        ),
      ],
    },
    {
      id: 'who-is-covered',
      title: 'Quién está cubierto',
      blocks: [
        p(
          'Cada participante de una reserva confirmada y pagada que tenga entre 18 y 89 años el día de la actividad.',
        ),
        p(
          'Los menores de 18 años y las personas de 90 años o más no están cubiertos por este seguro. Te recomendamos contratar un seguro de viaje para ellos.',
        ),
      ],
    },
    {
      id: 'when',
      title: 'Cuándo te cubre',
      blocks: [
        p(
          'Desde que empieza la actividad en el punto de encuentro, o desde la recogida si la reservaste en Rumbo, hasta que termina y el operador te deja en el punto acordado.',
        ),
        p('No cubre tu tiempo libre antes o después de la actividad ni otras partes de tu viaje.'),
      ],
    },
    {
      id: 'what-is-covered',
      title: 'Qué cubre',
      blocks: [
        ul(
          'Gastos médicos por accidente: consultas, urgencias, hospitalización, cirugía, medicamentos y pruebas que indique el médico.',
          'Evacuación de emergencia: traslado, por tierra, agua o aire, hasta el centro médico adecuado más cercano cuando el médico lo considere necesario.',
        ),
        p('Cada cobertura tiene un límite por persona y por accidente, fijado en la póliza.'),
      ],
    },
    {
      id: 'exclusions',
      title: 'Qué no cubre',
      blocks: [
        ul(
          'Enfermedades o condiciones previas, y cualquier enfermedad que no se deba a un accidente.',
          'Accidentes bajo los efectos del alcohol o de drogas.',
          'Daños que te causes a propósito o por no seguir, de forma deliberada, las indicaciones del guía.',
          'Actividades que no reservaste en Rumbo o que hiciste fuera del programa de la experiencia.',
          'Pérdida, robo o daño de tus pertenencias.',
          'Cancelaciones, retrasos y otros gastos de viaje.',
          'Competencias deportivas y deportes practicados de forma profesional.',
        ),
      ],
    },
    {
      id: 'in-an-emergency',
      title: 'Qué hacer en una emergencia',
      blocks: [
        ul(
          'Avisa al guía y llama al número de emergencias local si hace falta.',
          'Recibe atención médica primero: el reclamo puede esperar.',
          'Guarda los informes médicos, las facturas y los recibos originales.',
          'Escríbenos por el chat en cuanto puedas. Estamos disponibles las 24 horas.',
        ),
      ],
    },
    {
      id: 'how-to-claim',
      title: 'Cómo presentar un reclamo',
      blocks: [
        p('Envíanos lo antes posible, y como máximo dentro de los 30 días siguientes al accidente:'),
        ul(
          'Tu número de reserva y tu documento de identidad.',
          'Una descripción de lo que pasó, con fecha, hora y lugar.',
          'Los informes médicos y las facturas y recibos de los gastos.',
          'El informe policial, si lo hubo.',
        ),
        p(
          'Enviamos tu reclamo a la aseguradora, que lo revisa y decide sobre el pago. Te acompañamos en todo el proceso.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contacto',
      blocks: [
        contact(EMAILS.insurance, 'Reclamos al seguro'),
        contact(EMAILS.support, 'Soporte a viajeros'),
      ],
    },
  ],
};

const en: InfoPage = {
  slug: 'insurance-clients',
  title: 'Traveller insurance',
  description:
    'Your booking includes cover for accident medical expenses and emergency evacuation for travellers aged 18 to 89.',
  updated: CONTENT_UPDATED,
  intro:
    'Every activity you book on Rumbo includes accident insurance at no extra cost. Here is what it covers and how to use it.',
  sections: [
    {
      id: 'overview',
      title: 'What it is',
      blocks: [
        p(
          'It is personal accident cover, issued by a partner insurer and included by Rumbo in your bookings. There is nothing to buy and nothing to do to activate it.',
        ),
        p(
          'This page is a summary. The policy conditions prevail over it, and we will send them to you on request.',
        ),
      ],
    },
    {
      id: 'who-is-covered',
      title: 'Who is covered',
      blocks: [
        p('Every participant in a confirmed, paid booking who is aged 18 to 89 on the day of the activity.'),
        p(
          'Travellers under 18 and those aged 90 or over are not covered by this insurance. We recommend taking out travel insurance for them.',
        ),
      ],
    },
    {
      id: 'when',
      title: 'When you are covered',
      blocks: [
        p(
          'From the start of the activity at the meeting point, or from pickup if you booked it on Rumbo, until the activity ends and the operator drops you at the agreed place.',
        ),
        p('It does not cover your free time before or after the activity, or any other part of your trip.'),
      ],
    },
    {
      id: 'what-is-covered',
      title: 'What it covers',
      blocks: [
        ul(
          'Medical expenses after an accident: doctor visits, emergency care, hospital stays, surgery, medicines and tests prescribed by a doctor.',
          'Emergency evacuation: transport by land, water or air to the nearest suitable medical centre when a doctor considers it necessary.',
        ),
        p('Each cover has a limit per person and per accident, set in the policy.'),
      ],
    },
    {
      id: 'exclusions',
      title: 'What it does not cover',
      blocks: [
        ul(
          'Pre-existing conditions, and any illness not caused by an accident.',
          'Accidents while under the influence of alcohol or drugs.',
          'Injuries you cause yourself on purpose or by deliberately ignoring the guide’s instructions.',
          'Activities you did not book on Rumbo, or that fall outside the programme of the experience.',
          'Loss, theft of or damage to your belongings.',
          'Cancellations, delays and other travel costs.',
          'Sports competitions and sports played professionally.',
        ),
      ],
    },
    {
      id: 'in-an-emergency',
      title: 'What to do in an emergency',
      blocks: [
        ul(
          'Tell your guide and call the local emergency number if needed.',
          'Get medical care first: the claim can wait.',
          'Keep the medical reports and the original bills and receipts.',
          'Message us on the chat as soon as you can. We are available 24 hours a day.',
        ),
      ],
    },
    {
      id: 'how-to-claim',
      title: 'How to make a claim',
      blocks: [
        p('Send us the following as soon as possible, and no later than 30 days after the accident:'),
        ul(
          'Your booking number and ID document.',
          'A description of what happened, with the date, time and place.',
          'Medical reports and the bills and receipts for your expenses.',
          'The police report, if there was one.',
        ),
        p(
          'We pass your claim to the insurer, who reviews it and decides on payment. We stay with you throughout.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [contact(EMAILS.insurance, 'Insurance claims'), contact(EMAILS.support, 'Traveller support')],
    },
  ],
};

export const insuranceClients: Bilingual<InfoPage> = { es, en };
