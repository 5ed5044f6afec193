import { useState } from 'react';
import { useTranslation } from '../../i18n/translation-context';

/**
 * docs/product.md § Filter dialog: the chosen country's destinations show 5 on phones and 9 on desktop until
 * "View more".
 */
export const COLLAPSED = { phone: 5, desktop: 9 } as const;

/**
 * Checkboxes in two columns. With `collapsible`, the list starts short (CSS decides how short, so the
 * server-rendered list already fits the screen) and a button shows the rest.
 */
export function CheckList<T extends string | number>({
  items,
  selected,
  onToggle,
  collapsible = false,
}: {
  items: readonly { value: T; label: string }[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  collapsible?: boolean;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const collapsed = collapsible && !expanded;
  const hiddenFrom = (index: number) =>
    !collapsed ? '' : index >= COLLAPSED.desktop ? 'hidden' : index >= COLLAPSED.phone ? 'max-sm:hidden' : '';
  return (
    <>
      <ul className="mt-3 grid grid-cols-1 gap-1 xs:grid-cols-2">
        {items.map((item, index) => (
          <li key={item.value} className={hiddenFrom(index)}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-card px-1 hover:bg-surface-warm">
              <input
                type="checkbox"
                checked={selected.includes(item.value)}
                onChange={() => onToggle(item.value)}
                className="size-5 shrink-0 accent-accent"
              />
              {item.label}
            </label>
          </li>
        ))}
      </ul>
      {collapsed && items.length > COLLAPSED.phone && (
        <button
          type="button"
          onClick={() => setExpanded(true)}
          className={`mt-2 font-semibold text-accent-strong underline underline-offset-4 ${
            items.length > COLLAPSED.desktop ? '' : 'sm:hidden'
          }`}
        >
          {t('filters.viewMore')}
        </button>
      )}
    </>
  );
}
