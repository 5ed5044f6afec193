import { useTranslation } from '../../i18n/translation-context';
import { useHeaderPanel } from '../../lib/use-header-panel';
import { useSession } from '../../lib/session';
import { AccountLinks } from './account-links';
import { Icon } from '../icon';

/**
 * The desktop profile menu (docs/product.md § Header and footer): a button with the person's name or a
 * sign-in icon, opening a small panel with the account entries.
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { open, close, root, panelId, buttonProps } = useHeaderPanel();

  return (
    <div ref={root} className="relative hidden lg:block">
      <button
        {...buttonProps}
        className="flex h-10 items-center gap-2 rounded-pill border border-line px-3 font-medium hover:bg-surface-sunk"
      >
        <Icon name="circle-user-round" className="size-5" />
        <span className="max-w-32 truncate">{user ? user.first_name : t('navbar.account')}</span>
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 top-12 z-40 w-64 rounded-card border border-line bg-surface p-2 shadow-soft"
        >
          <AccountLinks onChoose={close} />
        </div>
      )}
    </div>
  );
}
