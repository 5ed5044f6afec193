/**
 * Preguntas frecuentes en español: tarjetas de regalo, billetera, cuenta, reseñas y seguro.
 * Los ids coinciden con faqs-en-2.ts.
 */
import { contact, EMAILS, faq, p, ul } from './blocks';
import type { FaqGroup } from './types';

export const faqGroupsEs2: FaqGroup[] = [
  {
    id: 'gift-cards',
    title: 'Tarjetas de regalo',
    faqs: [
      faq(
        'buy-gift-card',
        '¿Cómo compro una tarjeta de regalo?',
        p(
          'Ve a Tarjetas de regalo, elige un monto entre USD 5 y USD 200, un diseño y un mensaje. Indica el nombre y el correo de quien la recibe y la fecha de entrega.',
        ),
        p(
          'Puedes pagarla con tarjeta o con PayPal. El día elegido, enviamos el código por correo a quien la recibe.',
        ),
      ),
      faq(
        'redeem-gift-card',
        '¿Cómo canjeo una tarjeta de regalo?',
        p(
          'Inicia sesión y ve a Perfil, Crédito y tarjeta de regalo, Canjear. Escribe el código y el monto pasa a tu billetera.',
        ),
        p('Tienes 6 meses para canjearla desde la fecha de entrega. Después de ese plazo, el código vence.'),
      ),
      faq(
        'gift-card-credit',
        '¿El crédito de una tarjeta de regalo vence?',
        p('No. Una vez canjeada, el crédito no vence nunca. Ten en cuenta que:'),
        ul(
          'No es transferible a otra cuenta.',
          'No se puede cambiar por dinero en efectivo.',
          'Lo usas al pagar cualquier experiencia de Rumbo.',
        ),
      ),
    ],
  },
  {
    id: 'wallet-promotions',
    title: 'Billetera y promociones',
    faqs: [
      faq(
        'wallet',
        '¿Qué es la billetera y cómo uso mi crédito?',
        p(
          'Tu billetera guarda el crédito de tarjetas de regalo, promociones y reembolsos. Cuando tienes saldo, lo ves en el menú de tu perfil.',
        ),
        p(
          'Al pagar una reserva con la sesión iniciada, activa la opción de usar tu crédito. Si no alcanza, pagas la diferencia con tarjeta o PayPal.',
        ),
      ),
      faq(
        'sign-up-credit',
        '¿Qué es el crédito de bienvenida?',
        p(
          'Cuando creas tu cuenta y verificas tu correo con el enlace que te enviamos, te regalamos USD 15 de crédito en tu billetera para tu próxima aventura, una vez por correo, según las condiciones de la promoción vigente.',
        ),
      ),
      faq(
        'refer-and-earn',
        '¿Cómo funciona Invita y gana?',
        p(
          'Comparte tu enlace personal con tus amigos. Cuando alguien se registra con él y hace su primera compra, recibes USD 5 de crédito en tu billetera.',
        ),
        p('Tu amigo, además, recibe su crédito de bienvenida al crear su cuenta y verificar su correo.'),
      ),
      faq(
        'coupons',
        '¿Cómo uso un cupón?',
        p(
          'Escribe el código en el paso de pago y toca Aplicar. Puedes usar un cupón por compra. Cada cupón tiene sus condiciones:',
        ),
        ul(
          'Puede tener fecha de vencimiento o un número máximo de usos por persona.',
          'Puede aplicar solo a experiencias de cierto precio.',
          'Puede tener un descuento máximo. Si tu descuento lo supera, lo ajustamos al máximo y te avisamos.',
        ),
      ),
    ],
  },
  {
    id: 'account',
    title: 'Tu cuenta',
    faqs: [
      faq(
        'sign-up',
        '¿Cómo creo una cuenta?',
        p(
          'Toca Regístrate, escribe tu correo y completa tu nombre, apellido, teléfono y país. Debes tener al menos 18 años y aceptar los términos.',
        ),
        p('Tu contraseña debe tener al menos 8 caracteres, con una mayúscula, una minúscula y un número.'),
      ),
      faq(
        'forgot-password',
        'Olvidé mi contraseña. ¿Qué hago?',
        p(
          'En la ventana de inicio de sesión toca Olvidé mi contraseña. Te enviaremos una contraseña temporal a tu correo.',
        ),
        p('Entra con ella y cámbiala por una nueva desde tu perfil.'),
      ),
      faq(
        'update-profile',
        '¿Cómo cambio mis datos?',
        p(
          'Ve a Perfil y edita lo que necesites: nombre, teléfono, país, dirección, idioma o foto. Solo guardamos los campos que cambies.',
        ),
      ),
      faq(
        'delete-account',
        '¿Cómo elimino mi cuenta?',
        p(
          'Ve a Perfil y toca Eliminar cuenta. Puedes elegir si también quieres borrar tus reseñas; si no lo eliges, se mantienen publicadas.',
        ),
        p(
          'No podemos eliminar tu cuenta mientras tengas reservas pendientes o en curso. Espera a que terminen o cancélalas primero.',
        ),
        p(
          'Al eliminarla pierdes el saldo de tu billetera, porque no se puede cambiar por dinero. Úsalo antes si puedes.',
        ),
      ),
    ],
  },
  {
    id: 'reviews',
    title: 'Reseñas',
    faqs: [
      faq(
        'how-to-review',
        '¿Cómo dejo una reseña?',
        p(
          'Cuando termine la actividad, entra en tu agenda, abre Compras pasadas y toca Dejar reseña. También te enviaremos un enlace por correo.',
        ),
        p(
          'Pon una calificación de 1 a 5 estrellas. Si quieres, añade un comentario público para otros viajeros y un comentario privado, que no se publica y sirve para que el operador mejore.',
        ),
      ),
      faq(
        'one-review',
        '¿Puedo dejar más de una reseña por experiencia?',
        p(
          'No. Puedes dejar una sola reseña por experiencia, aunque la hayas reservado varias veces. Así las calificaciones reflejan lo que vivieron viajeros distintos.',
        ),
      ),
    ],
  },
  {
    id: 'insurance',
    title: 'Seguro',
    faqs: [
      faq(
        'insurance-included',
        '¿Mi reserva incluye seguro?',
        p(
          'Sí. Los viajeros de 18 a 89 años cuentan con una cobertura incluida durante las actividades reservadas en Rumbo, sin costo adicional.',
        ),
        p(
          'Cubre gastos médicos por accidente y evacuación de emergencia, con los límites y exclusiones de la página de cobertura del seguro.',
        ),
      ),
      faq(
        'insurance-claim',
        '¿Cómo presento un reclamo al seguro?',
        p(
          'Si tienes un accidente, primero busca atención médica. Después escríbenos con tu número de reserva, una descripción de lo ocurrido y los informes y facturas médicas.',
        ),
        contact(EMAILS.insurance, 'Reclamos al seguro'),
      ),
    ],
  },
];
