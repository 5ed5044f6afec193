import { companyLogoEndpoint } from '../../../domain/operators/company-contract';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { useToast } from '../toasts';
import type { CompanySettings } from './company-form';

/** The company's logo: a JPEG, PNG or WebP up to 2 MB that the server re-encodes and stores itself. */
export function LogoUpload({
  logoUrl,
  onSaved,
}: {
  logoUrl: string | null;
  onSaved: (settings: CompanySettings) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { busy, run } = useApiAction();
  return (
    <div className="flex items-center gap-4">
      {logoUrl ? (
        <img
          src={logoUrl}
          alt={t('operator.company.logoAlt')}
          width={80}
          height={80}
          className="size-20 rounded-card border border-line object-contain"
        />
      ) : (
        <div className="flex size-20 items-center justify-center rounded-card border border-dashed border-line text-sm text-muted">
          {t('operator.company.noLogo')}
        </div>
      )}
      <label className="cursor-pointer rounded-pill border border-line px-4 py-2 font-semibold hover:bg-surface-sunk focus-within:outline focus-within:outline-2 focus-within:outline-accent">
        {busy ? t('auth.working') : t('operator.company.changeLogo')}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            void run(async () => {
              const { data } = await api(companyLogoEndpoint, { blob: file });
              onSaved(data);
              toast({ kind: 'success', message: t('operator.company.logoSaved') });
            });
          }}
        />
      </label>
    </div>
  );
}
