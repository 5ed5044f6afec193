import { companyLogoEndpoint } from '../../../domain/operators/company-contract';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { ImageFileButton } from '../image-file-button';
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
      <ImageFileButton
        label={t('operator.company.changeLogo')}
        busy={busy}
        onFile={(file) =>
          void run(async () => {
            const { data } = await api(companyLogoEndpoint, { blob: file });
            onSaved(data);
            toast({ kind: 'success', message: t('operator.company.logoSaved') });
          })
        }
      />
    </div>
  );
}
