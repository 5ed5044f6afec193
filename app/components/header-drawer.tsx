import type { ReactNode } from 'react';
import { useOpenUntilNavigation } from '../lib/use-open-until-navigation';
import { Sheet } from './sheet';
import { Icon } from './icon';
import type { IconName } from './icon-names';

/**
 * Below `lg`: a header icon button and the drawer it opens, which closes itself on any navigation. Its
 * content is mounted only while open and gets `close`, for entries that open another dialog.
 */
export function HeaderDrawer({
  side,
  icon,
  openLabel,
  title,
  buttonClassName,
  children,
}: {
  side: 'left' | 'right';
  icon: IconName;
  openLabel: string;
  title: string;
  buttonClassName: string;
  children: (close: () => void) => ReactNode;
}) {
  const drawer = useOpenUntilNavigation();
  return (
    <>
      <button
        type="button"
        onClick={drawer.show}
        aria-haspopup="dialog"
        aria-expanded={drawer.open}
        aria-label={openLabel}
        className={`inline-flex size-10 shrink-0 items-center justify-center rounded-pill hover:bg-surface-sunk lg:hidden ${buttonClassName}`}
      >
        <Icon name={icon} className="size-6" />
      </button>
      <Sheet open={drawer.open} onClose={drawer.close} title={title} placement={side}>
        {drawer.open && children(drawer.close)}
      </Sheet>
    </>
  );
}
