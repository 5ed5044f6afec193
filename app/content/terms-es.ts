/** Términos y condiciones para viajeros, en español. Los ids de sección coinciden con terms-en.ts. */
import { CONTENT_UPDATED, contact, EMAILS, p, ul } from './blocks';
import type { InfoPage } from './types';

export const termsEs: InfoPage = {
  slug: 'terms',
  title: 'Términos y condiciones',
  description:
    'Las reglas para usar Rumbo y reservar experiencias: cuenta, pagos, cargo por servicio, cancelaciones, reembolsos, seguro y reseñas.',
  updated: CONTENT_UPDATED,
  intro:
    'Estos términos explican cómo funciona Rumbo y qué esperamos unos de otros. Los escribimos con frases claras; si algo no se entiende, escríbenos.',
  sections: [
    {
      id: 'about-these-terms',
      title: 'Sobre estos términos',
      blocks: [
        p(
          'Estos términos regulan el uso del sitio web y la app de Rumbo y las reservas que hagas en ellos. Rumbo es operado por Rumbo Travel S.A., sociedad constituida en la República de Panamá, con domicilio en Ciudad de Panamá ("Rumbo" o "nosotros").',
        ),
        p(
          'Al crear una cuenta o hacer una reserva, aceptas estos términos y la Política de privacidad. Si no estás de acuerdo con ellos, no uses el servicio.',
        ),
        p(
          'Cada experiencia tiene además sus propias condiciones: qué incluye, requisitos de participación, recomendaciones y política de cancelación. Esas condiciones forman parte de tu reserva.',
        ),
      ],
    },
    {
      id: 'our-role',
      title: 'Nuestro papel',
      blocks: [
        p(
          'Rumbo es un marketplace. Publicamos experiencias de operadores locales independientes, gestionamos tu reserva y cobramos el pago en nombre del operador.',
        ),
        p(
          'La actividad la presta el operador. Él es responsable de realizarla tal como la describe, con seguridad, con personal preparado y con los permisos que exige su país.',
        ),
        p(
          'Nosotros respondemos por el funcionamiento de la plataforma, por procesar tus pagos y reembolsos según estos términos y por darte soporte antes, durante y después de la actividad.',
        ),
      ],
    },
    {
      id: 'your-account',
      title: 'Tu cuenta',
      blocks: [
        ul(
          'Debes tener al menos 18 años para crear una cuenta y reservar.',
          'Los datos que nos das deben ser verdaderos y estar al día.',
          'Cada cuenta es personal. Cuida tu contraseña y avísanos si crees que otra persona la está usando.',
          'Si pagas con PayPal sin iniciar sesión, creamos una cuenta con tu correo y estos términos se aplican a ella.',
        ),
        p(
          'Podemos suspender o bloquear una cuenta si detectamos fraude, abuso de promociones o un incumplimiento grave de estos términos. Si tu cuenta está bloqueada, verás un aviso al intentar pagar y podrás escribirnos para revisarlo.',
        ),
        p('Tratamos tus datos personales según nuestra Política de privacidad.'),
      ],
    },
    {
      id: 'bookings',
      title: 'Reservas',
      blocks: [
        p(
          'Al reservar eliges fecha, hora, participantes y, si quieres, extras. Antes de pagar te pedimos completar una verificación de seguridad para evitar reservas automatizadas.',
        ),
        p(
          'Tu reserva queda firme cuando te enviamos la confirmación por correo. Si una experiencia necesita la confirmación del operador, la compra queda pendiente; si el operador no la confirma, la cancelamos y te devolvemos todo lo que pagaste.',
        ),
        ul(
          'Revisa los requisitos de participación: edad mínima, nivel de dificultad, condición física y lo que debes llevar.',
          'Eres responsable de que todas las personas de tu reserva cumplan esos requisitos.',
          'Algunas experiencias exigen un mínimo de participantes y todas tienen un cupo máximo por horario.',
        ),
      ],
    },
    {
      id: 'prices-and-payments',
      title: 'Precios y pagos',
      blocks: [
        p(
          'Los precios están en dólares estadounidenses (USD) e incluyen lo que la experiencia indica como incluido. Lo que aparece como no incluido corre por tu cuenta.',
        ),
        p(
          'Al total se suma un cargo por servicio de USD 1 por participante. Lo ves en el resumen antes de pagar, junto con los descuentos por grupo, cupones y crédito que apliquen.',
        ),
        ul(
          'Tarjetas Visa y Mastercard, con verificación 3-D Secure de tu banco.',
          'PayPal.',
          'Crédito de tu billetera Rumbo, solo o combinado con otro medio de pago.',
        ),
        p(
          'Cobramos el total al confirmar la reserva. Si tu tarjeta es de otra moneda, tu banco hace la conversión y puede cobrarte comisiones que no dependen de nosotros.',
        ),
      ],
    },
    {
      id: 'credit-gift-cards-coupons',
      title: 'Crédito, tarjetas de regalo y cupones',
      blocks: [
        p(
          'Tu billetera reúne el crédito de tarjetas de regalo, promociones y reembolsos. El crédito se usa solo para pagar en Rumbo: no es transferible a otra cuenta y no se puede cambiar por dinero.',
        ),
        ul(
          'Crédito de bienvenida: USD 15 después de verificar tu correo, una vez por dirección de correo, según las condiciones de la promoción vigente.',
          'Invita y gana: USD 5 cuando una persona que invitaste hace su primera compra.',
          'Tarjetas de regalo: de USD 5 a USD 200. Se canjean dentro de los 6 meses desde la entrega y, una vez canjeadas, el crédito no vence.',
          'Cupones: uno por compra, con sus propias condiciones de vigencia, usos, precio máximo de la experiencia y descuento máximo.',
        ),
        p(
          'Si detectamos abuso, como crear varias cuentas para obtener crédito o usar cupones ajenos, podemos anular el crédito o el descuento obtenido.',
        ),
      ],
    },
    {
      id: 'cancellations-by-you',
      title: 'Cancelaciones por tu parte',
      blocks: [
        p('Cada experiencia tiene una de estas políticas, que ves antes de pagar:'),
        ul(
          'No reembolsable.',
          'Reembolsable hasta 24 horas antes del inicio.',
          'Reembolsable hasta 48 horas antes del inicio.',
          'Reembolsable hasta 72 horas antes del inicio.',
          'Reembolsable hasta 7 días antes del inicio.',
          'Reembolsable hasta 15 días antes del inicio.',
        ),
        p(
          'Los plazos se cuentan en la hora local del lugar de la experiencia. Si cancelas dentro del plazo, incluido el último minuto del plazo, te devolvemos el total. Si cancelas después, no hay reembolso.',
        ),
        p(
          'Cancelas desde tu agenda, en Próximas compras. Si no te presentas o llegas cuando el grupo ya salió, se considera una cancelación fuera de plazo.',
        ),
      ],
    },
    {
      id: 'changes-by-the-operator',
      title: 'Cambios y cancelaciones del operador',
      blocks: [
        p(
          'El operador puede cancelar por mal tiempo, por seguridad, por no alcanzar el mínimo de participantes o por fuerza mayor. En ese caso te devolvemos el 100 % de lo que pagaste, incluido el cargo por servicio, sea cual sea la política de la experiencia.',
        ),
        p(
          'Puede hacer cambios menores, como cambiar de guía o el orden de las paradas. Si cambia algo importante, como la fecha, la hora o el contenido principal, puedes aceptar el cambio o cancelar con reembolso total.',
        ),
        p(
          'Te avisamos lo antes posible y te ayudamos a encontrar otra fecha u otra experiencia si lo prefieres.',
        ),
      ],
    },
    {
      id: 'refunds',
      title: 'Reembolsos',
      blocks: [
        ul(
          'Lo pagado con tarjeta o PayPal vuelve al mismo medio de pago. Tu banco puede tardar de 5 a 10 días hábiles en reflejarlo.',
          'Lo pagado con crédito vuelve a tu billetera al momento.',
          'El reembolso total incluye el cargo por servicio.',
          'El descuento de un cupón no se devuelve en dinero.',
        ),
        p('Si un reembolso no te llega en esos plazos, escríbenos con tu número de reserva y lo revisamos.'),
      ],
    },
    {
      id: 'during-the-activity',
      title: 'Durante la actividad',
      blocks: [
        ul(
          'Llega al punto de encuentro a la hora indicada y lleva un documento de identidad.',
          'Sigue las indicaciones del guía y las normas de seguridad.',
          'Respeta la naturaleza, las comunidades y a los demás participantes.',
          'Cuida tus pertenencias: el operador no responde por objetos que no le hayas confiado.',
        ),
        p(
          'El operador puede negar la participación a quien ponga en riesgo su seguridad o la del grupo, por ejemplo bajo los efectos del alcohol o sin cumplir los requisitos. En ese caso no hay reembolso.',
        ),
      ],
    },
    {
      id: 'insurance',
      title: 'Seguro incluido',
      blocks: [
        p(
          'Los viajeros de 18 a 89 años cuentan con una cobertura incluida durante las actividades reservadas en Rumbo: gastos médicos por accidente y evacuación de emergencia.',
        ),
        p(
          'La emite una aseguradora asociada y se rige por sus condiciones, que resumimos en la página de cobertura del seguro. No reemplaza un seguro de viaje completo.',
        ),
      ],
    },
    {
      id: 'reviews-and-content',
      title: 'Reseñas y contenido',
      blocks: [
        p(
          'Después de la actividad puedes dejar una reseña por experiencia. Debe ser honesta y basada en tu experiencia real. No publicamos insultos, datos personales de terceros, publicidad ni contenido ilegal, y podemos moderar o retirar lo que no cumpla estas reglas.',
        ),
        p(
          'Al publicar una reseña nos autorizas a mostrarla en Rumbo con tu nombre y tu foto de perfil. El comentario privado no se publica: lo compartimos con el operador.',
        ),
        p(
          'Los textos, fotos, marcas y diseño de Rumbo están protegidos. No los copies ni extraigas datos del sitio de forma automatizada sin nuestro permiso.',
        ),
      ],
    },
    {
      id: 'liability',
      title: 'Responsabilidad',
      blocks: [
        p(
          'Muchas experiencias al aire libre tienen riesgos propios, como el mar, la altura o el clima. Al reservar aceptas esos riesgos, que el operador debe explicarte y reducir con medidas razonables.',
        ),
        p(
          'En la medida que permita la ley, nuestra responsabilidad frente a ti se limita al importe que pagaste por la reserva afectada. Esto no limita nuestra responsabilidad por dolo o culpa grave ni los derechos que la ley de protección al consumidor no permite excluir.',
        ),
      ],
    },
    {
      id: 'law-and-disputes',
      title: 'Ley aplicable, reclamos y cambios',
      blocks: [
        p(
          'Estos términos se rigen por las leyes de la República de Panamá. Si tienes un problema, escríbenos primero: casi todo se resuelve rápido por el chat o por correo.',
        ),
        p(
          'Si no quedas conforme, puedes acudir a la Autoridad de Protección al Consumidor y Defensa de la Competencia (ACODECO) o a los tribunales de Ciudad de Panamá, sin perder los derechos de consumidor que te dé la ley de tu país de residencia.',
        ),
        p(
          'Podemos actualizar estos términos. Si el cambio es importante, te avisamos por correo antes de que entre en vigor. Tus reservas ya hechas se rigen por los términos vigentes al reservar.',
        ),
        contact(EMAILS.support, 'Soporte a viajeros'),
        contact(EMAILS.legal, 'Asuntos legales'),
      ],
    },
  ],
};
