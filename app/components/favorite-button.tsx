import { useTranslation } from '../i18n/translation-context';
import { useSession } from '../lib/session';
import { Icon } from './icon';

/**
 * The favourite heart (docs/product.md § Favourites): a visitor is asked to sign in; a signed-in traveller
 * toggles it, and every heart of the same experience on the page follows, because they all read the session's
 * one set.
 */
export function FavoriteButton({
  experienceId,
  name,
  className = '',
}: {
  experienceId: number;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { favoriteIds, toggleFavorite } = useSession();
  const on = favoriteIds.has(experienceId);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('favorites.toggle', { name })}
      onClick={() => void toggleFavorite(experienceId)}
      className={`grid size-10 place-items-center rounded-pill bg-surface/90 shadow-soft hover:bg-surface ${className}`}
    >
      <Icon name="heart" className={`size-5 ${on ? 'fill-coral text-coral' : 'text-ink'}`} />
    </button>
  );
}
