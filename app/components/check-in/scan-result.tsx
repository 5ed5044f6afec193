import type { AttendanceBookingJson } from '../../../domain/check-in/contract';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';
import type { IconName } from '../icon-names';
import type { ScanOutcome } from './scan-queue-machine';

/** Each answer's colour, icon and words: never the colour alone. */
const LOOKS: Record<ScanOutcome['kind'] | 'queued', { box: string; icon: IconName; iconColour: string }> = {
  valid: { box: 'border-success bg-success-soft', icon: 'circle-check', iconColour: 'text-success' },
  already: { box: 'border-warning bg-warning-soft', icon: 'circle-alert', iconColour: 'text-warning' },
  refused: { box: 'border-danger bg-danger-soft', icon: 'circle-x', iconColour: 'text-danger' },
  queued: { box: 'border-line bg-surface-sunk', icon: 'clock', iconColour: 'text-muted' },
};

function Heading({ kind, children }: { kind: keyof typeof LOOKS; children: string }) {
  const look = LOOKS[kind];
  return (
    <p className="flex items-center gap-3 text-h3 font-bold">
      <Icon name={look.icon} className={`size-9 shrink-0 ${look.iconColour}`} />
      {children}
    </p>
  );
}

/** Who came: the traveller, how many per tier, the add-ons, the departure. */
function BookingFacts({ booking }: { booking: AttendanceBookingJson }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-col gap-3">
      <p className="break-words text-h2 font-bold" data-testid="check-in-traveller">
        {booking.traveller_name}
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-h4 font-semibold">
        {booking.participants.map((tier) => (
          <li key={tier.tier}>{t(`bookingDetails.tiers.${tier.tier}`, { count: tier.quantity })}</li>
        ))}
      </ul>
      <div>
        <p className="text-sm font-semibold text-muted">{t('operator.checkIn.result.addOns')}</p>
        {booking.add_ons.length ? (
          <ul className="text-h4">
            {booking.add_ons.map((addOn) => (
              <li key={addOn.name}>
                {addOn.quantity} × {addOn.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-h4">{t('operator.checkIn.result.noAddOns')}</p>
        )}
      </div>
      <p className="text-muted">
        {t('operator.checkIn.result.when', { experience: booking.experience.name, hour: booking.hour })}
        {' · '}
        {t('operator.checkIn.result.code', { code: booking.code })}
      </p>
    </div>
  );
}

/**
 * The answer to the latest scan, in large type for a phone held at arm's length: checked in, already
 * checked in (and when), refused (and why), or kept on the device until the connection returns.
 */
export function ScanResult({ outcome, queued }: { outcome: ScanOutcome | null; queued: string | null }) {
  const { t, lang } = useTranslation();
  const time = (iso: string) =>
    new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  let body = null;
  let kind: keyof typeof LOOKS | null = null;
  if (queued !== null) {
    kind = 'queued';
    body = (
      <>
        <Heading kind="queued">{t('operator.checkIn.result.queued')}</Heading>
        <p className="mt-3 break-all text-muted">{queued}</p>
      </>
    );
  } else if (outcome?.kind === 'refused') {
    kind = 'refused';
    body = (
      <>
        <Heading kind="refused">{t('operator.checkIn.result.refused')}</Heading>
        <p className="mt-3 text-h4">{outcome.message}</p>
        {outcome.bookingCode ? (
          <p className="mt-1 text-muted">
            {t('operator.checkIn.result.code', { code: outcome.bookingCode })}
          </p>
        ) : null}
      </>
    );
  } else if (outcome) {
    kind = outcome.kind;
    body = (
      <>
        <Heading kind={outcome.kind}>
          {outcome.kind === 'valid'
            ? t('operator.checkIn.result.valid')
            : t('operator.checkIn.result.already', { time: time(outcome.checkedInAt) })}
        </Heading>
        <BookingFacts booking={outcome.booking} />
      </>
    );
  }
  return (
    <div role="status" aria-live="polite" data-testid="check-in-result" data-kind={kind ?? ''}>
      {kind ? <div className={`rounded-card border-4 p-5 ${LOOKS[kind].box}`}>{body}</div> : null}
    </div>
  );
}
