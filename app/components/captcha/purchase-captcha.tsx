import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import {
  CAPTCHA_OFF_TOKEN,
  type CaptchaConfig,
  PURCHASE_CHALLENGE_REFRESH_MS,
} from '../../../domain/captcha/captcha-config';
import { useTranslation } from '../../i18n/translation-context';
import { isAltchaChallenge, solveAltchaChallenge } from '../../lib/altcha-solver';
import { useApi } from '../../lib/api-client';
import { captchaChallengeEndpoint, captchaConfigEndpoint } from '../../../domain/captcha/contract';

/** What a parent can do with the captcha: get a fresh token after a purchase spent or refused one. */
export interface PurchaseCaptchaHandle {
  reset(): void;
}

export interface PurchaseCaptchaProps {
  /**
   * The token to send as the purchase's `captcha_token`, or null while there is none (verifying, failed,
   * expired). A token works for one purchase request: after a failed purchase call `reset()` (or remount
   * with a new `key`) for another.
   */
  onToken(token: string | null): void;
  ref?: Ref<PurchaseCaptchaHandle>;
}

type Status = 'verifying' | 'verified' | 'failed' | 'turnstile' | 'off';

/**
 * The captcha before a purchase (decision 0039), as the server configures it (`GET captcha/config`):
 * ALTCHA, the product's own proof of work, solved here without any third party; Cloudflare Turnstile when
 * the operator chose it; nothing when it is off (development only), which hands over a token at once.
 */
export function PurchaseCaptcha({ onToken, ref }: PurchaseCaptchaProps) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const [status, setStatus] = useState<Status>('verifying');
  const [config, setConfig] = useState<CaptchaConfig | null>(null);
  // Asked once per mount; later rounds reuse it.
  const configRef = useRef<CaptchaConfig | null>(null);
  // Each round asks for a new token: the first, a retry, a reset after a purchase, a refresh before expiry.
  const [round, setRound] = useState(0);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);
  const next = useCallback(() => setRound((value) => value + 1), []);
  useImperativeHandle(ref, () => ({ reset: next }), [next]);

  useEffect(() => {
    const controller = new AbortController();
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const give = (token: string | null) => {
      if (!controller.signal.aborted) onTokenRef.current(token);
    };
    give(null);
    void (async () => {
      try {
        const current = configRef.current ?? (await api(captchaConfigEndpoint));
        if (controller.signal.aborted) return;
        configRef.current = current;
        setConfig(current);
        if (current.provider === 'off') {
          setStatus('off');
          give(CAPTCHA_OFF_TOKEN);
          return;
        }
        if (current.provider === 'turnstile') {
          setStatus('turnstile');
          return;
        }
        setStatus('verifying');
        const challenge = await api(captchaChallengeEndpoint);
        if (!isAltchaChallenge(challenge)) throw new Error('not a challenge');
        const token = await solveAltchaChallenge(challenge, controller.signal);
        if (controller.signal.aborted) return;
        if (!token) throw new Error('unsolved');
        setStatus('verified');
        give(token);
        // The challenge expires on the server: an unused one is replaced before it does.
        refresh = setTimeout(next, PURCHASE_CHALLENGE_REFRESH_MS);
      } catch {
        if (controller.signal.aborted) return;
        setStatus('failed');
        give(null);
      }
    })();
    return () => {
      controller.abort();
      clearTimeout(refresh);
    };
  }, [round, api, next]);

  if (status === 'off') return null;
  if (status === 'turnstile' && config?.site_key) {
    return (
      <TurnstileWidget
        key={round}
        siteKey={config.site_key}
        lang={lang}
        label={t('captcha.turnstileLabel')}
        onToken={(token) => onTokenRef.current(token)}
        onRetry={next}
      />
    );
  }
  return (
    <div role="group" aria-label={t('captcha.title')} className="flex min-h-11 items-center gap-3 text-sm">
      {/* One live region whose text changes, so each state is announced. */}
      <p role="status" className={status === 'failed' ? 'text-danger' : 'text-muted'}>
        {status === 'verified' ? (
          <>
            <span aria-hidden="true" className="mr-1 text-success">
              ✓
            </span>
            {t('captcha.verified')}
          </>
        ) : status === 'failed' ? (
          t('captcha.failed')
        ) : (
          t('captcha.verifying')
        )}
      </p>
      {status === 'failed' ? <RetryButton label={t('captcha.retry')} onRetry={next} /> : null}
    </div>
  );
}

function RetryButton({ label, onRetry }: { label: string; onRetry(): void }) {
  return (
    <button
      type="button"
      onClick={onRetry}
      className="min-h-11 shrink-0 rounded-pill border border-accent px-4 font-semibold text-accent-strong hover:bg-accent-soft"
    >
      {label}
    </button>
  );
}

/** The part of Cloudflare's `window.turnstile` used here (https://developers.cloudflare.com/turnstile/get-started/client-side-rendering/). */
interface TurnstileApi {
  render(
    element: HTMLElement,
    options: {
      sitekey: string;
      language: string;
      callback(token: string): void;
      'error-callback'(): void;
      'expired-callback'(): void;
    },
  ): string;
  remove(widgetId: string): void;
}

/**
 * Cloudflare's script. It is the one thing the product loads from another origin, and only because the
 * operator set CAPTCHA_PROVIDER=turnstile with its keys: that explicit choice is what lets pages allow
 * challenges.cloudflare.com (server/plugins/security-headers.ts, pagePolicy). With ALTCHA nothing loads.
 */
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let turnstileScript: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  const current = (window as { turnstile?: TurnstileApi }).turnstile;
  if (current) return Promise.resolve(current);
  turnstileScript ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { turnstile?: TurnstileApi }).turnstile;
      if (loaded) resolve(loaded);
      else reject(new Error('turnstile missing'));
    };
    script.onerror = () => {
      turnstileScript = null;
      script.remove();
      reject(new Error('turnstile script failed'));
    };
    document.head.append(script);
  });
  return turnstileScript;
}

/** Turnstile's own widget (it shows its own status and retry); remounted with a new key for a new token. */
function TurnstileWidget({
  siteKey,
  lang,
  label,
  onToken,
  onRetry,
}: {
  siteKey: string;
  lang: string;
  label: string;
  onToken(token: string | null): void;
  onRetry(): void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);
  const [failed, setFailed] = useState(false);
  const { t } = useTranslation();

  useEffect(() => {
    let widgetId: string | null = null;
    let api: TurnstileApi | null = null;
    let gone = false;
    loadTurnstile()
      .then((loaded) => {
        if (gone || !host.current) return;
        api = loaded;
        widgetId = loaded.render(host.current, {
          sitekey: siteKey,
          language: lang,
          callback: (token) => onTokenRef.current(token),
          'error-callback': () => onTokenRef.current(null),
          'expired-callback': () => onTokenRef.current(null),
        });
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      if (api && widgetId) api.remove(widgetId);
    };
  }, [siteKey, lang]);

  return (
    <div role="group" aria-label={label}>
      <div ref={host} />
      <div className="flex items-center gap-3 text-sm">
        <p role="status" className="text-danger">
          {failed ? t('captcha.failed') : ''}
        </p>
        {failed ? <RetryButton label={t('captcha.retry')} onRetry={onRetry} /> : null}
      </div>
    </div>
  );
}
