import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  secondFactorConfirmEndpoint,
  secondFactorSetupEndpoint,
  secondFactorVerifyEndpoint,
} from '../../../domain/admins/second-factor-contract';
import type { QrDrawing } from '../../../domain/purchases/voucher-view';
import { useTranslation } from '../../i18n/translation-context';
import { type ApiError, useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { ApiForm } from '../api-form';
import { FormField } from '../auth/form-field';
import { SubmitButton } from '../auth/submit-button';
import { Icon } from '../icon';
import { QrImage } from '../qr-image';
import { useToast } from '../toasts';

/**
 * The admin sign-in's second step (docs/decisions/0057-admin-second-factor): the first time, a QR code for
 * an authenticator app, a first code and the ten recovery codes shown once; afterwards, a code (or a
 * recovery code). Passing it reloads the page's data, which then shows the admin pages.
 */
export function SecondFactorStep({ step }: { step: 'setup' | 'verify' }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-h2 font-bold">
        <Icon name="shield-check" className="size-8 shrink-0 text-accent" />
        {t(step === 'setup' ? 'admin.secondFactor.setupTitle' : 'admin.secondFactor.verifyTitle')}
      </h1>
      {step === 'setup' ? <Setup /> : <Verify />}
    </div>
  );
}

/**
 * The code form of both steps: `send` calls the API with the code typed; an invalid code answered by
 * the server is shown under the field, any other failure as a toast.
 */
function CodeForm({
  hintKey,
  submitKey,
  send,
}: {
  hintKey: string;
  submitKey: string;
  send: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { busy, run } = useApiAction();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const handled = (apiError: ApiError) => {
    if (apiError.code !== 'SECOND_FACTOR_CODE_INVALID') return false;
    setError(apiError.message);
    return true;
  };
  const empty = code.trim() === '';
  return (
    <ApiForm blocked={empty} onSubmit={() => void run(() => send(code), handled)}>
      <FormField
        label={t('admin.secondFactor.code')}
        name="code"
        inputMode="text"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        error={error}
        forceError={Boolean(error)}
        hint={t(hintKey)}
      />
      <SubmitButton busy={busy} disabled={empty}>
        {t(submitKey)}
      </SubmitButton>
    </ApiForm>
  );
}

type Setup = { secret: string; qr: QrDrawing };

function Setup() {
  const { t } = useTranslation();
  const api = useApi();
  const { run } = useApiAction();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  useEffect(() => {
    void run(async () => {
      const answer = await api(secondFactorSetupEndpoint);
      setSetup({
        secret: answer.data.secret,
        qr: { viewBox: answer.data.qr.view_box, paths: answer.data.qr.paths },
      });
    });
  }, [api, run]);
  if (codes) return <RecoveryCodes codes={codes} />;
  if (!setup) {
    return (
      <p role="status" className="mt-6 text-muted">
        {t('admin.secondFactor.loading')}
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-6">
      <p className="text-muted">{t('admin.secondFactor.setupIntro')}</p>
      <QrImage qr={setup.qr} label={t('admin.secondFactor.qrLabel')} className="mx-auto size-56" />
      <div>
        <p className="text-sm font-semibold">{t('admin.secondFactor.secretLabel')}</p>
        <code
          data-testid="totp-secret"
          className="mt-1 block break-all rounded-card bg-surface-warm p-3 font-mono"
        >
          {setup.secret}
        </code>
      </div>
      <CodeForm
        hintKey="admin.secondFactor.codeHint"
        submitKey="admin.secondFactor.confirm"
        send={async (code) => {
          const answer = await api(secondFactorConfirmEndpoint, { body: { code } });
          setCodes(answer.data.recovery_codes);
        }}
      />
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <section aria-labelledby="recovery-codes" className="mt-6 space-y-4">
      <h2 id="recovery-codes" className="text-h3 font-bold">
        {t('admin.secondFactor.recoveryTitle')}
      </h2>
      <p className="text-muted">{t('admin.secondFactor.recoveryIntro')}</p>
      <ul
        aria-label={t('admin.secondFactor.recoveryListLabel')}
        className="grid grid-cols-2 gap-2 rounded-card border border-line p-4 font-mono"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        className="min-h-12 w-full rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
      >
        {t('admin.secondFactor.recoveryDone')}
      </button>
    </section>
  );
}

function Verify() {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  return (
    <div className="mt-4 space-y-6">
      <p className="text-muted">{t('admin.secondFactor.verifyIntro')}</p>
      <CodeForm
        hintKey="admin.secondFactor.verifyCodeHint"
        submitKey="admin.secondFactor.verify"
        send={async (code) => {
          const answer = await api(secondFactorVerifyEndpoint, { body: { code } });
          if (answer.data.method === 'recovery') {
            const count = answer.data.recovery_codes_left;
            toast({ kind: 'warning', message: t('admin.secondFactor.recoveryUsed', { count }) });
          }
          await revalidator.revalidate();
        }}
      />
    </div>
  );
}
