/** Preguntas frecuentes en español: reservas, pagos y cancelaciones. Los ids coinciden con faqs-en-1.ts. */
import { faq, p, ul } from './blocks';
import type { FaqGroup } from './types';

export const faqGroupsEs1: FaqGroup[] = [
  {
    id: 'booking',
    title: 'Reservas',
    faqs: [
      faq(
        'how-to-book',
        '¿Cómo reservo una experiencia?',
        p(
          'Abre la experiencia que te gusta y usa la tarjeta de reserva: elige fecha, hora y participantes, suma los extras que quieras y toca Reservar.',
        ),
        p(
          'En el siguiente paso revisas el resumen, aplicas un cupón o tu crédito y pagas. Para pagar con tarjeta o crédito necesitas iniciar sesión; con PayPal puedes pagar sin cuenta.',
        ),
      ),
      faq(
        'date-time-participants',
        '¿Cómo elijo la fecha, la hora y los participantes?',
        p(
          'Primero elige la fecha en el calendario: solo verás activos los días con salidas. Luego elige una de las horas disponibles. Si cambias la fecha, tendrás que volver a elegir la hora.',
        ),
        p('Después indica cuántas personas van. Según la experiencia, puedes sumar:'),
        ul(
          'Adultos: desde 13 años.',
          'Adultos mayores: desde 65 años.',
          'Niños: de 2 a 12 años.',
          'Bebés: menores de 2 años.',
        ),
        p(
          'El máximo de participantes depende de los cupos que queden en esa hora. Si cambias a una hora con menos cupos, te avisamos y ajustamos tu selección.',
        ),
      ),
      faq(
        'minimum-participants',
        '¿Qué pasa si la experiencia pide un mínimo de participantes?',
        p(
          'Algunas experiencias solo salen con un número mínimo de personas. Lo verás en la página de la experiencia y no podrás reservar con menos participantes.',
        ),
        p(
          'Si viajas con menos gente, busca una opción compartida o escríbenos por el chat y te ayudamos a encontrar alternativas.',
        ),
      ),
      faq(
        'private-vs-shared',
        '¿Qué diferencia hay entre una experiencia privada y una compartida?',
        p(
          'En una experiencia privada solo participa tu grupo, con su guía y su transporte si está incluido. Algunas tienen un precio por paquete para todo el grupo.',
        ),
        p(
          'En una compartida te unes a otros viajeros. Suele ser más económica y una buena forma de conocer gente.',
        ),
      ),
      faq(
        'pickup-meeting-point',
        '¿Dónde empieza la actividad? ¿Incluye recogida?',
        p(
          'Cada experiencia muestra su punto de encuentro en el mapa, con una referencia para llegar. Revisa la hora y llega unos minutos antes.',
        ),
        p(
          'Si el operador ofrece recogida, la verás como un extra al reservar. Márcala y elige en el mapa el lugar donde te recogen, que debe estar en el país de la experiencia. El operador te confirma la hora exacta.',
        ),
      ),
      faq(
        'confirmation',
        '¿Cuándo recibo la confirmación?',
        p(
          'La mayoría de las reservas se confirman al instante. Te enviamos un correo con los detalles y la reserva aparece en tu agenda, en Próximas compras.',
        ),
        p(
          'Si una experiencia necesita confirmación del operador, tu compra aparece como pendiente hasta que la confirme. Te avisamos por correo en cuanto ocurra.',
        ),
      ),
      faq(
        'saved-selection',
        '¿Se guarda mi selección si salgo antes de pagar?',
        p(
          'Sí. Guardamos tu selección en este navegador durante 60 minutos. Pasado ese tiempo la borramos, porque la disponibilidad puede cambiar.',
        ),
      ),
      faq(
        'activity-language',
        '¿En qué idioma se realiza la actividad?',
        p(
          'Cada experiencia indica los idiomas en que el operador la ofrece: español, inglés, alemán, francés o portugués. También puedes filtrar la búsqueda por idioma.',
        ),
      ),
      faq(
        'book-for-someone-else',
        '¿Puedo reservar para otra persona?',
        p(
          'Sí. Haz la reserva desde tu cuenta e indica los participantes. Tú serás el contacto de la reserva, así que comparte con ellos los detalles del punto de encuentro.',
        ),
      ),
    ],
  },
  {
    id: 'payments',
    title: 'Pagos',
    faqs: [
      faq(
        'accepted-cards',
        '¿Qué tarjetas aceptan?',
        p(
          'Aceptamos solo tarjetas Visa y Mastercard. Por ahora no aceptamos American Express, Diners ni otras marcas.',
        ),
        p('También puedes pagar con PayPal o con el crédito de tu billetera Rumbo.'),
      ),
      faq(
        'three-d-secure',
        '¿Qué es la verificación 3-D Secure?',
        p(
          'Es un paso de seguridad de tu banco. Al pagar con tarjeta, tu banco puede pedirte un código o que apruebes el pago en su app. Así confirma que eres tú.',
        ),
        p('Si la verificación falla, no hacemos ningún cargo. Inténtalo de nuevo o usa otro medio de pago.'),
      ),
      faq(
        'paypal-guest',
        '¿Puedo pagar con PayPal sin tener cuenta en Rumbo?',
        p(
          'Sí. Si pagas con PayPal sin haber iniciado sesión, creamos automáticamente una cuenta Rumbo con tu correo para que tengas tus reservas en un solo lugar.',
        ),
        p(
          'Para entrar más adelante, usa la opción Olvidé mi contraseña y te enviaremos una contraseña temporal.',
        ),
      ),
      faq(
        'service-fee',
        '¿Hay algún cargo adicional?',
        p(
          'Sí, un cargo por servicio de USD 1 por participante, que se suma al total. Por ejemplo, una reserva para 4 personas lleva USD 4 de cargo por servicio.',
        ),
        p('Lo ves en el resumen antes de pagar. No hay otros cargos ocultos de nuestra parte.'),
      ),
      faq(
        'currency',
        '¿En qué moneda se cobra?',
        p(
          'Todos los precios están en dólares estadounidenses (USD). Si tu tarjeta es de otra moneda, tu banco hace la conversión y puede cobrarte una comisión por ello.',
        ),
      ),
      faq(
        'payment-declined',
        '¿Por qué no se aprobó mi pago?',
        p('Las causas más comunes son:'),
        ul(
          'La tarjeta no es Visa ni Mastercard, o está vencida.',
          'Los datos de facturación o el código postal no coinciden con los de tu banco.',
          'No se completó la verificación 3-D Secure.',
          'Falta completar la verificación de seguridad antes de reservar.',
        ),
        p('Revisa los datos y vuelve a intentarlo. Si sigue fallando, escríbenos por el chat.'),
      ),
    ],
  },
  {
    id: 'cancellations',
    title: 'Cancelaciones y reembolsos',
    faqs: [
      faq(
        'cancellation-policies',
        '¿Qué políticas de cancelación hay?',
        p('Cada experiencia tiene una de estas políticas, que verás antes de pagar:'),
        ul(
          'No reembolsable: si cancelas, no hay reembolso.',
          'Reembolsable hasta 24 horas antes del inicio.',
          'Reembolsable hasta 48 horas antes del inicio.',
          'Reembolsable hasta 72 horas antes del inicio.',
          'Reembolsable hasta 7 días antes del inicio.',
          'Reembolsable hasta 15 días antes del inicio.',
        ),
        p('Si cancelas dentro del plazo, te devolvemos el total. Si cancelas después, no hay reembolso.'),
      ),
      faq(
        'cancellation-time-zone',
        '¿Con qué hora se cuentan los plazos?',
        p(
          'Con la hora local del lugar de la experiencia, no con la de tu teléfono. Por ejemplo: si un tour en San José, Costa Rica, empieza el sábado a las 8:00 a. m. y es reembolsable hasta 24 horas antes, puedes cancelar con reembolso hasta el viernes a las 8:00 a. m., hora de Costa Rica.',
        ),
      ),
      faq(
        'how-to-cancel',
        '¿Cómo cancelo una reserva?',
        p(
          'Entra en tu agenda, abre Próximas compras y toca Cancelar en la reserva. Te pediremos que lo confirmes y te enviaremos un correo con el resultado.',
        ),
      ),
      faq(
        'how-refunds-work',
        '¿Cómo recibo mi reembolso?',
        ul(
          'Lo que pagaste con tarjeta o PayPal vuelve al mismo medio de pago. Tu banco puede tardar de 5 a 10 días hábiles en mostrarlo.',
          'Lo que pagaste con crédito vuelve a tu billetera al momento.',
          'Cuando el reembolso es total, incluye el cargo por servicio.',
          'El descuento de un cupón no se devuelve en dinero.',
        ),
      ),
      faq(
        'operator-cancels',
        '¿Qué pasa si el operador cancela?',
        p(
          'Si el operador cancela, por clima, seguridad o cualquier otro motivo, te devolvemos el 100 % de lo que pagaste, sin importar la política de la experiencia.',
        ),
        p(
          'Te avisamos lo antes posible y, si quieres, te ayudamos a encontrar otra fecha u otra experiencia parecida.',
        ),
      ),
      faq(
        'change-date',
        '¿Puedo cambiar la fecha o la hora?',
        p(
          'Si todavía estás dentro del plazo de cancelación, cancela y vuelve a reservar en la nueva fecha. Si ya pasó el plazo, escríbenos por el chat: consultamos con el operador, aunque el cambio depende de él.',
        ),
      ),
    ],
  },
];
