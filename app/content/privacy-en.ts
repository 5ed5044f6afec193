/** Privacy policy in English. Section ids match privacy-es.ts. */
import { CONTENT_UPDATED, contact, EMAILS, h, p, ul } from './blocks';
import type { InfoPage } from './types';

export const privacyEn: InfoPage = {
  slug: 'privacy',
  title: 'Privacy policy',
  description:
    'What data we process, why and for how long. No third-party trackers or ads, and we never store your card.',
  updated: CONTENT_UPDATED,
  intro:
    'Your privacy matters to us. Here is what data we use, why, and what you can do about it, with no small print.',
  sections: [
    {
      id: 'controller',
      title: 'Who is responsible for your data',
      blocks: [
        p(
          'The data controller is Rumbo Travel S.A., a company incorporated in the Republic of Panama with its registered address in Panama City.',
        ),
        p(
          'We process your data under Panama’s Personal Data Protection Law (Law 81 of 2019) and its regulations (Executive Decree 285 of 2021). For any privacy question, write to us.',
        ),
        contact(EMAILS.privacy, 'Privacy and data protection'),
      ],
    },
    {
      id: 'data-we-collect',
      title: 'What data we collect',
      blocks: [
        h('Data you give us'),
        ul(
          'Account: first and last name, e-mail, phone, country, password (stored encrypted), language and, if you add them, date of birth, address, postal code, ID number and photo.',
          'Bookings: the experience, date, time, participants, extras, coupons and, if you ask for a pickup, the spot you mark on the map.',
          'Gift cards: the names and e-mails of the sender and the recipient, and the message.',
          'Reviews and the messages you send to support.',
        ),
        h('Data created when you use Rumbo'),
        ul(
          'Usage events, such as pages viewed, searches and bookings started, for our own analytics.',
          'Technical data: IP address, browser and device type, and language.',
          'Security logs for sign-ins and payment checks.',
        ),
        h('Data we receive from others'),
        p(
          'If you pay with PayPal or sign in with a social network, we receive your name, your e-mail and, where available, your profile photo.',
        ),
      ],
    },
    {
      id: 'payment-data',
      title: 'Payment data',
      blocks: [
        p(
          'We never store your card details. The card number, expiry date and security code go straight to our payment gateway, which turns them into a token.',
        ),
        p(
          'We only keep that token, the card brand and last four digits, and the result of the 3-D Secure check. If you pay with PayPal, your financial details stay with PayPal.',
        ),
      ],
    },
    {
      id: 'purposes',
      title: 'What we use your data for',
      blocks: [
        ul(
          'Creating and running your account.',
          'Processing your bookings, payments, refunds, gift cards and credit.',
          'Giving the operator what they need to deliver the activity.',
          'Supporting you and sending you updates about your bookings.',
          'Activating the included insurance and handling claims.',
          'Preventing fraud and protecting the platform.',
          'Understanding how Rumbo is used so we can improve it.',
          'Sending you offers by e-mail, only if you agree.',
        ),
      ],
    },
    {
      id: 'legal-bases',
      title: 'Legal bases',
      blocks: [
        ul(
          'Performance of the contract: for your account, bookings, payments, support and insurance.',
          'Consent: for promotional e-mails and optional data. You can withdraw it whenever you like.',
          'Legitimate interest: for security, fraud prevention and our own analytics.',
          'Legal obligation: for accounting, tax and requests from the authorities.',
        ),
      ],
    },
    {
      id: 'analytics',
      title: 'Our own analytics, no trackers',
      blocks: [
        p(
          'We measure how Rumbo is used with our own tool. The data stays on our servers and we only use it to improve the service.',
        ),
        p(
          'We do not use third-party trackers, social media pixels or advertising. We do not sell your data or use it to show you ads on other sites.',
        ),
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share your data with',
      blocks: [
        ul(
          'The operator of your experience, only what they need to deliver it.',
          'Our payment gateway and PayPal, to process payments and refunds.',
          'Our partner insurer, when needed for cover or a claim.',
          'Providers working for us, such as hosting, e-mail delivery, maps for choosing a pickup spot and the anti-bot check.',
          'Authorities, when the law requires it.',
        ),
        p('Our providers may only use your data on our instructions.'),
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      blocks: [
        p(
          'Our operators are based in seven countries and some providers store data outside Panama. When your data leaves Panama, we protect it with contracts and security measures, as Panamanian law requires.',
        ),
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep your data',
      blocks: [
        ul(
          'Account data: for as long as your account is active.',
          'Bookings, payments and invoices: as long as tax and commercial law require, usually five years.',
          'Analytics events: up to 13 months; after that we only keep aggregated figures.',
          'Your booking selection in the browser: 60 minutes.',
        ),
        p(
          'When you delete your account, we delete or anonymise your data, except what the law requires us to keep. Your reviews are deleted if you choose so.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        p('You can exercise these rights at any time:'),
        ul(
          'Access: find out what data we hold about you.',
          'Rectification: correct inaccurate data.',
          'Erasure: ask us to delete your data.',
          'Objection: object to certain uses, such as promotional e-mails.',
          'Portability: receive your data in a commonly used format.',
        ),
        p(
          'You can exercise many of them from your profile. For the rest, write to us; we may ask you to confirm your identity. If you are not satisfied, you can complain to Panama’s National Authority for Transparency and Access to Information (ANTAI).',
        ),
        p(
          'To stop receiving promotional e-mails, use the unsubscribe link in any e-mail or our unsubscribe page.',
        ),
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        p(
          'We use encrypted connections, store passwords encrypted and limit access to data to the people who need it for their work.',
        ),
        p(
          'No system is infallible. If a breach affects you, we will tell you and the authority, as the law requires.',
        ),
      ],
    },
    {
      id: 'minors',
      title: 'Minors',
      blocks: [
        p(
          'Rumbo is for people aged 18 and over. When you book for minors, you only tell us how many are taking part and their age group; we ask for nothing else about them.',
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      blocks: [
        p('We use very few cookies, all of them our own:'),
        ul(
          'Session cookie: keeps you signed in.',
          'Preference cookies: remember your language and country.',
          'If you arrive through an invitation or partner link, we remember that code for a limited time, usually 30 days, to assign the credit or promotion.',
        ),
        p(
          'We also keep your session, your booking selection and your gift card draft in your browser until you pay. We do not use advertising or third-party cookies.',
        ),
      ],
    },
    {
      id: 'changes-and-contact',
      title: 'Changes and contact',
      blocks: [
        p(
          'We may update this policy. If a change is significant, we e-mail you before it applies. The date of the last update is shown above.',
        ),
        contact(EMAILS.privacy, 'Privacy and data protection'),
        contact(EMAILS.support, 'Traveller support'),
      ],
    },
  ],
};
