/** Copy of the /unsubscribe page: one e-mail field that stops promotional e-mails. */
import type { Bilingual } from './types';

export interface UnsubscribeCopy {
  title: string;
  /** At most 160 characters, for the meta description. */
  description: string;
  intro: string;
  emailLabel: string;
  emailPlaceholder: string;
  submit: string;
  submitting: string;
  success: string;
  invalidEmail: string;
  error: string;
  note: string;
  backHome: string;
}

export const unsubscribe: Bilingual<UnsubscribeCopy> = {
  es: {
    title: 'Darse de baja',
    description:
      'Deja de recibir correos promocionales de Rumbo. Seguirás recibiendo los avisos sobre tus reservas.',
    intro: 'Escribe tu correo y dejaremos de enviarte ofertas y novedades.',
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'Tu correo',
    submit: 'Darme de baja',
    submitting: 'Procesando…',
    success: 'Listo. Ya no te enviaremos correos promocionales.',
    invalidEmail: 'Revisa tu correo: parece que no es válido.',
    error:
      'No pudimos procesar tu solicitud. Inténtalo de nuevo en unos minutos o escríbenos a soporte@rumbo.example.',
    note: 'Seguirás recibiendo los correos necesarios sobre tus reservas, pagos y cuenta.',
    backHome: 'Volver al inicio',
  },
  en: {
    title: 'Unsubscribe',
    description:
      'Stop receiving promotional e-mails from Rumbo. You will still get messages about your bookings.',
    intro: 'Enter your e-mail and we will stop sending you offers and news.',
    emailLabel: 'E-mail address',
    emailPlaceholder: 'Your e-mail',
    submit: 'Unsubscribe me',
    submitting: 'Processing…',
    success: 'Done. We will not send you any more promotional e-mails.',
    invalidEmail: 'Please check your e-mail address: it does not look valid.',
    error:
      'We could not process your request. Please try again in a few minutes or write to soporte@rumbo.example.',
    note: 'You will still receive the e-mails you need about your bookings, payments and account.',
    backHome: 'Back to home',
  },
};
