/** Frequently asked questions in English: booking, payments and cancellations. Ids match faqs-es-1.ts. */
import { faq, p, ul } from './blocks';
import type { FaqGroup } from './types';

export const faqGroupsEn1: FaqGroup[] = [
  {
    id: 'booking',
    title: 'Booking',
    faqs: [
      faq(
        'how-to-book',
        'How do I book an experience?',
        p(
          'Open the experience you like and use the booking card: pick a date, a time and the participants, add any extras and tap Book.',
        ),
        p(
          'On the next step you check the summary, apply a coupon or your credit, and pay. Paying by card or with credit requires signing in; with PayPal you can pay without an account.',
        ),
      ),
      faq(
        'date-time-participants',
        'How do I choose the date, time and participants?',
        p(
          'Pick the date on the calendar first: only days with departures are available. Then pick one of the available times. If you change the date, you will need to choose the time again.',
        ),
        p('Then say who is coming. Depending on the experience, you can add:'),
        ul('Adults: 13 and over.', 'Seniors: 65 and over.', 'Children: 2 to 12.', 'Babies: under 2.'),
        p(
          'The maximum number of participants depends on the places left at that time. If you switch to a time with fewer places, we let you know and adjust your selection.',
        ),
      ),
      faq(
        'minimum-participants',
        'What if the experience has a minimum number of participants?',
        p(
          'Some experiences only run with a minimum group size. You will see it on the experience page, and you cannot book for fewer people.',
        ),
        p(
          'If your group is smaller, look for a shared option or message us on the chat and we will help you find alternatives.',
        ),
      ),
      faq(
        'private-vs-shared',
        'What is the difference between a private and a shared experience?',
        p(
          'A private experience is just for your group, with its own guide and transport when included. Some have a package price for the whole group.',
        ),
        p(
          'On a shared experience you join other travellers. It is usually cheaper and a good way to meet people.',
        ),
      ),
      faq(
        'pickup-meeting-point',
        'Where does the activity start? Is pickup included?',
        p(
          'Every experience shows its meeting point on the map, with directions to find it. Check the time and arrive a few minutes early.',
        ),
        p(
          'If the operator offers pickup, you will see it as an extra when you book. Select it and mark your pickup spot on the map; it must be in the country of the experience. The operator confirms the exact time.',
        ),
      ),
      faq(
        'confirmation',
        'When do I get my confirmation?',
        p(
          'Most bookings are confirmed instantly. We e-mail you the details and the booking appears in your agenda, under Upcoming purchases.',
        ),
        p(
          'If an experience needs the operator to confirm, your purchase shows as pending until they do. We e-mail you as soon as it happens.',
        ),
      ),
      faq(
        'saved-selection',
        'Is my selection saved if I leave before paying?',
        p(
          'Yes. We keep your selection in this browser for 60 minutes. After that we clear it, because availability may have changed.',
        ),
      ),
      faq(
        'activity-language',
        'What language is the activity in?',
        p(
          'Each experience lists the languages the operator offers: Spanish, English, German, French or Portuguese. You can also filter your search by language.',
        ),
      ),
      faq(
        'book-for-someone-else',
        'Can I book for someone else?',
        p(
          'Yes. Book from your account and add the participants. You will be the contact for the booking, so share the meeting point details with them.',
        ),
      ),
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    faqs: [
      faq(
        'accepted-cards',
        'Which cards do you accept?',
        p(
          'We accept Visa and Mastercard only. We do not accept American Express, Diners or other brands for now.',
        ),
        p('You can also pay with PayPal or with your Rumbo wallet credit.'),
      ),
      faq(
        'three-d-secure',
        'What is 3-D Secure?',
        p(
          'It is a security step run by your bank. When you pay by card, your bank may ask for a code or for approval in its app, to confirm it is really you.',
        ),
        p('If the check fails, you are not charged. Try again or use another payment method.'),
      ),
      faq(
        'paypal-guest',
        'Can I pay with PayPal without a Rumbo account?',
        p(
          'Yes. If you pay with PayPal without signing in, we create a Rumbo account with your e-mail automatically, so all your bookings are in one place.',
        ),
        p('To sign in later, use Forgot my password and we will e-mail you a temporary password.'),
      ),
      faq(
        'service-fee',
        'Are there any extra charges?',
        p(
          'Yes, a service fee of USD 1 per participant, added to the total. For example, a booking for 4 people carries a USD 4 service fee.',
        ),
        p('You see it in the summary before you pay. There are no other hidden charges from us.'),
      ),
      faq(
        'currency',
        'What currency am I charged in?',
        p(
          'All prices are in US dollars (USD). If your card is in another currency, your bank converts the amount and may charge a fee for it.',
        ),
      ),
      faq(
        'payment-declined',
        'Why was my payment declined?',
        p('The most common reasons are:'),
        ul(
          'The card is not Visa or Mastercard, or it has expired.',
          'The billing details or postal code do not match those held by your bank.',
          'The 3-D Secure check was not completed.',
          'The security check before booking was not completed.',
        ),
        p('Check your details and try again. If it still fails, message us on the chat.'),
      ),
    ],
  },
  {
    id: 'cancellations',
    title: 'Cancellations and refunds',
    faqs: [
      faq(
        'cancellation-policies',
        'What cancellation policies are there?',
        p('Every experience has one of these policies, shown before you pay:'),
        ul(
          'Non-refundable: no refund if you cancel.',
          'Refundable up to 24 hours before the start.',
          'Refundable up to 48 hours before the start.',
          'Refundable up to 72 hours before the start.',
          'Refundable up to 7 days before the start.',
          'Refundable up to 15 days before the start.',
        ),
        p('Cancel within the window and you get the full amount back. Cancel later and there is no refund.'),
      ),
      faq(
        'cancellation-time-zone',
        'Which time zone are the deadlines in?',
        p(
          'The local time where the experience takes place, not your phone’s. For example, if a tour in San José, Costa Rica, starts on Saturday at 8:00 AM and is refundable up to 24 hours before, you can cancel for a refund until Friday at 8:00 AM Costa Rica time.',
        ),
      ),
      faq(
        'how-to-cancel',
        'How do I cancel a booking?',
        p(
          'Go to your agenda, open Upcoming purchases and tap Cancel on the booking. We ask you to confirm and e-mail you the outcome.',
        ),
      ),
      faq(
        'how-refunds-work',
        'How do I get my refund?',
        ul(
          'What you paid by card or PayPal goes back to the same method. Your bank may take 5 to 10 business days to show it.',
          'What you paid with credit goes back to your wallet straight away.',
          'A full refund includes the service fee.',
          'Coupon discounts are not refunded as money.',
        ),
      ),
      faq(
        'operator-cancels',
        'What happens if the operator cancels?',
        p(
          'If the operator cancels, for weather, safety or any other reason, we refund 100% of what you paid, whatever the policy of the experience.',
        ),
        p(
          'We let you know as soon as possible and, if you like, help you find another date or a similar experience.',
        ),
      ),
      faq(
        'change-date',
        'Can I change the date or time?',
        p(
          'If you are still within the cancellation window, cancel and book the new date. If the window has passed, message us on the chat: we will ask the operator, but the change is up to them.',
        ),
      ),
    ],
  },
];
