/** Copy of the /unsubscribe page: the link of a promotional e-mail, confirmed with one button. */
import type { Bilingual } from './types';

export interface UnsubscribeCopy {
  title: string;
  /** At most 160 characters, for the meta description. */
  description: string;
  /** Before the address the link was made for. */
  intro: string;
  submit: string;
  submitting: string;
  success: string;
  /** A missing or altered link (docs/decisions/0044): says nothing about any address. */
  invalidLink: string;
  note: string;
  backHome: string;
}

export const unsubscribe: Bilingual<UnsubscribeCopy> = {
  es: {
    title: 'Darse de baja',
    description:
      'Deja de recibir correos promocionales de Rumbo. Seguirás recibiendo los avisos sobre tus reservas.',
    intro: 'Dejaremos de enviar ofertas y novedades a esta dirección:',
    submit: 'Darme de baja',
    submitting: 'Procesando…',
    success: 'Listo. Ya no te enviaremos correos promocionales.',
    invalidLink:
      'Este enlace para darte de baja no es válido. Usa el enlace que aparece al final de uno de nuestros correos.',
    note: 'Seguirás recibiendo los correos necesarios sobre tus reservas, pagos y cuenta.',
    backHome: 'Volver al inicio',
  },
  en: {
    title: 'Unsubscribe',
    description:
      'Stop receiving promotional e-mails from Rumbo. You will still get messages about your bookings.',
    intro: 'We will stop sending offers and news to this address:',
    submit: 'Unsubscribe me',
    submitting: 'Processing…',
    success: 'Done. We will not send you any more promotional e-mails.',
    invalidLink: 'This unsubscribe link is not valid. Use the link at the end of one of our e-mails.',
    note: 'You will still receive the e-mails you need about your bookings, payments and account.',
    backHome: 'Back to home',
  },
};
