import { useState } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import type { AuthIntent } from '../../lib/session';
import { Sheet } from '../sheet';
import { CheckEmailStep } from './check-email-step';
import { CheckInboxStep } from './check-inbox-step';
import { RecoverStep } from './recover-step';
import { SignInStep } from './sign-in-step';
import { SignUpStep } from './sign-up-step';
import { SignUpSuccessStep } from './sign-up-success-step';
import { Icon } from '../icon';

export type AuthStep = 'checkEmail' | 'signIn' | 'signUp' | 'recover' | 'success' | 'checkInbox';

/**
 * Where each step's back arrow goes (docs/product.md § Sign-in dialog): to the e-mail step, and from recovery
 * back to sign in.
 */
const BACK: Partial<Record<AuthStep, AuthStep>> = {
  signIn: 'checkEmail',
  signUp: 'checkEmail',
  recover: 'signIn',
};

/**
 * The sign-in and sign-up modal of docs/product.md § Sign-in dialog: check the e-mail, then sign in (or
 * recover the password) for an existing account, or sign up for a new one, then a success step. Loaded only
 * when opened.
 */
export default function AuthDialog({ intent, onClose }: { intent: AuthIntent; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<AuthStep>('checkEmail');
  const [email, setEmail] = useState('');
  /** The sign-up credit the sign-up answered, for the success step. */
  const [creditCents, setCreditCents] = useState(0);
  const back = BACK[step];
  const titles: Record<AuthStep, string> = {
    checkEmail: intent === 'signUp' ? t('auth.signUpTitle') : t('auth.welcomeTitle'),
    signIn: t('auth.signInTitle'),
    signUp: t('auth.signUpTitle'),
    recover: t('auth.recoverTitle'),
    success: t('auth.successTitle'),
    checkInbox: t('auth.checkInboxTitle'),
  };
  return (
    <Sheet open onClose={onClose} title={titles[step]} placement="center">
      {back && (
        <button
          type="button"
          onClick={() => setStep(back)}
          className="-ml-2 mb-4 flex items-center gap-1 rounded-pill px-2 py-1 font-semibold text-accent-strong hover:bg-accent-soft"
        >
          <Icon name="arrow-left" className="size-5" />
          {t('auth.back')}
        </button>
      )}
      {step === 'checkEmail' && (
        <CheckEmailStep
          initial={email}
          onChecked={(address, exists) => {
            setEmail(address);
            setStep(exists ? 'signIn' : 'signUp');
          }}
        />
      )}
      {step === 'signIn' && <SignInStep email={email} onForgot={() => setStep('recover')} onDone={onClose} />}
      {step === 'signUp' && (
        <SignUpStep
          email={email}
          onDone={(credit) => {
            setCreditCents(credit);
            setStep('success');
          }}
          onLinkSent={() => setStep('checkInbox')}
        />
      )}
      {step === 'recover' && <RecoverStep email={email} onSent={() => setStep('signIn')} />}
      {step === 'success' && <SignUpSuccessStep creditCents={creditCents} onContinue={onClose} />}
      {step === 'checkInbox' && <CheckInboxStep email={email} onContinue={onClose} />}
    </Sheet>
  );
}
