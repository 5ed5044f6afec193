/**
 * The e-mail of a company's departures tomorrow (docs/decisions/0067-bookings-and-manifests.md), in the
 * member's language: each departure with its bookings (code, traveller, participants, pickup) and a
 * button to its manifest page. No phone nor e-mail of travellers: the manifest page has them. Pure.
 */
import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { longDate } from '../booking/date-words';
import { type EmailBlock, absoluteUrl, paragraph, renderLayout } from '../emails/layout';
import type { EmailLinks, RenderedEmail } from '../emails/rendered-email';
import { tierWords } from '../purchases/voucher-words';
import type { ParticipantTier } from '../purchases/purchase-json';

export interface DailyDeparture {
  experienceId: number;
  experienceName: string;
  /** "HH:mm" on the experience's clock. */
  hour: string;
  bookings: {
    code: string;
    traveller: string;
    participants: { tier: ParticipantTier; quantity: number }[];
    total: number;
    pickup: string | null;
  }[];
}

export interface DailyManifestEmailInput {
  lang: Lang;
  links: EmailLinks;
  recipientName: string;
  companyName: string;
  /** The departures' day, yyyy-MM-dd. */
  date: string;
  departures: DailyDeparture[];
}

/** The workspace's manifest page of one departure. */
export function manifestPagePath(experienceId: number, date: string, hour: string): string {
  return `/operator/departures/${experienceId}/${date}/${hour.replace(':', '')}`;
}

export function renderDailyManifestEmail(input: DailyManifestEmailInput): RenderedEmail {
  const { lang } = input;
  const ns = 'operator.bookings.dailyEmail';
  const date = longDate(input.date, lang);
  const count = input.departures.reduce((sum, departure) => sum + departure.bookings.length, 0);
  const values = { company: input.companyName, date, count: String(count) };
  const blocks: EmailBlock[] = [paragraph(lang, `${ns}.intro`, values)];
  for (const departure of input.departures) {
    blocks.push({
      type: 'rows',
      title: translate(lang, `${ns}.departure`, {
        hour: departure.hour,
        experience: departure.experienceName,
      }),
      rows: departure.bookings.map((booking) => ({
        label: `${booking.code} · ${booking.traveller}`,
        value: [
          booking.participants.map(({ tier, quantity }) => tierWords(lang, tier, quantity)).join(', '),
          booking.pickup ? translate(lang, `${ns}.pickup`, { address: booking.pickup }) : '',
        ]
          .filter(Boolean)
          .join(' — '),
      })),
    });
    blocks.push({
      type: 'button',
      label: translate(lang, `${ns}.open`),
      href: absoluteUrl(input.links, manifestPagePath(departure.experienceId, input.date, departure.hour)),
    });
  }
  return {
    template: 'operator_daily_manifest',
    kind: 'transactional',
    lang,
    subject: translate(lang, `${ns}.subject`, { ...values, count }),
    ...renderLayout({
      lang,
      links: input.links,
      preheader: translate(lang, `${ns}.preheader`, values),
      recipientName: input.recipientName,
      footer: translate(lang, `${ns}.why`),
      blocks,
    }),
  };
}
