import { type FormEvent, useState } from 'react';
import { CameraReader } from '../../components/check-in/camera-reader';
import { waitingCount, type ScanQueueState } from '../../components/check-in/scan-queue-machine';
import { ScanResult } from '../../components/check-in/scan-result';
import { useScanQueue } from '../../components/check-in/use-scan-queue';
import { Icon } from '../../components/icon';
import { useTranslation } from '../../i18n/translation-context';
import { privateHeaders, privateStepMeta, stepTitle } from '../../lib/private-step-route';
import { CAMERA_PAGE_PERMISSIONS_POLICY } from '../../../common/permissions-policy';
import type { Route } from './+types/check-in';

export async function loader({ request }: Route.LoaderArgs) {
  return stepTitle(request, 'operator.checkIn.title');
}

/** One traveller's answers, never cached; the one page allowed the camera (docs/decisions/0072-check-in.md). */
export function headers() {
  return { ...privateHeaders(), 'Permissions-Policy': CAMERA_PAGE_PERMISSIONS_POLICY };
}
export const meta = privateStepMeta;

/** The latest scan still on the device while it cannot be sent: shown as kept, not as answered. */
function keptScan(state: ScanQueueState): string | null {
  const latest = state.queue.at(-1) ?? state.sending;
  if (!latest || (state.online && state.retryAt === null)) return null;
  const answered = state.outcomes[0];
  return answered && answered.at > latest.at ? null : latest.scanned;
}

/** How many scans wait, and whether the connection is gone. */
function QueueBanner({ state }: { state: ScanQueueState }) {
  const { t } = useTranslation();
  const waiting = waitingCount(state);
  if (state.online && waiting === 0) return null;
  return (
    <div
      className="flex items-start gap-3 rounded-card border border-warning bg-warning-soft p-4"
      data-testid="check-in-queue"
    >
      <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0 text-warning" />
      <div>
        {!state.online ? <p className="font-semibold">{t('operator.checkIn.queue.offline')}</p> : null}
        {waiting > 0 ? <p>{t('operator.checkIn.queue.waiting', { count: waiting })}</p> : null}
      </div>
    </div>
  );
}

/** The code typed by hand, for a voucher that cannot be scanned. */
function ManualCode({ onSubmit }: { onSubmit: (code: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    onSubmit(code);
    setCode('');
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor="check-in-code" className="font-semibold">
        {t('operator.checkIn.manual.label')}
      </label>
      <p id="check-in-code-hint" className="text-sm text-muted">
        {t('operator.checkIn.manual.hint')}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id="check-in-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby="check-in-code-hint"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={500}
          className="h-14 w-full rounded-card border border-line bg-surface px-4 text-h4 uppercase sm:max-w-xs"
        />
        <button
          type="submit"
          className="inline-flex min-h-14 items-center justify-center gap-2 rounded-pill border-2 border-accent px-6 text-h4 font-semibold text-accent-strong hover:bg-accent-soft"
        >
          <Icon name="circle-check" className="size-6" />
          {t('operator.checkIn.manual.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * /operator/check-in (docs/product.md § Check-in), a section of the operators' workspace (its layout admits
 * operators only): the camera reads each voucher's QR, or the code is typed; each answer is shown in large
 * type, and scans made without a connection wait on the device (scan-queue.ts).
 */
export default function OperatorCheckIn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, scan } = useScanQueue();
  return (
    <section aria-labelledby="operator-check-in" className="flex max-w-2xl flex-col gap-6">
      <div>
        <h1 id="operator-check-in" className="text-h2 font-bold">
          {loaderData.title}
        </h1>
        <p className="mt-2 text-muted">{t('operator.checkIn.intro')}</p>
      </div>
      <QueueBanner state={state} />
      <ScanResult outcome={state.outcomes[0] ?? null} queued={keptScan(state)} />
      <CameraReader onRead={scan} />
      <ManualCode onSubmit={scan} />
    </section>
  );
}
