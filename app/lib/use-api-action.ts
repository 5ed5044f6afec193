import { useCallback, useState } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { useToast } from '../components/toasts';
import { ApiError } from './api-client';

/**
 * One way for a form to call the API: `busy` while it runs (the submit button says so and cannot be
 * pressed twice), and any failure becomes the error toast with the server's translated message, unless
 * `handled` takes it (an inline field error, a different step).
 */
export function useApiAction() {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<void>, handled?: (error: ApiError) => boolean) => {
      setBusy(true);
      try {
        await action();
      } catch (error) {
        if (error instanceof ApiError && handled?.(error)) return;
        toast({ kind: 'error', message: error instanceof ApiError ? error.message : t('errors.internal') });
      } finally {
        setBusy(false);
      }
    },
    [t, toast],
  );
  return { busy, run };
}
