/** Política de privacidad en español. Los ids de sección coinciden con privacy-en.ts. */
import { CONTENT_UPDATED, contact, EMAILS, h, p, ul } from './blocks';
import type { InfoPage } from './types';

export const privacyEs: InfoPage = {
  slug: 'privacy',
  title: 'Política de privacidad',
  description:
    'Qué datos tratamos, para qué y por cuánto tiempo. Sin rastreadores de terceros ni publicidad, y nunca guardamos tu tarjeta.',
  updated: CONTENT_UPDATED,
  intro:
    'Tu privacidad nos importa. Aquí te contamos qué datos usamos, por qué y qué puedes hacer con ellos, sin letra pequeña.',
  sections: [
    {
      id: 'controller',
      title: 'Quién es responsable de tus datos',
      blocks: [
        p(
          'El responsable del tratamiento es Rumbo Travel S.A., sociedad constituida en la República de Panamá, con domicilio en Ciudad de Panamá.',
        ),
        p(
          'Tratamos tus datos según la Ley 81 de 2019 sobre Protección de Datos Personales y su reglamento, el Decreto Ejecutivo 285 de 2021. Para cualquier consulta sobre privacidad, escríbenos.',
        ),
        contact(EMAILS.privacy, 'Privacidad y protección de datos'),
      ],
    },
    {
      id: 'data-we-collect',
      title: 'Qué datos recopilamos',
      blocks: [
        h('Datos que nos das'),
        ul(
          'Cuenta: nombre, apellido, correo, teléfono, país, contraseña (guardada cifrada), idioma y, si los añades, fecha de nacimiento, dirección, código postal, documento de identidad y foto.',
          'Reservas: experiencia, fecha, hora, participantes, extras, cupones y, si pides recogida, el lugar que marcas en el mapa.',
          'Tarjetas de regalo: nombre y correo de quien regala y de quien recibe, y el mensaje.',
          'Reseñas y los mensajes que envías a soporte.',
        ),
        h('Datos que se generan al usar Rumbo'),
        ul(
          'Eventos de uso, como páginas vistas, búsquedas y reservas iniciadas, para nuestra analítica propia.',
          'Datos técnicos: dirección IP, tipo de navegador y dispositivo, e idioma.',
          'Registros de seguridad de inicio de sesión y de verificación de pagos.',
        ),
        h('Datos que recibimos de otros'),
        p(
          'Si pagas con PayPal o entras con una red social, recibimos tu nombre, tu correo y, en su caso, tu foto de perfil.',
        ),
      ],
    },
    {
      id: 'payment-data',
      title: 'Datos de pago',
      blocks: [
        p(
          'Nunca guardamos los datos de tu tarjeta. El número, la fecha de vencimiento y el código de seguridad van directo a nuestra pasarela de pagos, que los convierte en un token.',
        ),
        p(
          'Nosotros solo conservamos ese token, la marca y los últimos cuatro dígitos, y el resultado de la verificación 3-D Secure. Si pagas con PayPal, tus datos financieros quedan en PayPal.',
        ),
      ],
    },
    {
      id: 'purposes',
      title: 'Para qué usamos tus datos',
      blocks: [
        ul(
          'Crear y gestionar tu cuenta.',
          'Procesar tus reservas, pagos, reembolsos, tarjetas de regalo y crédito.',
          'Enviar al operador lo que necesita para prestar la actividad.',
          'Darte soporte y enviarte avisos sobre tus reservas.',
          'Activar el seguro incluido y tramitar reclamos.',
          'Prevenir fraudes y proteger la plataforma.',
          'Entender cómo se usa Rumbo para mejorarlo.',
          'Enviarte ofertas por correo, solo si lo aceptas.',
        ),
      ],
    },
    {
      id: 'legal-bases',
      title: 'Bases legales',
      blocks: [
        ul(
          'Ejecución del contrato: para tu cuenta, tus reservas, pagos, soporte y seguro.',
          'Consentimiento: para correos promocionales y datos opcionales. Puedes retirarlo cuando quieras.',
          'Interés legítimo: para la seguridad, la prevención del fraude y nuestra analítica propia.',
          'Obligación legal: para la contabilidad, los impuestos y los requerimientos de autoridades.',
        ),
      ],
    },
    {
      id: 'analytics',
      title: 'Analítica propia, sin rastreadores',
      blocks: [
        p(
          'Medimos el uso de Rumbo con una herramienta propia. Los datos se quedan en nuestros servidores y solo los usamos para mejorar el servicio.',
        ),
        p(
          'No usamos rastreadores de terceros, píxeles de redes sociales ni publicidad. No vendemos tus datos ni los usamos para mostrarte anuncios en otros sitios.',
        ),
      ],
    },
    {
      id: 'sharing',
      title: 'Con quién compartimos tus datos',
      blocks: [
        ul(
          'El operador de tu experiencia, solo lo necesario para prestarla.',
          'Nuestra pasarela de pagos y PayPal, para procesar pagos y reembolsos.',
          'La aseguradora asociada, cuando hace falta para la cobertura o un reclamo.',
          'Proveedores que trabajan para nosotros, como alojamiento, envío de correos, mapas para elegir el lugar de recogida y la verificación anti-bots.',
          'Autoridades, cuando la ley nos obliga.',
        ),
        p('Nuestros proveedores solo pueden usar tus datos siguiendo nuestras instrucciones.'),
      ],
    },
    {
      id: 'international-transfers',
      title: 'Transferencias internacionales',
      blocks: [
        p(
          'Nuestros operadores están en siete países y algunos proveedores guardan datos fuera de Panamá. Cuando tus datos salen de Panamá, los protegemos con contratos y medidas de seguridad, como exige la ley panameña.',
        ),
      ],
    },
    {
      id: 'retention',
      title: 'Cuánto tiempo guardamos tus datos',
      blocks: [
        ul(
          'Datos de cuenta: mientras tu cuenta esté activa.',
          'Reservas, pagos y facturación: el tiempo que exige la ley fiscal y comercial, por lo general cinco años.',
          'Eventos de analítica: hasta 13 meses; después solo guardamos cifras agregadas.',
          'Tu selección de reserva en el navegador: 60 minutos.',
        ),
        p(
          'Cuando eliminas tu cuenta, borramos o anonimizamos tus datos, salvo los que la ley nos obliga a conservar. Tus reseñas se borran si así lo eliges.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Tus derechos',
      blocks: [
        p('Puedes ejercer en cualquier momento tus derechos de:'),
        ul(
          'Acceso: saber qué datos tenemos sobre ti.',
          'Rectificación: corregir datos inexactos.',
          'Cancelación: pedir que borremos tus datos.',
          'Oposición: oponerte a ciertos usos, como los correos promocionales.',
          'Portabilidad: recibir tus datos en un formato de uso común.',
        ),
        p(
          'Muchos los puedes ejercer desde tu perfil. Para los demás, escríbenos; podemos pedirte que confirmes tu identidad. Si no quedas conforme, puedes presentar una queja ante la Autoridad Nacional de Transparencia y Acceso a la Información (ANTAI).',
        ),
        p(
          'Para dejar de recibir correos promocionales, usa el enlace de baja de cualquier correo o la página de darse de baja.',
        ),
      ],
    },
    {
      id: 'security',
      title: 'Seguridad',
      blocks: [
        p(
          'Usamos conexiones cifradas, guardamos las contraseñas cifradas y limitamos el acceso a los datos a las personas que los necesitan para su trabajo.',
        ),
        p(
          'Ningún sistema es infalible. Si ocurre una filtración que te afecte, te avisaremos a ti y a la autoridad, como exige la ley.',
        ),
      ],
    },
    {
      id: 'minors',
      title: 'Menores de edad',
      blocks: [
        p(
          'Rumbo es para mayores de 18 años. Cuando reservas para menores, solo nos indicas cuántos participan y en qué grupo de edad; no pedimos otros datos sobre ellos.',
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies y almacenamiento local',
      blocks: [
        p('Usamos muy pocas cookies, todas propias:'),
        ul(
          'Cookie de sesión: te mantiene con la sesión iniciada.',
          'Cookies de preferencias: recuerdan tu idioma y tu país.',
          'Si llegas por un enlace de invitación o de un socio, recordamos ese código durante un tiempo limitado, normalmente 30 días, para asignar el crédito o la promoción.',
        ),
        p(
          'También guardamos en tu navegador tu sesión, tu selección de reserva y el borrador de tu tarjeta de regalo hasta que pagas. No usamos cookies de publicidad ni de terceros.',
        ),
      ],
    },
    {
      id: 'changes-and-contact',
      title: 'Cambios y contacto',
      blocks: [
        p(
          'Podemos actualizar esta política. Si el cambio es importante, te avisamos por correo antes de que se aplique. La fecha de la última actualización está arriba.',
        ),
        contact(EMAILS.privacy, 'Privacidad y protección de datos'),
        contact(EMAILS.support, 'Soporte a viajeros'),
      ],
    },
  ],
};
