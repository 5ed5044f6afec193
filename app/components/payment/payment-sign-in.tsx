import { useSession } from '../../lib/session';
import { Icon } from '../icon';

const secondary =
  'flex min-h-12 items-center justify-center gap-2 rounded-pill border border-line px-6 font-semibold text-accent-strong hover:bg-accent-soft';

/** A payment page's ask to sign in first, in the page's own words (booking or gift card). */
export function PaymentSignIn({ title, text, button }: { title: string; text: string; button: string }) {
  const { openAuth } = useSession();
  return (
    <div className="rounded-card border border-line bg-surface-warm p-5">
      <h3 className="flex items-center gap-2 font-bold">
        <Icon name="user" className="size-5 text-accent" />
        {title}
      </h3>
      <p className="mt-2 text-sm text-muted">{text}</p>
      <button
        type="button"
        onClick={() => openAuth('signIn')}
        className={`${secondary} mt-4 w-full bg-surface sm:w-auto`}
      >
        <Icon name="log-in" className="size-5" />
        {button}
      </button>
    </div>
  );
}
