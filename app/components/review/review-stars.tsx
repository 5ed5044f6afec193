import type { JSX } from 'react';
import { Icon } from '../icon';

/** A review's stars, five drawn and `rating` of them filled, read as "4 / 5". */
export function ReviewStars({ rating, className = '' }: { rating: number; className?: string }): JSX.Element {
  return (
    <p className={`flex gap-0.5 ${className}`} role="img" aria-label={`${rating} / 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          name="star"
          key={n}
          className={`size-4 ${n <= rating ? 'fill-coral text-coral' : 'text-line'}`}
        />
      ))}
    </p>
  );
}
