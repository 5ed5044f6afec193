import type { ReactNode } from 'react';
import { Icon } from './icon';
import type { IconName } from './icon-names';

/** One fact of a booking's summary list (`<dl>`): an icon and its title, then what it says. */
export function IconFact({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="border-t border-line py-4 print:py-2">
      <dt className="flex items-center gap-2 text-sm text-muted">
        <Icon name={icon} className="size-5 shrink-0 text-accent" />
        {title}
      </dt>
      <dd className="mt-1 pl-7">{children}</dd>
    </div>
  );
}
