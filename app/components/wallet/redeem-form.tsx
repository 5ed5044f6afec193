import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { normalizeGiftCardCode } from '../../../domain/giftcards/gift-card-code';
import { useTranslation } from '../../i18n/translation-context';
import { type ApiError, useApi } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useApiAction } from '../../lib/use-api-action';
import { SubmitButton } from '../auth/submit-button';
import { Icon } from '../icon';
import { caretAfterFormatting, formatTypedCode } from './gift-card-code-input';
import { RedeemSuccessDialog } from './redeem-success-dialog';
import type { SuccessAnswer } from '../../../domain/contract/endpoint';
import { redeemGiftCardEndpoint } from '../../../domain/wallet/contract';

/** The catalogue key of what is wrong with a typed code, before asking the server (docs/product.md § Validation). */
function codeIssue(typed: string): string | undefined {
  if (typed.trim() === '') return 'redeem.codeRequired';
  if (!normalizeGiftCardCode(typed)) return 'redeem.codeInvalid';
  return undefined;
}

/**
 * The redeem form (docs/product.md § Pages; docs/decisions/0041): one code field that groups the characters as they are typed or
 * pasted; an empty and a malformed code get different messages before any call; the call shows that it
 * runs, then a dialog with the credited amount, and the balance shown here and in the header follows. A
 * refusal from the server (unknown, used or expired code, too many tries) shows its message under the field.
 */
export function RedeemForm() {
  const { t } = useTranslation();
  const api = useApi();
  const { user, setUser } = useSession();
  const { busy, run } = useApiAction();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [redeemed, setRedeemed] = useState<SuccessAnswer<typeof redeemGiftCardEndpoint>['data'] | null>(null);

  // The caret is put back after React wrote the reformatted value, before the browser paints.
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [code]);

  const submit = () => {
    const issue = codeIssue(code);
    if (issue) {
      setError(t(issue));
      input.current?.focus();
      return;
    }
    setError(null);
    void run(
      async () => {
        const answer = await api(redeemGiftCardEndpoint, {
          body: { code: normalizeGiftCardCode(code) },
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        });
        setRedeemed(answer.data);
        setCode('');
        // The answer carries the new balance: the session's user takes it, so this page and the
        // account menu show it at once (the root loader does not rerun on its own, app/root.tsx).
        if (user) setUser({ ...user, balance: answer.data.balance });
      },
      (failure: ApiError) => {
        if (failure.status === 0 || failure.status >= 500) return false;
        setError(failure.message);
        input.current?.focus();
        return true;
      },
    );
  };

  const shownError = error ?? undefined;
  return (
    <>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div>
          <label htmlFor={id} className="block font-semibold">
            {t('redeem.page.codeLabel')}
          </label>
          <input
            ref={input}
            id={id}
            name="code"
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            required
            maxLength={19}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            value={code}
            onChange={(event) => {
              const raw = event.target.value;
              const formatted = formatTypedCode(raw);
              caret.current = caretAfterFormatting(raw, event.target.selectionStart ?? raw.length, formatted);
              setCode(formatted);
              if (error) setError(null);
            }}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-error` : `${id}-hint`}
            className="tabular mt-1 block h-14 w-full rounded-card border border-line bg-surface px-4 font-mono text-lg uppercase tracking-widest placeholder:text-muted/60 aria-[invalid]:border-danger"
          />
          {shownError ? (
            <p id={`${id}-error`} className="mt-2 flex gap-2 text-sm text-danger" data-testid="redeem-error">
              <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
              {shownError}
            </p>
          ) : (
            <p id={`${id}-hint`} className="mt-2 text-sm text-muted">
              {t('redeem.page.codeHint')}
            </p>
          )}
        </div>
        <div className="sm:w-64">
          <SubmitButton busy={busy} busyLabel={t('redeem.page.submitting')}>
            {t('redeem.page.submit')}
          </SubmitButton>
        </div>
      </form>
      <RedeemSuccessDialog
        redeemed={redeemed}
        onClose={() => {
          setRedeemed(null);
        }}
      />
      <p className="mt-8 text-sm">
        <Link to="/profile/credit-giftcard/balance" className="font-semibold text-accent-strong underline">
          {t('profile.seeBalance')}
        </Link>
      </p>
    </>
  );
}
