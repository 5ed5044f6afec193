/** Términos para operadores, en español. Los ids de sección coinciden con terms-operator-en.ts. */
import { CONTENT_UPDATED, contact, EMAILS, p, ul } from './blocks';
import type { InfoPage } from './types';

export const termsOperatorEs: InfoPage = {
  slug: 'terms-operator',
  title: 'Términos y condiciones para operadores',
  description:
    'Las reglas para publicar experiencias en Rumbo: publicaciones, capacidad, comisiones, pagos, cancelaciones, seguro, conducta y datos.',
  updated: CONTENT_UPDATED,
  intro:
    'Estos términos se aplican a los operadores que publican tours y experiencias en Rumbo. Queremos que tus viajeros vuelvan felices y que tú crezcas con nosotros.',
  sections: [
    {
      id: 'scope',
      title: 'Alcance',
      blocks: [
        p(
          'Estos términos regulan la relación entre Rumbo Travel S.A., sociedad panameña con domicilio en Ciudad de Panamá ("Rumbo"), y cada operador o proveedor que publica experiencias en la plataforma ("tú" o "el operador").',
        ),
        p(
          'Los aceptas al registrarte como operador. Junto con ellos se aplica tu acuerdo comercial, que fija tu comisión y tu ciclo de pagos. Si hay diferencias, manda el acuerdo comercial.',
        ),
      ],
    },
    {
      id: 'registration-and-verification',
      title: 'Registro y verificación',
      blocks: [
        p(
          'Te registras con el formulario de operadores, con tu correo, una contraseña y los datos de tu empresa o actividad. Antes de publicar, revisamos tu información y te podemos pedir:',
        ),
        ul(
          'Documento de identidad del representante y registro de la empresa, si la tienes.',
          'Licencias y permisos de turismo que exige tu país para cada actividad.',
          'Pólizas de seguro obligatorias según tu actividad.',
          'Una cuenta bancaria a tu nombre o al de tu empresa para recibir pagos.',
        ),
        p(
          'Debes mantener esos datos al día y avisarnos si un permiso vence o se suspende. Podemos rechazar un registro o pausar publicaciones si falta información o no se puede verificar.',
        ),
      ],
    },
    {
      id: 'listing-accuracy',
      title: 'Publicaciones exactas',
      blocks: [
        p('Cada publicación debe describir con exactitud lo que el viajero va a vivir:'),
        ul(
          'Descripción, duración, idiomas y nivel de dificultad reales.',
          'Fotos propias o con derechos de uso, que muestren la actividad tal como es.',
          'Qué incluye y qué no incluye, requisitos de participación y recomendaciones.',
          'Punto de encuentro con ubicación exacta y una referencia clara.',
          'Precios completos en USD y una de las políticas de cancelación de Rumbo.',
        ),
        p(
          'Si algo cambia, actualiza la publicación antes de aceptar nuevas reservas. Podemos ajustar textos por formato o traducción, y pausar una publicación que resulte engañosa.',
        ),
      ],
    },
    {
      id: 'capacity-and-schedules',
      title: 'Capacidad, horarios y disponibilidad',
      blocks: [
        p(
          'Tú defines tus días y horas de salida, el cupo máximo y el mínimo de participantes, la anticipación con la que aceptas reservas y las fechas bloqueadas.',
        ),
        p(
          'La mayoría de las reservas se confirman al instante con esa información. Por eso tu calendario debe estar siempre al día: cada reserva confirmada es un compromiso que debes cumplir.',
        ),
        p(
          'Si una experiencia necesita tu confirmación manual, confirma o rechaza cada reserva lo antes posible. Si no respondes, podemos cancelarla y reembolsar al viajero.',
        ),
      ],
    },
    {
      id: 'prices-and-commissions',
      title: 'Precios y comisiones',
      blocks: [
        p(
          'Tú fijas tus precios en USD: por adulto, adulto mayor, niño y bebé, o por paquete, además de descuentos por grupo y extras. El precio en Rumbo no puede ser mayor que el que cobras directamente al público por la misma experiencia.',
        ),
        p(
          'Publicar es gratis. Pagas una comisión por cada reserva confirmada, con el porcentaje de tu acuerdo comercial, calculada sobre el precio de la experiencia y sus extras.',
        ),
        ul(
          'El cargo por servicio de USD 1 por participante lo paga el viajero a Rumbo y no forma parte de tu precio ni de tu comisión.',
          'Los cupones, créditos y promociones que financia Rumbo no reducen lo que recibes.',
          'Eres responsable de tus impuestos y de emitir los comprobantes que exija tu país.',
        ),
      ],
    },
    {
      id: 'payouts',
      title: 'Pagos al operador',
      blocks: [
        p(
          'Rumbo cobra al viajero en tu nombre. Después de realizada la actividad, te pagamos el precio de la reserva menos la comisión, por transferencia a la cuenta bancaria registrada, según el ciclo de pagos de tu acuerdo.',
        ),
        p(
          'En tu panel ves el detalle de cada reserva, la comisión y cada pago. Las comisiones de tu banco por recibir transferencias corren por tu cuenta.',
        ),
        p(
          'Podemos retener el pago de una reserva mientras revisamos un reclamo del viajero o una sospecha de fraude, y descontar los reembolsos que se deban por tus cancelaciones.',
        ),
      ],
    },
    {
      id: 'cancellations-by-travellers',
      title: 'Cancelaciones de los viajeros',
      blocks: [
        p(
          'Se aplica la política que elegiste: no reembolsable o reembolsable hasta 24 horas, 48 horas, 72 horas, 7 días o 15 días antes del inicio, contados en la hora local de la experiencia.',
        ),
        ul(
          'Si el viajero cancela dentro del plazo, recibe el reembolso total y no hay pago para ti.',
          'Si cancela fuera de plazo o no se presenta, recibes el pago como si la actividad se hubiera realizado.',
        ),
      ],
    },
    {
      id: 'cancellations-by-the-operator',
      title: 'Cancelaciones por tu parte y sus consecuencias',
      blocks: [
        p(
          'Solo puedes cancelar una reserva confirmada por un motivo justificado: mal tiempo, seguridad, no alcanzar el mínimo de participantes o fuerza mayor. Avísanos de inmediato desde tu panel y por el chat de soporte.',
        ),
        p(
          'El viajero siempre recibe el reembolso total, incluido el cargo por servicio, y tú no recibes pago por esa reserva.',
        ),
        p('Si la cancelación no está justificada o llega a última hora, además podemos:'),
        ul(
          'Cobrarte los costos razonables de reubicar o compensar al viajero.',
          'Bajar la posición de tus experiencias en los resultados.',
          'Suspender tus publicaciones si las cancelaciones se repiten.',
        ),
      ],
    },
    {
      id: 'insurance',
      title: 'Seguro',
      blocks: [
        p(
          'Las actividades vendidas en Rumbo cuentan con una cobertura de responsabilidad civil para operadores, descrita en la página de cobertura del seguro para operadores.',
        ),
        p(
          'Esa cobertura complementa, pero no reemplaza, los seguros que la ley de tu país exige para tu actividad. Mantenlos vigentes y envíanos una copia cuando te la pidamos.',
        ),
        p(
          'Avísanos de inmediato de cualquier accidente o incidente durante una actividad reservada en Rumbo.',
        ),
      ],
    },
    {
      id: 'safety-and-conduct',
      title: 'Seguridad y conducta',
      blocks: [
        ul(
          'Trabaja con guías preparados y equipo en buen estado, y da una charla de seguridad antes de empezar.',
          'Suspende la actividad si el clima o las condiciones la hacen insegura.',
          'Trata a todos los viajeros con respeto, sin discriminación de ningún tipo.',
          'Respeta la naturaleza, las áreas protegidas y las comunidades locales.',
          'No cobres cargos que no estén en la publicación ni pidas a los viajeros reservar fuera de Rumbo.',
          'Responde los mensajes de los viajeros y del equipo de Rumbo con rapidez.',
          'No publiques ni encargues reseñas falsas.',
        ),
      ],
    },
    {
      id: 'data-protection',
      title: 'Protección de datos',
      blocks: [
        p(
          'Para cada reserva te compartimos los datos que necesitas para prestar el servicio: nombre y contacto del viajero, participantes, extras y, si hay recogida, la ubicación elegida.',
        ),
        ul(
          'Usa esos datos solo para esa reserva. No los uses para publicidad ni los compartas con terceros.',
          'Guárdalos de forma segura y bórralos cuando ya no los necesites.',
          'Cumple la Ley 81 de 2019 de Protección de Datos Personales de Panamá y la ley de tu país.',
          'Avísanos en un plazo máximo de 72 horas si sufres una filtración que afecte datos de viajeros.',
        ),
        p('Tratamos tus propios datos de operador según nuestra Política de privacidad.'),
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Propiedad intelectual',
      blocks: [
        p(
          'Nos das permiso para usar, traducir y adaptar los textos, fotos y marcas de tus publicaciones en Rumbo y para promocionar tus experiencias, mientras sigan publicadas.',
        ),
        p('Garantizas que tienes los derechos de ese contenido y que no infringe derechos de terceros.'),
      ],
    },
    {
      id: 'suspension-and-termination',
      title: 'Suspensión y terminación',
      blocks: [
        p(
          'Puedes dejar de publicar cuando quieras, con aviso por escrito. Tú y nosotros debemos cumplir las reservas ya confirmadas, o cancelarlas con reembolso total al viajero.',
        ),
        p(
          'Podemos suspender tu cuenta de inmediato ante un riesgo para la seguridad de los viajeros, fraude o un incumplimiento grave. En los demás casos te avisamos y te damos la oportunidad de corregirlo.',
        ),
      ],
    },
    {
      id: 'law-and-contact',
      title: 'Ley aplicable, cambios y contacto',
      blocks: [
        p(
          'Estos términos se rigen por las leyes de la República de Panamá. Cualquier controversia se someterá a los tribunales de Ciudad de Panamá, después de intentar resolverla de buena fe.',
        ),
        p(
          'Podemos actualizar estos términos. Te avisamos por correo con al menos 30 días de anticipación de cualquier cambio importante.',
        ),
        contact(EMAILS.operators, 'Equipo de operadores'),
        contact(EMAILS.legal, 'Asuntos legales'),
      ],
    },
  ],
};
