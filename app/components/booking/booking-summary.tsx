import { Link } from 'react-router';
import type { BookingDraft } from '../../../domain/booking/booking-draft';
import { photoSrcSet, photoUrl } from '../../../domain/media/photo-url';
import { PARTICIPANT_TIERS } from '../../../domain/pricing/participants';
import { useTranslation } from '../../i18n/translation-context';
import { PickupPlace } from '../pickup-place';
import { cancellationWords, zonedDateTime } from '../../../domain/booking/date-words';
import type { DetailsExperience } from '../../lib/use-booking-details';
import { Icon } from '../icon';
import { IconFact } from '../icon-fact';

/**
 * What the traveller chose, read back in words (docs/product.md § Booking): the experience, the departure on
 * its own clock, who goes, the add-ons, the pickup point and the cancellation terms with their deadline.
 */
export function BookingSummary({
  draft,
  experience,
  now,
}: {
  draft: BookingDraft;
  experience: DetailsExperience;
  now: Date;
}) {
  const { t, lang } = useTranslation();
  const photo = experience.photos[0];
  const country = experience.country.name;
  const addOns = draft.additionalProducts
    .map((id) => experience.additional_products.find((addOn) => addOn.id === id))
    .filter((addOn) => addOn !== undefined);
  const participants = PARTICIPANT_TIERS.filter((tier) => draft.totalParticipants[tier] > 0);
  const total = participants.reduce((sum, tier) => sum + draft.totalParticipants[tier], 0);
  const cancellation = cancellationWords(t, lang, {
    policy: experience.cancellation_policy,
    timeZone: experience.time_zone,
    country,
    date: draft.bookingDate,
    hour: draft.bookingHour,
    now,
  });
  const pickup = draft.bookingPickupLocation;

  return (
    <section aria-labelledby="summary-experience" className="min-w-0">
      <div className="flex gap-4">
        <div
          className="aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-card sm:w-40"
          style={{ backgroundColor: photo?.dominant_color }}
        >
          {photo && (
            <img
              src={photoUrl(photo.id, 320)}
              srcSet={photoSrcSet(photo.id)}
              sizes="160px"
              width={320}
              height={240}
              alt=""
              className="size-full object-cover"
            />
          )}
        </div>
        <div className="min-w-0">
          <p className="text-sm text-muted">{t('bookingDetails.experience')}</p>
          <h2 id="summary-experience" className="mt-1 text-h4 font-bold">
            <Link to={experience.url} className="hover:text-accent hover:underline">
              {experience.name}
            </Link>
          </h2>
          <p className="mt-1 flex items-center gap-1 text-sm text-muted">
            <Icon name="map-pin" className="size-4" />
            {experience.city.name}, {country}
          </p>
        </div>
      </div>

      <dl className="mt-6">
        <IconFact icon="clock" title={t('bookingDetails.when')}>
          <p className="font-semibold first-letter:uppercase">
            {zonedDateTime(t, lang, { date: draft.bookingDate, time: draft.bookingHour, country })}
          </p>
        </IconFact>
        <IconFact icon="users" title={t('bookingDetails.participants')}>
          <ul className="font-semibold">
            {participants.map((tier) => (
              <li key={tier}>
                {t(`bookingDetails.tiers.${tier}`, { count: draft.totalParticipants[tier] })}
              </li>
            ))}
          </ul>
        </IconFact>
        {addOns.length > 0 && (
          <IconFact icon="sparkles" title={t('bookingDetails.addOns')}>
            <ul className="font-semibold">
              {addOns.map((addOn) => (
                <li key={addOn.id}>
                  {t('bookingDetails.addOnQuantity', {
                    name: addOn.additional_item.name,
                    count: addOn.apply_to === 2 ? total : 1,
                  })}
                </li>
              ))}
            </ul>
          </IconFact>
        )}
        {pickup && (
          <IconFact icon="map-pin" title={t('bookingDetails.pickup')}>
            <PickupPlace lang={lang} pickup={pickup} />
          </IconFact>
        )}
        <IconFact icon="shield-check" title={t('bookingDetails.cancellation')}>
          <p className="font-semibold">{cancellation.deadline}</p>
          {cancellation.policy !== cancellation.deadline && (
            <p className="mt-1 text-sm text-muted">{cancellation.policy}</p>
          )}
        </IconFact>
      </dl>
    </section>
  );
}
