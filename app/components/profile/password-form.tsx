import { useState } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import { newPasswordSchema } from '../../../domain/accounts/password-rules';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { firstIssue } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { FormField } from '../auth/form-field';
import { SubmitButton } from '../auth/submit-button';
import { useToast } from '../toasts';
import { ApiForm } from '../api-form';
import { changePasswordEndpoint } from '../../../domain/accounts/auth-contract';

const newPassword = newPasswordSchema();

/**
 * Change the password: the current one (or the temporary one from recovery), the new one twice. Other
 * sessions end; this browser gets a fresh one from the answer's cookie.
 */
export function PasswordForm({ mustChange }: { mustChange: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { setUser } = useSession();
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const { busy, run } = useApiAction();
  const nextIssue = firstIssue(newPassword, form.next);
  const mismatch = form.confirm !== '' && form.confirm !== form.next;
  const invalid = form.current === '' || Boolean(nextIssue) || form.confirm !== form.next;
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  return (
    <ApiForm
      blocked={invalid}
      onSubmit={() => {
        void run(async () => {
          const { user } = await api(changePasswordEndpoint, {
            body: { current_password: form.current, new_password: form.next, confirm_password: form.confirm },
          });
          setUser(user);
          setForm({ current: '', next: '', confirm: '' });
          toast({ kind: 'success', message: t('profile.passwordChanged') });
        });
      }}
    >
      {mustChange && (
        <p role="status" className="rounded-card bg-warning-soft p-4">
          {t('auth.chooseNewPassword')}
        </p>
      )}
      <FormField
        label={mustChange ? t('profile.temporaryPassword') : t('profile.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={form.current}
        onChange={(event) => set({ current: event.target.value })}
        error={form.current === '' ? t('profile.errors.currentPasswordRequired') : undefined}
      />
      <FormField
        label={t('profile.newPassword')}
        type="password"
        autoComplete="new-password"
        value={form.next}
        onChange={(event) => set({ next: event.target.value })}
        error={nextIssue && t(nextIssue)}
        hint={t('auth.passwordHint')}
      />
      <FormField
        label={t('profile.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={form.confirm}
        onChange={(event) => set({ confirm: event.target.value })}
        error={mismatch ? t('profile.errors.passwordsDoNotMatch') : undefined}
        forceError={mismatch}
      />
      <div className="sm:w-64">
        <SubmitButton disabled={invalid} busy={busy}>
          {t('profile.changePassword')}
        </SubmitButton>
      </div>
    </ApiForm>
  );
}
