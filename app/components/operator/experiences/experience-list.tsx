import { Link } from 'react-router';
import type { SuccessAnswer } from '../../../../domain/contract/endpoint';
import type { operatorExperiencesEndpoint } from '../../../../domain/experiences/operator-contract';
import { useTranslation } from '../../../i18n/translation-context';
import { Icon } from '../../icon';
import { StatusBadge } from './status-badge';

type Row = SuccessAnswer<typeof operatorExperiencesEndpoint>['data'][number];

/**
 * The company's experiences with their status, the reviewer's reason of a rejected one, and the state of
 * a published one's pending change; each opens its editor.
 */
export function ExperienceList({ rows }: { rows: Row[] }) {
  const { t, lang } = useTranslation();
  if (rows.length === 0) {
    return (
      <p className="rounded-card bg-surface-warm p-6 text-center" data-testid="no-experiences">
        {t('operatorExperiences.page.none')}
      </p>
    );
  }
  return (
    <ul
      className="flex flex-col divide-y divide-line rounded-card border border-line"
      data-testid="experience-list"
    >
      {rows.map((row) => {
        const name = row.name[lang] ?? row.name.es ?? row.name.en ?? t('operatorExperiences.page.untitled');
        return (
          <li key={row.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <Link
                to={`/operator/experiences/${row.id}`}
                className="font-semibold text-accent-strong underline-offset-2 hover:underline"
              >
                {name}
              </Link>
              {(row.status === 'rejected' || row.status === 'unpublished') && row.rejection_reason && (
                <p className="mt-1 text-sm">
                  <strong>{t('operatorExperiences.page.reason')}</strong> {row.rejection_reason}
                </p>
              )}
              {row.revision?.status === 'pending' && (
                <p className="mt-1 text-sm text-muted">{t('operatorExperiences.page.revisionPending')}</p>
              )}
              {row.revision?.status === 'rejected' && (
                <p className="mt-1 text-sm">
                  <strong>{t('operatorExperiences.page.revisionRejected')}</strong>{' '}
                  {row.revision.rejection_reason}
                </p>
              )}
            </div>
            <div className="flex items-center gap-3">
              <StatusBadge status={row.status} />
              <Icon name="chevron-right" className="hidden size-5 text-muted sm:block" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
