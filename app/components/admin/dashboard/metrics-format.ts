import { formatNumber } from '../../../../common/i18n/translator';
import { formatUsd, usdToCents } from '../../../../domain/pricing/money';
import { useTranslation } from '../../../i18n/translation-context';

/** How the dashboard writes its figures in the page's language: dollars, counts and shares. */
export function useMetricsFormat() {
  const { t, lang } = useTranslation();
  return {
    usd: (value: number) => formatUsd(usdToCents(value), lang),
    count: (value: number) => formatNumber(value, lang),
    /** A share (0.1667) as a percentage with one decimal (16,7 % / 16.7%); a dash when unknown. */
    percent: (share: number | null) =>
      share === null
        ? t('admin.metrics.none')
        : t('admin.metrics.percent', { value: Math.round(share * 1000) / 10 }),
  };
}
