import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ReviewStanding } from '../../../domain/reviews/review-standing';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';
import type { IconName } from '../icon-names';

/** Where a traveller's past purchases are listed (the agenda), from which reviews start. */
export const PAST_PURCHASES_PATH = '/agenda/past-purchases';

export type ReviewOutcomeKind = 'thanks' | Exclude<ReviewStanding, 'open'>;

const OUTCOMES: Record<ReviewOutcomeKind, { icon: IconName; tone: string; title: string; text: string }> = {
  thanks: {
    icon: 'party-popper',
    tone: 'text-success',
    title: 'reviewPage.thanksTitle',
    text: 'reviewPage.thanksText',
  },
  reviewed: {
    icon: 'circle-check',
    tone: 'text-success',
    title: 'reviewPage.reviewedTitle',
    text: 'reviewPage.reviewedText',
  },
  not_yet: {
    icon: 'clock',
    tone: 'text-accent',
    title: 'reviewPage.notYetTitle',
    text: 'reviewPage.notYetText',
  },
  not_purchased: {
    icon: 'info',
    tone: 'text-accent',
    title: 'reviewPage.notPurchasedTitle',
    text: 'reviewPage.notPurchasedText',
  },
};

// Each link keeps its words on one line and fills its row: side by side when both fit, stacked otherwise.
const button =
  'flex min-h-12 grow items-center justify-center whitespace-nowrap rounded-pill px-6 font-semibold';
const primary = `${button} bg-accent text-white hover:bg-accent-hover`;
const secondary = `${button} border border-line bg-surface text-accent-strong hover:bg-accent-soft`;

/**
 * What the page says instead of a form that could not succeed (already reviewed, not lived yet, never
 * bought) or once the review is posted, with the next step: the experience's page, where the review now
 * shows, or the past purchases. `focus` moves focus to the heading when the form is replaced, so a screen
 * reader announces the outcome.
 */
export function ReviewOutcome({
  kind,
  experienceUrl,
  focus = false,
}: {
  kind: ReviewOutcomeKind;
  experienceUrl: string;
  focus?: boolean;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, kind]);
  const outcome = OUTCOMES[kind];
  const toExperience = kind === 'thanks' || kind === 'reviewed';
  const experienceLink = (
    <Link to={experienceUrl} className={toExperience ? primary : secondary}>
      {t('reviewPage.viewExperience')}
    </Link>
  );
  const agendaLink = (
    <Link to={PAST_PURCHASES_PATH} className={toExperience ? secondary : primary}>
      {t('reviewPage.pastPurchases')}
    </Link>
  );
  return (
    <section
      data-testid="review-outcome"
      data-outcome={kind}
      aria-labelledby="review-outcome-title"
      className="rounded-card border border-line bg-surface-warm p-6"
    >
      <Icon name={outcome.icon} className={`size-10 ${outcome.tone}`} />
      <h2
        ref={heading}
        id="review-outcome-title"
        tabIndex={-1}
        className="mt-3 scroll-mt-24 text-h4 font-bold focus-visible:outline-none"
      >
        {t(outcome.title)}
      </h2>
      <p className="mt-2 text-muted">{t(outcome.text)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {toExperience ? experienceLink : agendaLink}
        {toExperience ? agendaLink : experienceLink}
      </div>
    </section>
  );
}
