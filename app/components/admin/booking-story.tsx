import type { BookingStory } from '../../../domain/admin-bookings/story-contract';
import { bookingTimeline, type TimelineEvent } from '../../../domain/admin-bookings/timeline';
import { longDate } from '../../../domain/booking/date-words';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { useTranslation } from '../../i18n/translation-context';
import { FactList } from './fact-list';

const K = 'admin.bookings.story';

function useWords() {
  const { t, lang } = useTranslation();
  const money = (usd: number) => formatUsd(usdToCents(usd), lang);
  // Written by hand, not Intl: the server and the browser must print the same words (hydration).
  const instant = (iso: string) => `${longDate(iso.slice(0, 10), lang)} ${iso.slice(11, 16)} UTC`;
  const status = (value: string | null) => (value ? t(`admin.bookings.status.${value}`) : '');
  const method = (value: string) => t(`${K}.method.${value}`);
  const state = (value: string) => t(`${K}.state.${value}`);
  return { t, money, instant, status, method, state };
}

/** The words of one event of the timeline, and its detail lines (reason, provider reference, error). */
function useEventWords() {
  const { t, money, status, method, state } = useWords();
  return (event: TimelineEvent): { line: string; details: string[] } => {
    switch (event.kind) {
      case 'status': {
        const { item } = event;
        const line = item.from
          ? t(`${K}.event.statusFrom`, { from: status(item.from), to: status(item.to) })
          : t(`${K}.event.status`, { to: status(item.to) });
        const actor = t(`${K}.event.by`, { actor: t(`${K}.actor.${item.actor}`) });
        return {
          line: `${line} · ${actor}`,
          details: item.reason ? [t(`${K}.event.reason`, { reason: item.reason })] : [],
        };
      }
      case 'payment': {
        const { item } = event;
        return {
          line: t(`${K}.event.payment`, {
            method: method(item.method),
            amount: money(item.amount),
            status: state(item.status),
          }),
          details: [
            ...(item.provider_reference
              ? [t(`${K}.event.reference`, { reference: item.provider_reference })]
              : []),
            ...(item.error_code ? [t(`${K}.event.error`, { code: item.error_code })] : []),
          ],
        };
      }
      case 'refund': {
        const { item } = event;
        return {
          line: t(`${K}.event.refund.${item.kind}`, {
            method: method(item.method),
            amount: money(item.amount),
            status: state(item.status),
          }),
          details: [
            ...(item.reason ? [t(`${K}.event.reason`, { reason: item.reason })] : []),
            ...(item.provider_reference
              ? [t(`${K}.event.reference`, { reference: item.provider_reference })]
              : []),
            ...(item.error_code ? [t(`${K}.event.error`, { code: item.error_code })] : []),
          ],
        };
      }
      case 'email':
        return {
          line: t(`${K}.event.email`, { subject: event.item.subject, status: state(event.item.status) }),
          details: [],
        };
      default:
        return { line: t(`${K}.event.${event.kind}`), details: [] };
    }
  };
}

/** The booking, who and what, its money and its attendance (docs/product.md § Support for bookings). */
export function BookingFacts({ story }: { story: BookingStory }) {
  const { t, money, instant, status, method } = useWords();
  const { lang } = useTranslation();
  const m = story.money;
  const card = m.card_last4 ? t(`${K}.card`, { brand: m.card_brand ?? '', last4: m.card_last4 }) : null;
  const attendance = story.attendance.checked_in_at
    ? t(`${K}.checkedIn`, { time: instant(story.attendance.checked_in_at) })
    : story.attendance.no_show_at
      ? t(`${K}.noShow`, { time: instant(story.attendance.no_show_at) })
      : t(`${K}.noAttendance`);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="booking-summary" className="min-w-0 rounded-card border border-line p-4">
        <h2 id="booking-summary" className="text-h4 font-bold">
          {t(`${K}.summary`)}
        </h2>
        <FactList
          rows={[
            ['admin.bookings.results.status', status(story.status)],
            [`${K}.traveller`, `${story.traveller.name} · ${story.traveller.email}`],
            [`${K}.experience`, story.experience.name],
            [`${K}.company`, story.company.name],
            [
              `${K}.when`,
              `${longDate(story.booking_date, lang)} · ${story.booking_hour} (${story.time_zone})`,
            ],
            [`${K}.participants`, String(story.participants)],
            [`${K}.language`, story.lang_code.toUpperCase()],
            [`${K}.created`, instant(story.created_at)],
            [`${K}.attendance`, attendance],
          ]}
        />
      </section>
      <section aria-labelledby="booking-money" className="min-w-0 rounded-card border border-line p-4">
        <h2 id="booking-money" className="text-h4 font-bold">
          {t(`${K}.money`)}
        </h2>
        <FactList
          rows={[
            [`${K}.totalCost`, money(m.total_cost)],
            [`${K}.serviceFee`, money(m.service_fee)],
            [`${K}.couponDiscount`, m.coupon_discount > 0 ? money(m.coupon_discount) : null],
            [`${K}.walletPaid`, m.wallet_paid > 0 ? money(m.wallet_paid) : null],
            [
              `${K}.charged`,
              m.charged > 0 ? `${money(m.charged)} · ${card ?? method(m.payment_method)}` : null,
            ],
            [`${K}.commission`, money(m.commission)],
            [`${K}.operatorPayable`, money(m.operator_payable)],
            [
              `${K}.payableReversed`,
              m.operator_payable_reversed > 0 ? money(m.operator_payable_reversed) : null,
            ],
            [`${K}.refunded`, money(m.refunded)],
            [`${K}.refundable`, money(m.refundable)],
          ]}
        />
      </section>
    </div>
  );
}

/** Everything that happened to the booking, oldest first. */
export function BookingTimeline({ story }: { story: BookingStory }) {
  const { t, instant } = useWords();
  const words = useEventWords();
  const events = bookingTimeline(story);
  return (
    <section aria-labelledby="booking-timeline" className="mt-6">
      <h2 id="booking-timeline" className="text-h4 font-bold">
        {t(`${K}.timeline`)}
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-muted">{t(`${K}.timelineEmpty`)}</p>
      ) : (
        <ol className="mt-3 border-s-2 border-line ps-4" data-testid="booking-timeline">
          {events.map((event, index) => {
            const { line, details } = words(event);
            return (
              <li key={index} className="relative pb-4">
                <span
                  className="absolute -start-[1.4rem] top-1.5 size-3 rounded-full bg-accent"
                  aria-hidden="true"
                />
                <p className="text-sm text-muted">
                  <time dateTime={event.at}>{instant(event.at)}</time>
                </p>
                <p className="font-semibold break-words">{line}</p>
                {details.map((detail) => (
                  <p key={detail} className="text-sm break-all">
                    {detail}
                  </p>
                ))}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
