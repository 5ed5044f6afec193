import { useState } from 'react';
import { useTranslation } from '../i18n/translation-context';

/**
 * A list that shows its first `limit` items and a toggle for the rest (docs/product.md § Constants, show
 * more).
 */
export function ShowMoreList({
  items,
  limit,
  id,
}: {
  items: { id: number; name: string }[];
  limit: number;
  id: string;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? items : items.slice(0, limit);
  return (
    <>
      <ul id={id} className="mt-3 list-disc space-y-1.5 pl-6">
        {visible.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
      {items.length > limit && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="mt-2 text-sm font-semibold text-accent hover:underline"
        >
          {expanded ? t('experience.showLess') : t('experience.showMore')}
        </button>
      )}
    </>
  );
}
