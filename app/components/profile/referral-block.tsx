import { useId, useRef, useState } from 'react';
import { formatUsd } from '../../../domain/pricing/money';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';

const button = 'inline-flex min-h-12 items-center justify-center gap-2 rounded-pill px-6 font-semibold';

/**
 * Refer and earn (docs/product.md § Audience, § Constants; docs/decisions/0042): the traveller's own /referent/{code}
 * link, a button that copies it (the outcome is announced in a live region) and one that shares it by
 * chat. The offer is said with the amounts the server pays (the back office's settings,
 * docs/decisions/0075-admin-promotions): by default 5 USD to the referrer at the friend's first purchase, the
 * friend's 15 USD welcome credit.
 */
export function ReferralBlock({
  code,
  origin,
  welcomeCents,
  rewardCents,
}: {
  code: string;
  origin: string;
  /** The sign-up credit and the referral reward as the settings give them now. */
  welcomeCents: number;
  rewardCents: number;
}) {
  const { t, lang } = useTranslation();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'copied' | 'copyFailed' | null>(null);
  const link = `${origin}/referent/${encodeURIComponent(code)}`;
  const welcome = formatUsd(welcomeCents, lang);
  const reward = formatUsd(rewardCents, lang);
  const chat = `https://wa.me/?text=${encodeURIComponent(`${t('referral.shareText', { welcome })} ${link}`)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus('copied');
    } catch {
      // No clipboard (an older browser, a denied permission): the link is selected for a manual copy.
      field.current?.select();
      setStatus('copyFailed');
    }
  };

  return (
    <section
      aria-labelledby="referral-title"
      className="rounded-card border border-line p-6"
      data-testid="referral"
    >
      <h3 id="referral-title" className="flex items-center gap-3 text-h4 font-bold">
        <Icon name="users" className="size-6 text-accent" />
        {t('referral.title')}
      </h3>
      <p className="mt-3">{t('referral.offer', { welcome, reward })}</p>
      <label htmlFor={fieldId} className="mt-5 block text-sm font-semibold">
        {t('referral.linkLabel')}
      </label>
      <input
        ref={field}
        id={fieldId}
        type="text"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block h-12 w-full rounded-card border border-line bg-surface-warm px-3 text-sm"
      />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => void copy()}
          className={`${button} bg-accent text-white hover:bg-accent-hover`}
        >
          <Icon name={status === 'copied' ? 'circle-check' : 'copy'} className="size-5" />
          {t('referral.copy')}
        </button>
        <a
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} border border-line text-accent-strong hover:bg-accent-soft`}
        >
          <Icon name="message-circle" className="size-5" />
          {t('referral.share')}
        </a>
      </div>
      <p role="status" className="mt-3 min-h-6 text-sm font-medium" data-testid="referral-status">
        {status && t(`referral.${status}`)}
      </p>
      <p className="mt-1 text-sm text-muted">{t('referral.once')}</p>
    </section>
  );
}
