/** Terms and conditions for travellers, in English. Section ids match terms-es.ts. */
import { CONTENT_UPDATED, contact, EMAILS, p, ul } from './blocks';
import type { InfoPage } from './types';

export const termsEn: InfoPage = {
  slug: 'terms',
  title: 'Terms and conditions',
  description:
    'The rules for using Rumbo and booking experiences: your account, payments, service fee, cancellations, refunds, insurance and reviews.',
  updated: CONTENT_UPDATED,
  intro:
    'These terms explain how Rumbo works and what we can expect from each other. We have kept them plain; if anything is unclear, write to us.',
  sections: [
    {
      id: 'about-these-terms',
      title: 'About these terms',
      blocks: [
        p(
          'These terms govern your use of the Rumbo website and app and the bookings you make on them. Rumbo is run by Rumbo Travel S.A., a company incorporated in the Republic of Panama with its registered address in Panama City ("Rumbo", "we" or "us").',
        ),
        p(
          'By creating an account or making a booking, you accept these terms and our Privacy policy. If you do not agree with them, please do not use the service.',
        ),
        p(
          'Each experience also has its own conditions: what is included, participant requirements, recommendations and its cancellation policy. Those conditions are part of your booking.',
        ),
      ],
    },
    {
      id: 'our-role',
      title: 'Our role',
      blocks: [
        p(
          'Rumbo is a marketplace. We list experiences from independent local operators, handle your booking and collect payment on the operator’s behalf.',
        ),
        p(
          'The activity itself is provided by the operator, who is responsible for delivering it as described, safely, with trained staff and with the permits their country requires.',
        ),
        p(
          'We are responsible for running the platform, processing your payments and refunds under these terms, and supporting you before, during and after the activity.',
        ),
      ],
    },
    {
      id: 'your-account',
      title: 'Your account',
      blocks: [
        ul(
          'You must be at least 18 to create an account and book.',
          'The details you give us must be true and up to date.',
          'Your account is personal. Keep your password safe and tell us if you think someone else is using it.',
          'If you pay with PayPal without signing in, we create an account with your e-mail and these terms apply to it.',
        ),
        p(
          'We may suspend or block an account if we detect fraud, abuse of promotions or a serious breach of these terms. If your account is blocked, you will see a notice when you try to pay, and you can write to us to have it reviewed.',
        ),
        p('We handle your personal data as described in our Privacy policy.'),
      ],
    },
    {
      id: 'bookings',
      title: 'Bookings',
      blocks: [
        p(
          'When you book, you choose a date, a time, the participants and any extras. Before you pay, we ask you to complete a security check that keeps automated bookings out.',
        ),
        p(
          'Your booking is final once we e-mail you the confirmation. If an experience needs the operator to confirm, the purchase stays pending; if the operator does not confirm it, we cancel it and refund everything you paid.',
        ),
        ul(
          'Check the participant requirements: minimum age, difficulty, fitness and what to bring.',
          'You are responsible for making sure everyone in your booking meets them.',
          'Some experiences need a minimum number of participants, and every time slot has a maximum capacity.',
        ),
      ],
    },
    {
      id: 'prices-and-payments',
      title: 'Prices and payments',
      blocks: [
        p(
          'Prices are in US dollars (USD) and cover what the experience lists as included. Anything listed as not included is at your own expense.',
        ),
        p(
          'A service fee of USD 1 per participant is added to the total. You see it in the summary before you pay, along with any group discounts, coupons and credit that apply.',
        ),
        ul(
          'Visa and Mastercard cards, with a 3-D Secure check by your bank.',
          'PayPal.',
          'Your Rumbo wallet credit, on its own or together with another payment method.',
        ),
        p(
          'We charge the full amount when the booking is confirmed. If your card is in another currency, your bank converts the amount and may charge fees that are outside our control.',
        ),
      ],
    },
    {
      id: 'credit-gift-cards-coupons',
      title: 'Credit, gift cards and coupons',
      blocks: [
        p(
          'Your wallet holds credit from gift cards, promotions and refunds. Credit can only be spent on Rumbo: it cannot be transferred to another account or exchanged for cash.',
        ),
        ul(
          'Welcome credit: USD 15 after you verify your e-mail, once per e-mail address, under the terms of the current promotion.',
          'Refer and earn: USD 5 when someone you invited makes their first purchase.',
          'Gift cards: from USD 5 to USD 200. Redeem them within 6 months of delivery; once redeemed, the credit never expires.',
          'Coupons: one per purchase, each with its own conditions on validity, number of uses, maximum experience price and maximum discount.',
        ),
        p(
          'If we detect abuse, such as opening several accounts to collect credit or using someone else’s coupons, we may cancel the credit or discount obtained.',
        ),
      ],
    },
    {
      id: 'cancellations-by-you',
      title: 'Cancellations by you',
      blocks: [
        p('Every experience has one of these policies, shown before you pay:'),
        ul(
          'Non-refundable.',
          'Refundable up to 24 hours before the start.',
          'Refundable up to 48 hours before the start.',
          'Refundable up to 72 hours before the start.',
          'Refundable up to 7 days before the start.',
          'Refundable up to 15 days before the start.',
        ),
        p(
          'Deadlines run on the local time where the experience takes place. Cancel within the window, up to its very last minute, and we refund the full amount. Cancel later and there is no refund.',
        ),
        p(
          'You cancel from your agenda, under Upcoming purchases. Not showing up, or arriving after the group has left, counts as a late cancellation.',
        ),
      ],
    },
    {
      id: 'changes-by-the-operator',
      title: 'Changes and cancellations by the operator',
      blocks: [
        p(
          'The operator may cancel because of bad weather, safety, not reaching the minimum group size or force majeure. If so, we refund 100% of what you paid, service fee included, whatever the policy of the experience.',
        ),
        p(
          'They may make minor changes, such as a different guide or a new order of stops. If something important changes, such as the date, the time or the core of the activity, you can accept the change or cancel for a full refund.',
        ),
        p('We let you know as soon as possible and help you find another date or experience if you prefer.'),
      ],
    },
    {
      id: 'refunds',
      title: 'Refunds',
      blocks: [
        ul(
          'Amounts paid by card or PayPal go back to the same method. Your bank may take 5 to 10 business days to show them.',
          'Amounts paid with credit go back to your wallet straight away.',
          'A full refund includes the service fee.',
          'Coupon discounts are not refunded as money.',
        ),
        p(
          'If a refund has not reached you within that time, write to us with your booking number and we will look into it.',
        ),
      ],
    },
    {
      id: 'during-the-activity',
      title: 'During the activity',
      blocks: [
        ul(
          'Be at the meeting point on time and bring an ID document.',
          'Follow the guide’s instructions and the safety rules.',
          'Respect nature, local communities and the other participants.',
          'Look after your belongings: the operator is not liable for items you did not hand over to them.',
        ),
        p(
          'The operator may refuse to take anyone who puts their own or the group’s safety at risk, for example under the influence of alcohol or without meeting the requirements. In that case there is no refund.',
        ),
      ],
    },
    {
      id: 'insurance',
      title: 'Included insurance',
      blocks: [
        p(
          'Travellers aged 18 to 89 are covered during the activities they book on Rumbo: medical expenses after an accident and emergency evacuation.',
        ),
        p(
          'The cover is issued by a partner insurer under its own conditions, which we summarise on the insurance coverage page. It does not replace full travel insurance.',
        ),
      ],
    },
    {
      id: 'reviews-and-content',
      title: 'Reviews and content',
      blocks: [
        p(
          'After the activity you can leave one review per experience. It must be honest and based on what you actually experienced. We do not publish insults, other people’s personal data, advertising or unlawful content, and we may moderate or remove anything that breaks these rules.',
        ),
        p(
          'By posting a review, you allow us to show it on Rumbo with your name and profile photo. The private comment is not published: we share it with the operator.',
        ),
        p(
          'Rumbo’s texts, photos, trademarks and design are protected. Do not copy them or scrape the site without our permission.',
        ),
      ],
    },
    {
      id: 'liability',
      title: 'Liability',
      blocks: [
        p(
          'Many outdoor experiences carry risks of their own, such as the sea, heights or the weather. By booking, you accept those risks, which the operator must explain and reduce with reasonable measures.',
        ),
        p(
          'As far as the law allows, our liability to you is limited to the amount you paid for the booking concerned. This does not limit our liability for wilful misconduct or gross negligence, nor any rights that consumer protection law does not allow us to exclude.',
        ),
      ],
    },
    {
      id: 'law-and-disputes',
      title: 'Governing law, complaints and changes',
      blocks: [
        p(
          'These terms are governed by the laws of the Republic of Panama. If you have a problem, write to us first: almost everything is solved quickly by chat or e-mail.',
        ),
        p(
          'If you are still not satisfied, you can turn to Panama’s consumer protection authority (ACODECO) or the courts of Panama City, without losing any consumer rights the law of your country of residence gives you.',
        ),
        p(
          'We may update these terms. If a change is significant, we e-mail you before it takes effect. Bookings you have already made stay under the terms in force when you booked.',
        ),
        contact(EMAILS.support, 'Traveller support'),
        contact(EMAILS.legal, 'Legal matters'),
      ],
    },
  ],
};
