import { Link } from 'react-router';
import { photoSrcSet, photoUrl } from '../../../domain/media/photo-url';
import type { ReviewedExperience } from '../../../domain/reviews/review-json';

/**
 * The experience being reviewed: its first photo and name, a link to its page. A thumbnail beside the
 * name on a phone, a card above it from the tablet up.
 */
export function ReviewedExperienceCard({ experience }: { experience: ReviewedExperience }) {
  return (
    <div className="flex items-center gap-4 rounded-card border border-line p-3 md:flex-col md:items-stretch md:p-0">
      {experience.photo && (
        <img
          src={photoUrl(experience.photo.id, 640)}
          srcSet={photoSrcSet(experience.photo.id)}
          sizes="(min-width: 768px) 288px, 96px"
          alt=""
          width={640}
          height={480}
          style={{ backgroundColor: experience.photo.dominant_color }}
          className="aspect-[4/3] w-24 shrink-0 rounded-card object-cover md:w-full md:rounded-b-none"
        />
      )}
      <Link
        to={experience.url}
        className="min-w-0 font-semibold text-ink hover:text-accent-strong hover:underline md:px-4 md:pb-4"
      >
        {experience.name}
      </Link>
    </div>
  );
}
