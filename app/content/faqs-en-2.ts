/**
 * Frequently asked questions in English: gift cards, wallet, account, reviews and insurance.
 * Ids match faqs-es-2.ts.
 */
import { contact, EMAILS, faq, p, ul } from './blocks';
import type { FaqGroup } from './types';

export const faqGroupsEn2: FaqGroup[] = [
  {
    id: 'gift-cards',
    title: 'Gift cards',
    faqs: [
      faq(
        'buy-gift-card',
        'How do I buy a gift card?',
        p(
          'Go to Gift cards and choose an amount between USD 5 and USD 200, a design and a message. Add the recipient’s name and e-mail and the delivery date.',
        ),
        p('Pay by card or PayPal. On the chosen day we e-mail them the code.'),
      ),
      faq(
        'redeem-gift-card',
        'How do I redeem a gift card?',
        p(
          'Sign in and go to Profile, Credit and gift card, Redeem. Enter the code and the amount moves to your wallet.',
        ),
        p('You have 6 months from the delivery date to redeem it. After that the code expires.'),
      ),
      faq(
        'gift-card-credit',
        'Does gift card credit expire?',
        p('No. Once redeemed, the credit never expires. Keep in mind that:'),
        ul(
          'It cannot be transferred to another account.',
          'It cannot be exchanged for cash.',
          'You can spend it on any experience on Rumbo.',
        ),
      ),
    ],
  },
  {
    id: 'wallet-promotions',
    title: 'Wallet and promotions',
    faqs: [
      faq(
        'wallet',
        'What is the wallet and how do I use my credit?',
        p(
          'Your wallet holds credit from gift cards, promotions and refunds. When you have a balance, it shows in your profile menu.',
        ),
        p(
          'When paying for a booking while signed in, turn on the option to use your credit. If it does not cover everything, pay the rest by card or PayPal.',
        ),
      ),
      faq(
        'sign-up-credit',
        'What is the welcome credit?',
        p(
          'When you create your account and verify your e-mail with the link we send you, we add USD 15 of credit to your wallet for your next adventure, once per e-mail address, under the terms of the current promotion.',
        ),
      ),
      faq(
        'refer-and-earn',
        'How does Refer and earn work?',
        p(
          'Share your personal link with friends. When someone signs up through it and makes a first purchase, you get USD 5 of credit in your wallet.',
        ),
        p(
          'Your friend also gets the welcome credit after creating their account and verifying their e-mail.',
        ),
      ),
      faq(
        'coupons',
        'How do I use a coupon?',
        p(
          'Enter the code on the payment step and tap Apply. You can use one coupon per purchase. Each coupon has its own conditions:',
        ),
        ul(
          'It may have an expiry date or a maximum number of uses per person.',
          'It may only apply to experiences up to a certain price.',
          'It may have a maximum discount. If yours is higher, we cap it at the maximum and let you know.',
        ),
      ),
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    faqs: [
      faq(
        'sign-up',
        'How do I create an account?',
        p(
          'Tap Sign up, enter your e-mail and fill in your first name, last name, phone and country. You must be at least 18 and accept the terms.',
        ),
        p(
          'Your password needs at least 8 characters, with an uppercase letter, a lowercase letter and a number.',
        ),
      ),
      faq(
        'forgot-password',
        'I forgot my password. What do I do?',
        p('In the sign-in window, tap Forgot my password. We will e-mail you a temporary password.'),
        p('Sign in with it and change it to a new one from your profile.'),
      ),
      faq(
        'update-profile',
        'How do I change my details?',
        p(
          'Go to Profile and edit what you need: name, phone, country, address, language or photo. We only save the fields you change.',
        ),
      ),
      faq(
        'delete-account',
        'How do I delete my account?',
        p(
          'Go to Profile and tap Delete account. You can choose to delete your reviews too; if you do not, they stay published.',
        ),
        p(
          'We cannot delete your account while you have bookings that are pending or in progress. Wait until they finish, or cancel them first.',
        ),
        p(
          'Deleting it means losing your wallet balance, since it cannot be cashed out. Use it first if you can.',
        ),
      ),
    ],
  },
  {
    id: 'reviews',
    title: 'Reviews',
    faqs: [
      faq(
        'how-to-review',
        'How do I leave a review?',
        p(
          'Once the activity is over, go to your agenda, open Past purchases and tap Leave a review. We also e-mail you a link.',
        ),
        p(
          'Give a rating from 1 to 5 stars. If you like, add a public comment for other travellers and a private comment, which is not published and helps the operator improve.',
        ),
      ),
      faq(
        'one-review',
        'Can I leave more than one review per experience?',
        p(
          'No. You can leave one review per experience, even if you booked it several times. That way ratings reflect the views of different travellers.',
        ),
      ),
    ],
  },
  {
    id: 'insurance',
    title: 'Insurance',
    faqs: [
      faq(
        'insurance-included',
        'Does my booking include insurance?',
        p(
          'Yes. Travellers aged 18 to 89 are covered during the activities they book on Rumbo, at no extra cost.',
        ),
        p(
          'It covers medical expenses after an accident and emergency evacuation, with the limits and exclusions set out on the insurance coverage page.',
        ),
      ),
      faq(
        'insurance-claim',
        'How do I make an insurance claim?',
        p(
          'If you have an accident, get medical care first. Then e-mail us your booking number, a description of what happened, and your medical reports and bills.',
        ),
        contact(EMAILS.insurance, 'Insurance claims'),
      ),
    ],
  },
];
