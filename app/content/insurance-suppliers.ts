/** Civil liability cover for operators during activities sold through Rumbo. */
import { CONTENT_UPDATED, contact, EMAILS, p, ul } from './blocks';
import type { Bilingual, InfoPage } from './types';

const es: InfoPage = {
  slug: 'insurance-suppliers',
  title: 'Seguro para operadores',
  description:
    'Cobertura de responsabilidad civil para operadores durante las actividades vendidas en Rumbo: qué cubre, requisitos y reclamos.',
  updated: CONTENT_UPDATED,
  intro:
    'Las actividades que vendes en Rumbo cuentan con un seguro de responsabilidad civil, sin costo adicional para ti. Así trabajas con más tranquilidad.',
  sections: [
    {
      id: 'overview',
      title: 'Qué es',
      blocks: [
        p(
          'Es una póliza de responsabilidad civil que emite una aseguradora asociada y que Rumbo contrata para los operadores de la plataforma.',
        ),
        p(
          'Esta página es un resumen. Las condiciones de la póliza prevalecen sobre él y te las enviamos si nos las pides.',
        ),
      ],
    },
    {
      id: 'what-is-covered',
      title: 'Qué cubre',
      blocks: [
        ul(
          'Lesiones que sufran los viajeros y de las que seas legalmente responsable.',
          'Daños a las pertenencias de los viajeros causados durante la actividad.',
          'Gastos de defensa legal ante reclamos cubiertos.',
        ),
        p('Cada cobertura tiene un límite por evento y por año, fijado en la póliza.'),
      ],
    },
    {
      id: 'when',
      title: 'Cuándo aplica',
      blocks: [
        p(
          'Solo en reservas hechas y pagadas en Rumbo, desde el inicio de la actividad en el punto de encuentro, o desde la recogida si está incluida, hasta su final.',
        ),
        p('No aplica a reservas que recibes por otros canales ni a actividades distintas de las publicadas.'),
      ],
    },
    {
      id: 'requirements',
      title: 'Requisitos',
      blocks: [
        p('Para que la cobertura aplique, debes:'),
        ul(
          'Tener tu cuenta de operador verificada y activa.',
          'Tener vigentes las licencias, permisos y seguros obligatorios de tu país.',
          'Realizar la actividad tal como está publicada: mismo lugar, recorrido, duración y cupo máximo.',
          'Trabajar con guías preparados y equipo revisado y en buen estado.',
          'Dar una charla de seguridad y suspender la actividad si las condiciones no son seguras.',
        ),
      ],
    },
    {
      id: 'exclusions',
      title: 'Qué no cubre',
      blocks: [
        ul(
          'Daños causados a propósito o por personal bajo los efectos del alcohol o de drogas.',
          'Actividades sin los permisos necesarios o con más participantes que el cupo publicado.',
          'Daños a tu propio equipo, embarcaciones o vehículos, y lesiones de tus empleados.',
          'Accidentes de tránsito que debe cubrir el seguro obligatorio del vehículo.',
          'Multas, sanciones y compromisos que asumas por contrato más allá de la ley.',
        ),
      ],
    },
    {
      id: 'if-something-happens',
      title: 'Si ocurre un incidente',
      blocks: [
        ul(
          'Atiende a las personas afectadas y llama a los servicios de emergencia si hace falta.',
          'Avísanos en un plazo máximo de 24 horas por el chat de soporte o por correo.',
          'Anota lo ocurrido, toma fotos y guarda los datos de los testigos.',
          'No reconozcas responsabilidad ni acuerdes compensaciones sin la aprobación de la aseguradora.',
        ),
      ],
    },
    {
      id: 'how-to-claim',
      title: 'Cómo presentar un reclamo',
      blocks: [
        p('Envíanos:'),
        ul(
          'El número de reserva y tus datos de operador.',
          'Un informe de lo ocurrido, con fecha, hora, lugar y testigos.',
          'Fotos, informes médicos o policiales, y cualquier reclamo que te haya enviado el viajero.',
        ),
        p(
          'Enviamos el caso a la aseguradora, que lo evalúa y gestiona. Te pedimos colaborar con la información que solicite.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contacto',
      blocks: [
        contact(EMAILS.insurance, 'Reclamos al seguro'),
        contact(EMAILS.operators, 'Equipo de operadores'),
      ],
    },
  ],
};

const en: InfoPage = {
  slug: 'insurance-suppliers',
  title: 'Operator insurance',
  description:
    'Civil liability cover for operators during activities sold on Rumbo: what it covers, the requirements and how to claim.',
  updated: CONTENT_UPDATED,
  intro:
    'Activities you sell on Rumbo come with civil liability insurance, at no extra cost to you, so you can work with peace of mind.',
  sections: [
    {
      id: 'overview',
      title: 'What it is',
      blocks: [
        p(
          'It is a civil liability policy issued by a partner insurer and taken out by Rumbo for the operators on the platform.',
        ),
        p(
          'This page is a summary. The policy conditions prevail over it, and we will send them to you on request.',
        ),
      ],
    },
    {
      id: 'what-is-covered',
      title: 'What it covers',
      blocks: [
        ul(
          'Injuries suffered by travellers for which you are legally liable.',
          'Damage to travellers’ belongings caused during the activity.',
          'Legal defence costs for covered claims.',
        ),
        p('Each cover has a limit per event and per year, set in the policy.'),
      ],
    },
    {
      id: 'when',
      title: 'When it applies',
      blocks: [
        p(
          'Only for bookings made and paid on Rumbo, from the start of the activity at the meeting point, or from pickup if included, until it ends.',
        ),
        p(
          'It does not apply to bookings you take through other channels or to activities other than those listed.',
        ),
      ],
    },
    {
      id: 'requirements',
      title: 'Requirements',
      blocks: [
        p('For the cover to apply, you must:'),
        ul(
          'Have a verified, active operator account.',
          'Hold the licences, permits and mandatory insurance your country requires.',
          'Run the activity as listed: same place, route, duration and maximum group size.',
          'Work with trained guides and inspected, well-kept equipment.',
          'Give a safety briefing and call off the activity if conditions are unsafe.',
        ),
      ],
    },
    {
      id: 'exclusions',
      title: 'What it does not cover',
      blocks: [
        ul(
          'Damage caused on purpose, or by staff under the influence of alcohol or drugs.',
          'Activities run without the required permits or with more participants than the listed capacity.',
          'Damage to your own equipment, boats or vehicles, and injuries to your employees.',
          'Road accidents that the vehicle’s mandatory insurance must cover.',
          'Fines, penalties and obligations you take on by contract beyond what the law requires.',
        ),
      ],
    },
    {
      id: 'if-something-happens',
      title: 'If an incident happens',
      blocks: [
        ul(
          'Look after anyone affected and call the emergency services if needed.',
          'Tell us within 24 hours at most, through the support chat or by e-mail.',
          'Write down what happened, take photos and keep the details of any witnesses.',
          'Do not admit liability or agree to any compensation without the insurer’s approval.',
        ),
      ],
    },
    {
      id: 'how-to-claim',
      title: 'How to make a claim',
      blocks: [
        p('Send us:'),
        ul(
          'The booking number and your operator details.',
          'A report of what happened, with the date, time, place and witnesses.',
          'Photos, medical or police reports, and any claim the traveller has sent you.',
        ),
        p(
          'We pass the case to the insurer, who assesses and handles it. Please help with any information it asks for.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [contact(EMAILS.insurance, 'Insurance claims'), contact(EMAILS.operators, 'Operator team')],
    },
  ],
};

export const insuranceSuppliers: Bilingual<InfoPage> = { es, en };
