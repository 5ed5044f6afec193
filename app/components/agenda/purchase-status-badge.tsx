import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';
import type { IconName } from '../icon-names';
import { statusTone, type StatusTone } from '../../../domain/purchases/purchase-lifecycle';
import { statusKey } from './purchase-words';

const TONES: Record<StatusTone, { className: string; icon: IconName }> = {
  done: { className: 'bg-success-soft text-success', icon: 'circle-check' },
  ahead: { className: 'bg-warning-soft text-warning', icon: 'clock' },
  canceled: { className: 'bg-danger-soft text-danger', icon: 'circle-x' },
  unknown: { className: 'bg-surface-sunk text-muted', icon: 'circle-help' },
};

/** The purchase's status in words, with an icon and a colour that say the same (never colour alone). */
export function PurchaseStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = TONES[statusTone(status)];
  return (
    <span
      data-testid="purchase-status"
      className={`inline-flex items-center gap-1 rounded-pill px-3 py-1 text-sm font-semibold ${tone.className}`}
    >
      <Icon name={tone.icon} className="size-4" />
      {t(statusKey(status))}
    </span>
  );
}
