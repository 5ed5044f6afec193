import { useTranslation } from '../../i18n/translation-context';

/** What staff see on a section that is the owner's: why it is closed to them. */
export function OwnerOnly() {
  const { t } = useTranslation();
  return (
    <div className="max-w-xl rounded-card border border-line p-6">
      <h1 className="text-h3 font-bold">{t('operator.ownerOnly.title')}</h1>
      <p className="mt-2 text-muted">{t('errors.ownerOnly')}</p>
    </div>
  );
}
