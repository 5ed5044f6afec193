import { Link } from 'react-router';
import type { VoucherView } from '../../../domain/purchases/voucher-view';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';
import { IconFact } from '../icon-fact';
import { NextStepsFacts } from '../next-steps/next-steps-facts';
import { QrImage } from '../qr-image';

/** Confirmed and completed read as done; cancellations as such; the rest as under way. Words say it too. */
function StatusBadge({ voucher }: { voucher: VoucherView }) {
  const tone = voucher.canceled
    ? 'bg-danger-soft text-danger'
    : voucher.status === 'confirmed' || voucher.status === 'completed'
      ? 'bg-success-soft text-success'
      : 'bg-warning-soft text-warning';
  return (
    <span
      data-testid="voucher-status"
      className={`inline-flex items-center gap-1 rounded-pill px-3 py-1 text-sm font-semibold ${tone}`}
    >
      <Icon name={voucher.canceled ? 'circle-alert' : 'circle-check'} className="size-4" />
      {voucher.statusLabel}
    </span>
  );
}

function QrCode({ voucher }: { voucher: VoucherView }) {
  const { t } = useTranslation();
  return (
    <QrImage
      qr={voucher.qr}
      label={t('voucher.qrLabel', { code: voucher.code })}
      className="mx-auto size-56"
    />
  );
}

const secondaryButton =
  'flex min-h-12 w-full items-center justify-center gap-2 rounded-pill border border-line px-6 font-semibold text-accent-strong hover:bg-accent-soft';

/**
 * A purchase's voucher (docs/decisions/0039). Phones: the code and its QR first (what is shown at the
 * meeting point), then the next steps (when, where, whom to contact, what to bring, until when to cancel)
 * and what was booked, then the payment; desktops: the booking on the left, code
 * and payment on the right. Built from words the server wrote (domain/purchases/voucher-view.ts).
 */
export function VoucherDetails({ voucher }: { voucher: VoucherView }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start lg:gap-x-10 lg:gap-y-6 print:block">
      <section
        aria-labelledby="voucher-code"
        className="rounded-card border border-line p-5 text-center shadow-soft lg:col-start-2 lg:row-start-1 print:shadow-none"
      >
        <StatusBadge voucher={voucher} />
        <p className="mt-4 text-sm text-muted">{t('voucher.codeLabel')}</p>
        <p id="voucher-code" className="tabular text-h3 font-bold tracking-wider">
          {voucher.code}
        </p>
        <h2 className="sr-only">{t('voucher.qrTitle')}</h2>
        <div className="mt-4">
          <QrCode voucher={voucher} />
        </div>
        <p className="mt-2 text-sm text-muted">{t('voucher.qrHelp')}</p>
        <div data-print-hide className="mt-5 space-y-3">
          <a href={voucher.calendarPath} download={`${voucher.code}.ics`} className={secondaryButton}>
            <Icon name="clock" className="size-5" />
            {t('voucher.addToCalendar')}
          </a>
          <button type="button" onClick={() => window.print()} className={secondaryButton}>
            {t('voucher.print')}
          </button>
        </div>
      </section>
      <section
        aria-labelledby="voucher-experience"
        className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1 print:my-4"
      >
        <p className="text-sm text-muted">{t('voucher.experience')}</p>
        <h2 id="voucher-experience" className="mt-1 text-h4 font-bold">
          <Link to={voucher.experiencePath} className="hover:text-accent hover:underline">
            {voucher.experienceName}
          </Link>
        </h2>
        <h3 className="mt-6 text-base font-bold">{voucher.next.title}</h3>
        <div className="mt-2">
          <NextStepsFacts next={voucher.next} />
        </div>
        <dl className="mt-4">
          {voucher.duration && (
            <IconFact icon="clock" title={t('voucher.durationLabel')}>
              <p className="font-semibold">{voucher.duration}</p>
            </IconFact>
          )}
          <IconFact icon="users" title={t('voucher.participants')}>
            <ul className="font-semibold">
              {voucher.participants.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </IconFact>
          {voucher.addOns.length > 0 && (
            <IconFact icon="sparkles" title={t('voucher.addOns')}>
              <ul className="font-semibold">
                {voucher.addOns.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </IconFact>
          )}
        </dl>
      </section>
      <section
        aria-labelledby="voucher-payment"
        className="rounded-card border border-line p-5 lg:col-start-2 lg:row-start-2 print:mt-4"
      >
        <h2 id="voucher-payment" className="text-h4 font-bold">
          {t('voucher.payment')}
        </h2>
        <dl className="mt-4 space-y-3 text-sm">
          {voucher.amounts.map((line) => (
            <div
              key={line.key}
              className={`flex justify-between gap-4 ${line.key === 'total' ? 'border-t border-line pt-3 text-base font-bold' : ''}`}
            >
              <dt className="min-w-0">{line.label}</dt>
              <dd className={`tabular shrink-0 text-right ${line.cents < 0 ? 'text-success' : ''}`}>
                {line.amount}
              </dd>
            </div>
          ))}
          {voucher.refunded && (
            <div className="flex justify-between gap-4">
              <dt>{t('voucher.refunded')}</dt>
              <dd className="tabular shrink-0 text-right">{voucher.refunded}</dd>
            </div>
          )}
        </dl>
        <p className="mt-4 text-sm text-muted">{t('voucher.currencyNote')}</p>
      </section>
    </div>
  );
}
