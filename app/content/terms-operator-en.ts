/** Terms for operators, in English. Section ids match terms-operator-es.ts. */
import { CONTENT_UPDATED, contact, EMAILS, p, ul } from './blocks';
import type { InfoPage } from './types';

export const termsOperatorEn: InfoPage = {
  slug: 'terms-operator',
  title: 'Terms and conditions for operators',
  description:
    'The rules for listing experiences on Rumbo: listings, capacity, commissions, payouts, cancellations, insurance, conduct and data.',
  updated: CONTENT_UPDATED,
  intro:
    'These terms apply to operators who list tours and experiences on Rumbo. We want your travellers to come home happy and your business to grow with us.',
  sections: [
    {
      id: 'scope',
      title: 'Scope',
      blocks: [
        p(
          'These terms govern the relationship between Rumbo Travel S.A., a Panamanian company based in Panama City ("Rumbo"), and each operator or supplier that lists experiences on the platform ("you" or "the operator").',
        ),
        p(
          'You accept them when you sign up as an operator. Your commercial agreement, which sets your commission and payout cycle, applies alongside them. Where the two differ, the commercial agreement prevails.',
        ),
      ],
    },
    {
      id: 'registration-and-verification',
      title: 'Registration and verification',
      blocks: [
        p(
          'You sign up through the operator form with your e-mail, a password and the details of your business. Before you go live, we review your information and may ask for:',
        ),
        ul(
          'ID of your legal representative and the company registration, if you have a company.',
          'The tourism licences and permits your country requires for each activity.',
          'Any insurance policies that are mandatory for your activity.',
          'A bank account in your own or your company’s name to receive payouts.',
        ),
        p(
          'Keep these details up to date and tell us if a permit expires or is suspended. We may turn down a registration or pause listings when information is missing or cannot be verified.',
        ),
      ],
    },
    {
      id: 'listing-accuracy',
      title: 'Accurate listings',
      blocks: [
        p('Each listing must describe exactly what travellers will experience:'),
        ul(
          'A true description, duration, languages and difficulty level.',
          'Your own photos, or photos you have the right to use, showing the activity as it really is.',
          'What is and is not included, participant requirements and recommendations.',
          'A meeting point with its exact location and clear directions.',
          'Full prices in USD and one of Rumbo’s cancellation policies.',
        ),
        p(
          'If anything changes, update the listing before accepting new bookings. We may edit texts for format or translation, and pause any listing that turns out to be misleading.',
        ),
      ],
    },
    {
      id: 'capacity-and-schedules',
      title: 'Capacity, schedules and availability',
      blocks: [
        p(
          'You set your departure days and times, the maximum and minimum group size, how far in advance you accept bookings and your blocked dates.',
        ),
        p(
          'Most bookings are confirmed instantly on the basis of that information, so your calendar must always be up to date: every confirmed booking is a commitment you must honour.',
        ),
        p(
          'If an experience needs your manual confirmation, confirm or decline each booking as soon as possible. If you do not respond, we may cancel it and refund the traveller.',
        ),
      ],
    },
    {
      id: 'prices-and-commissions',
      title: 'Prices and commissions',
      blocks: [
        p(
          'You set your prices in USD: per adult, senior, child and baby, or per package, plus group discounts and extras. Your price on Rumbo may not be higher than the one you charge the public directly for the same experience.',
        ),
        p(
          'Listing is free. You pay a commission on each confirmed booking, at the rate in your commercial agreement, calculated on the price of the experience and its extras.',
        ),
        ul(
          'The service fee of USD 1 per participant is paid by the traveller to Rumbo and is not part of your price or your commission.',
          'Coupons, credit and promotions funded by Rumbo do not reduce what you receive.',
          'You are responsible for your taxes and for issuing any invoices your country requires.',
        ),
      ],
    },
    {
      id: 'payouts',
      title: 'Payouts',
      blocks: [
        p(
          'Rumbo collects payment from the traveller on your behalf. Once the activity has taken place, we pay you the booking price minus the commission, by transfer to your registered bank account, on the payout cycle in your agreement.',
        ),
        p(
          'Your dashboard shows each booking, its commission and every payout. Any fees your bank charges to receive transfers are yours to bear.',
        ),
        p(
          'We may hold the payout for a booking while we review a traveller complaint or suspected fraud, and deduct refunds owed because of your cancellations.',
        ),
      ],
    },
    {
      id: 'cancellations-by-travellers',
      title: 'Cancellations by travellers',
      blocks: [
        p(
          'The policy you chose applies: non-refundable, or refundable up to 24 hours, 48 hours, 72 hours, 7 days or 15 days before the start, counted in the local time of the experience.',
        ),
        ul(
          'If the traveller cancels within the window, they get a full refund and there is no payout to you.',
          'If they cancel late or do not show up, you are paid as if the activity had taken place.',
        ),
      ],
    },
    {
      id: 'cancellations-by-the-operator',
      title: 'Cancellations by you and their consequences',
      blocks: [
        p(
          'You may only cancel a confirmed booking for a valid reason: bad weather, safety, not reaching the minimum group size or force majeure. Tell us straight away from your dashboard and through the support chat.',
        ),
        p(
          'The traveller always receives a full refund, service fee included, and you receive no payout for that booking.',
        ),
        p('If the cancellation is unjustified or comes at the last minute, we may also:'),
        ul(
          'Charge you the reasonable cost of rebooking or compensating the traveller.',
          'Lower the ranking of your experiences in search results.',
          'Suspend your listings if cancellations keep happening.',
        ),
      ],
    },
    {
      id: 'insurance',
      title: 'Insurance',
      blocks: [
        p(
          'Activities sold on Rumbo carry civil liability cover for operators, described on the operator insurance coverage page.',
        ),
        p(
          'That cover complements, but does not replace, any insurance the law of your country requires for your activity. Keep those policies in force and send us a copy when we ask.',
        ),
        p('Report any accident or incident during an activity booked on Rumbo to us straight away.'),
      ],
    },
    {
      id: 'safety-and-conduct',
      title: 'Safety and conduct',
      blocks: [
        ul(
          'Work with trained guides and well-kept equipment, and give a safety briefing before you start.',
          'Call off the activity if the weather or conditions make it unsafe.',
          'Treat every traveller with respect, without discrimination of any kind.',
          'Respect nature, protected areas and local communities.',
          'Do not charge anything that is not in the listing, and do not ask travellers to book outside Rumbo.',
          'Reply quickly to messages from travellers and from the Rumbo team.',
          'Do not post or commission fake reviews.',
        ),
      ],
    },
    {
      id: 'data-protection',
      title: 'Data protection',
      blocks: [
        p(
          'For each booking we share the data you need to deliver the service: the traveller’s name and contact details, the participants, extras and, where there is a pickup, the chosen location.',
        ),
        ul(
          'Use this data only for that booking. Do not use it for marketing or share it with third parties.',
          'Store it securely and delete it when you no longer need it.',
          'Comply with Panama’s Personal Data Protection Law (Law 81 of 2019) and the law of your own country.',
          'Tell us within 72 hours at most if you suffer a breach affecting traveller data.',
        ),
        p('We handle your own data as an operator under our Privacy policy.'),
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        p(
          'You allow us to use, translate and adapt the texts, photos and trademarks in your listings on Rumbo and to promote your experiences, for as long as they stay listed.',
        ),
        p(
          'You confirm that you hold the rights to that content and that it does not infringe anyone else’s rights.',
        ),
      ],
    },
    {
      id: 'suspension-and-termination',
      title: 'Suspension and termination',
      blocks: [
        p(
          'You can stop listing at any time by telling us in writing. Both of us must honour bookings already confirmed, or cancel them with a full refund to the traveller.',
        ),
        p(
          'We may suspend your account immediately if travellers’ safety is at risk, in case of fraud or after a serious breach. In any other case we warn you first and give you the chance to put things right.',
        ),
      ],
    },
    {
      id: 'law-and-contact',
      title: 'Governing law, changes and contact',
      blocks: [
        p(
          'These terms are governed by the laws of the Republic of Panama. Any dispute will go to the courts of Panama City, after a good-faith attempt to settle it.',
        ),
        p(
          'We may update these terms. We will e-mail you at least 30 days before any significant change takes effect.',
        ),
        contact(EMAILS.operators, 'Operator team'),
        contact(EMAILS.legal, 'Legal matters'),
      ],
    },
  ],
};
