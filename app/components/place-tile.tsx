import { Link } from 'react-router';
import { photoSrcSet, photoUrl } from '../../domain/media/photo-url';

const TILE_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw';

/**
 * A photo tile with a name over it: destinations, highlights, countries. `priority` marks the tile that is
 * likely the largest thing on the first screen: its photo loads at once, first, and is preloaded.
 */
export function PlaceTile({
  to,
  title,
  subtitle,
  imageId,
  priority = false,
}: {
  to: string;
  title: string;
  subtitle?: string;
  imageId: string | null;
  priority?: boolean;
}) {
  return (
    <Link
      to={to}
      className="group relative isolate block aspect-[4/3] overflow-hidden rounded-card bg-surface-sunk"
    >
      {imageId && (
        <img
          src={photoUrl(imageId, 640)}
          srcSet={photoSrcSet(imageId)}
          sizes={TILE_SIZES}
          alt=""
          width={640}
          height={480}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="absolute inset-0 -z-20 h-full w-full object-cover transition-transform group-hover:scale-[1.03]"
        />
      )}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/85 via-ink/30 to-transparent"
      />
      <div className="absolute inset-x-0 bottom-0 p-4 text-white">
        <p className="text-h4 font-bold leading-tight">{title}</p>
        {subtitle && <p className="mt-0.5 text-sm">{subtitle}</p>}
      </div>
    </Link>
  );
}
