import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  operatorNotificationsEndpoint,
  putOperatorNotificationsEndpoint,
} from '../../../domain/operators/notifications-contract';
import { useToast } from '../../components/toasts';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { privateHeaders, privateStepMeta, stepTitle } from '../../lib/private-step-route';
import type { Route } from './+types/notifications';

/**
 * /operator/notifications (docs/product.md § Operator e-mails), a section of the operators' workspace:
 * which operator e-mails the signed-in operator user receives. Each switch saves at once; the company's
 * contact address always gets the booking and cancellation e-mails.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return stepTitle(request, 'operator.nav.notifications');
}

export const headers = privateHeaders;
export const meta = privateStepMeta;

const CHOICES = ['new_booking', 'cancellation', 'daily_manifest'] as const;
const KEY = ['operator-notifications'] as const;

export default function OperatorNotifications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queries = useQueryClient();
  const toast = useToast();
  const { busy, run } = useApiAction();
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api(operatorNotificationsEndpoint, { signal }),
  });
  const choices = query.data?.data;

  const toggle = (name: (typeof CHOICES)[number], on: boolean) => {
    if (!choices) return;
    const body = {
      new_booking: choices.new_booking,
      cancellation: choices.cancellation,
      daily_manifest: choices.daily_manifest,
      [name]: on,
    };
    // The switch moves at once; a refusal puts back what the server holds.
    queries.setQueryData(KEY, { data: { ...choices, ...body } });
    void run(async () => {
      try {
        queries.setQueryData(KEY, await api(putOperatorNotificationsEndpoint, { body }));
      } catch (error) {
        await queries.invalidateQueries({ queryKey: KEY });
        throw error;
      }
      toast({ kind: 'success', message: t('operator.notifications.saved') });
    });
  };

  return (
    <section aria-labelledby="operator-notifications" className="max-w-2xl">
      <h1 id="operator-notifications" className="text-h2 font-bold">
        {loaderData.title}
      </h1>
      <p className="mt-3 text-muted">{t('operator.notifications.intro')}</p>
      {query.isPending ? (
        <p className="mt-6 text-muted" role="status">
          {t('operator.notifications.loading')}
        </p>
      ) : query.isError || !choices ? (
        <div className="mt-6" role="alert">
          <p>{query.error?.message}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-2 font-semibold text-accent-strong underline"
          >
            {t('operator.notifications.retry')}
          </button>
        </div>
      ) : (
        <>
          <fieldset className="mt-6 rounded-card border border-line">
            <legend className="sr-only">{loaderData.title}</legend>
            {CHOICES.map((name) => (
              <label
                key={name}
                htmlFor={`notify-${name}`}
                className="grid min-h-16 cursor-pointer grid-cols-[auto_1fr] items-center gap-x-4 border-b border-line p-4 last:border-b-0"
              >
                <input
                  id={`notify-${name}`}
                  type="checkbox"
                  name={name}
                  checked={choices[name]}
                  disabled={busy}
                  onChange={(event) => toggle(name, event.target.checked)}
                  className="row-span-2 size-6 shrink-0 accent-accent"
                />
                <span className="font-semibold">{t(`operator.notifications.${name}.label`)}</span>
                <span className="text-sm text-muted">{t(`operator.notifications.${name}.help`)}</span>
              </label>
            ))}
          </fieldset>
          <p className="mt-4 break-words text-sm text-muted">
            {t('operator.notifications.contact', { email: choices.contact_email })}
          </p>
        </>
      )}
    </section>
  );
}
