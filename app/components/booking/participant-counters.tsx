import {
  canAdd,
  canRemove,
  type CounterLimits,
  maxParticipants,
} from '../../../domain/booking/participant-counter';
import {
  PARTICIPANT_TIERS,
  type Participants,
  type ParticipantTier,
} from '../../../domain/pricing/participants';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';

/** Seniors first, as docs/product.md § Experience lists the groups (65+, 13+, 2-12, under 2). */
const ORDER: readonly ParticipantTier[] = ['seniors', 'adults', 'children', 'babies'];

/**
 * "−" and "+" per offered group (domain/booking/participant-counter.ts decides what each press does).
 * A refused button stays focusable with aria-disabled, so a press before a date is chosen can say why
 * (the toast) and a hint under the counters explains a limit instead of a silent grey button.
 */
export function ParticipantCounters({
  participants,
  limits,
  minPersons,
  onPress,
}: {
  participants: Participants;
  limits: CounterLimits;
  /** The experience's minimum per booking: said under the counters when above 1. */
  minPersons: number;
  onPress: (tier: ParticipantTier, delta: 1 | -1) => void;
}) {
  const { t } = useTranslation();
  const tiers = ORDER.filter((tier) => limits.offered.includes(tier) && PARTICIPANT_TIERS.includes(tier));
  const max = maxParticipants(limits.placesLeft, limits.maxPersons);
  const atMax =
    limits.dateChosen && tiers.every((tier) => !canAdd(participants, tier, limits)) && tiers.length > 0;
  const button =
    'grid size-10 place-items-center rounded-pill border border-line text-ink hover:border-accent aria-disabled:cursor-not-allowed aria-disabled:border-line aria-disabled:text-muted aria-disabled:opacity-50';
  return (
    <div>
      <ul className="divide-y divide-line">
        {tiers.map((tier) => {
          const name = t(`booking.card.tiers.${tier}`);
          const addable = canAdd(participants, tier, limits);
          const removable = canRemove(participants, tier, limits.dateChosen);
          return (
            <li key={tier} className="flex items-center justify-between gap-3 py-2.5">
              <div>
                <p className="font-semibold">{name}</p>
                <p className="text-xs text-muted">{t(`booking.card.ages.${tier}`)}</p>
              </div>
              <div className="flex items-center gap-3">
                <button
                  type="button"
                  className={button}
                  aria-disabled={!removable}
                  aria-label={t('booking.card.remove', { tier: name })}
                  onClick={() => onPress(tier, -1)}
                >
                  <Icon name="minus" className="size-4" />
                </button>
                <output
                  className="tabular w-6 text-center font-semibold"
                  aria-live="polite"
                  aria-label={name}
                >
                  {participants[tier]}
                </output>
                <button
                  type="button"
                  className={button}
                  aria-disabled={!addable}
                  aria-label={t('booking.card.add', { tier: name })}
                  onClick={() => onPress(tier, 1)}
                >
                  <Icon name="plus" className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {!limits.dateChosen ? (
        <p className="text-xs text-muted">{t('booking.card.participantsDateFirst')}</p>
      ) : atMax ? (
        <p className="text-xs text-muted">{t('booking.card.maxReached', { count: max })}</p>
      ) : null}
      {minPersons > 1 && (
        <p className="text-xs text-muted">{t('booking.card.minParticipants', { count: minPersons })}</p>
      )}
    </div>
  );
}
