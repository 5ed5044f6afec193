import { useTranslation } from '../../i18n/translation-context';
import { useSession } from '../../lib/session';
import { Icon } from '../icon';

/** What a signed-out visitor sees on a personal page: why, and the way in. */
export function SignInPrompt({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  const { openAuth } = useSession();
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-h2 font-bold">{title}</h1>
      <p className="mt-3 text-muted">{message}</p>
      <button
        type="button"
        onClick={() => openAuth('signIn')}
        className="mx-auto mt-6 flex min-h-12 items-center gap-2 rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
      >
        <Icon name="log-in" className="size-5" />
        {t('navbar.signIn')}
      </button>
    </div>
  );
}
