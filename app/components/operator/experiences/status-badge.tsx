import type { ExperienceStatus } from '../../../../domain/experiences/experience-lifecycle';
import { useTranslation } from '../../../i18n/translation-context';

const TONE: Record<ExperienceStatus, string> = {
  draft: 'bg-surface-warm text-ink',
  in_review: 'bg-accent-soft text-accent-strong',
  published: 'bg-success-soft text-ink',
  paused: 'bg-surface-warm text-muted',
  rejected: 'bg-danger-soft text-ink',
  suspended: 'bg-danger-soft text-ink',
  unpublished: 'bg-danger-soft text-ink',
};

/** An experience's status in words, coloured by what it means for the operator. */
export function StatusBadge({ status }: { status: ExperienceStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-pill px-3 py-1 text-sm font-semibold ${TONE[status]}`}
      data-testid="experience-status"
      data-status={status}
    >
      {t(`operatorExperiences.status.${status}`)}
    </span>
  );
}
