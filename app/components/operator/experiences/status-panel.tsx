import type { SuccessAnswer } from '../../../../domain/contract/endpoint';
import { canTakeAction, type ExperienceAction } from '../../../../domain/experiences/experience-lifecycle';
import type { operatorExperienceEndpoint } from '../../../../domain/experiences/operator-contract';
import { useTranslation } from '../../../i18n/translation-context';
import { Icon } from '../../icon';
import { StatusBadge } from './status-badge';

type Experience = SuccessAnswer<typeof operatorExperienceEndpoint>['data'];

const OPERATOR_ACTIONS = ['submit', 'pause', 'resume'] as const satisfies readonly ExperienceAction[];

/**
 * Where the experience stands: its status, the reviewer's reason when rejected, the pending or rejected
 * change of a published one, what submitting still asks for, and the lifecycle buttons the status allows.
 */
export function StatusPanel({
  experience,
  busy,
  onAction,
}: {
  experience: Experience;
  busy: boolean;
  onAction: (action: (typeof OPERATOR_ACTIONS)[number]) => void;
}) {
  const { t } = useTranslation();
  const { revision } = experience;
  const actions = OPERATOR_ACTIONS.filter((action) => canTakeAction(experience.status, action));
  return (
    <section className="flex flex-col gap-3 rounded-card border border-line p-4 sm:p-6" aria-live="polite">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-h3 font-bold">{t('operatorExperiences.page.statusTitle')}</h2>
        <StatusBadge status={experience.status} />
      </div>
      <p className="text-muted">{t(`operatorExperiences.statusHelp.${experience.status}`)}</p>
      {(experience.status === 'rejected' || experience.status === 'unpublished') &&
        experience.rejection_reason && (
          <p className="rounded-card bg-danger-soft p-3" data-testid="rejection-reason">
            <strong>{t('operatorExperiences.page.reason')}</strong> {experience.rejection_reason}
          </p>
        )}
      {revision?.status === 'pending' && (
        <p className="rounded-card bg-accent-soft p-3" data-testid="revision-pending">
          {t('operatorExperiences.page.revisionPending')}
        </p>
      )}
      {revision?.status === 'rejected' && (
        <p className="rounded-card bg-danger-soft p-3" data-testid="revision-rejected">
          <strong>{t('operatorExperiences.page.revisionRejected')}</strong> {revision.rejection_reason}
        </p>
      )}
      {actions.includes('submit') && experience.missing.length > 0 && (
        <div data-testid="missing-pieces">
          <p className="font-semibold">{t('operatorExperiences.page.missingTitle')}</p>
          <ul className="mt-1 list-inside list-disc text-sm">
            {experience.missing.map((piece) => (
              <li key={piece.field}>{t(piece.message)}</li>
            ))}
          </ul>
        </div>
      )}
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              disabled={busy}
              onClick={() => onAction(action)}
              className="inline-flex min-h-11 items-center gap-2 rounded-pill border border-accent px-5 font-semibold text-accent-strong disabled:opacity-60"
            >
              <Icon name={action === 'submit' ? 'circle-check' : 'clock'} className="size-5" />
              {t(`operatorExperiences.page.actions.${action}`)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
