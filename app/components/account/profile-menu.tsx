import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { useSession } from '../../lib/session';
import { AccountLinks } from './account-links';
import { Icon } from '../icon';

/**
 * The desktop profile menu (spec §2): a button with the person's name or a sign-in icon, opening a small
 * panel with the account entries. Escape, a click outside or a navigation closes it; focus returns to
 * the button on Escape.
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={root} className="relative hidden lg:block">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
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
          <AccountLinks onChoose={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
