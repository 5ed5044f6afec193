import { useTranslation } from '../../i18n/translation-context';
import { Link } from 'react-router';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { useSession } from '../../lib/session';
import { Icon } from '../icon';
import { workspaceLinks } from './workspace-links';

const ITEM = 'flex min-h-11 w-full items-center gap-3 rounded-card px-3 font-medium hover:bg-surface-sunk';

/**
 * The account entries of docs/product.md § Header and footer, shared by the desktop profile menu and the
 * phone drawer. Signed out: sign in and sign up. Signed in: the wallet balance (only above 0, linking to
 * its history), redeeming a gift card, agenda, favourites, profile, gift cards, the operators' workspace
 * and the back office for those who work there, and sign out.
 */
export function AccountLinks({ onChoose }: { onChoose?: () => void }) {
  const { t, lang } = useTranslation();
  const { user, openAuth, signOut } = useSession();
  const choose = (action?: () => void) => () => {
    onChoose?.();
    action?.();
  };
  if (!user)
    return (
      <ul className="space-y-1">
        <li>
          <button type="button" className={ITEM} onClick={choose(() => openAuth('signIn'))}>
            <Icon name="log-in" className="size-5" />
            {t('navbar.signIn')}
          </button>
        </li>
        <li>
          <button type="button" className={ITEM} onClick={choose(() => openAuth('signUp'))}>
            <Icon name="user-plus" className="size-5" />
            {t('navbar.signUp')}
          </button>
        </li>
      </ul>
    );
  const balanceCents = usdToCents(user.balance);
  return (
    <ul className="space-y-1">
      {balanceCents > 0 && (
        <li>
          <Link to="/profile/credit-giftcard/balance" className={ITEM} onClick={choose()}>
            <Icon name="wallet" className="size-5" />
            <span>
              {t('navbar.balance')}{' '}
              <span className="tabular font-bold text-accent-strong">{formatUsd(balanceCents, lang)}</span>
            </span>
          </Link>
        </li>
      )}
      <li>
        <Link to="/profile/credit-giftcard/redeem" className={ITEM} onClick={choose()}>
          <Icon name="ticket" className="size-5" />
          {t('profile.redeemGiftCard')}
        </Link>
      </li>
      <li>
        <Link to="/agenda" className={ITEM} onClick={choose()}>
          <Icon name="calendar-days" className="size-5" />
          {t('navbar.agenda')}
        </Link>
      </li>
      <li>
        <Link to="/favorites" className={ITEM} onClick={choose()}>
          <Icon name="heart" className="size-5" />
          {t('navbar.favorites')}
        </Link>
      </li>
      <li>
        <Link to="/profile" className={ITEM} onClick={choose()}>
          <Icon name="user" className="size-5" />
          {t('navbar.profile')}
        </Link>
      </li>
      <li>
        <Link to="/giftcards" className={ITEM} onClick={choose()}>
          <Icon name="gift" className="size-5" />
          {t('nav.giftCards')}
        </Link>
      </li>
      {workspaceLinks(user).map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={ITEM} onClick={choose()}>
            <Icon name={link.icon} className="size-5" />
            {t(link.labelKey)}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" className={ITEM} onClick={choose(() => void signOut())}>
          <Icon name="log-out" className="size-5" />
          {t('navbar.signOut')}
        </button>
      </li>
    </ul>
  );
}
