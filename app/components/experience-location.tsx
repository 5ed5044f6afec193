import { useTranslation } from '../i18n/translation-context';
import { CountryMap } from './country-map';
import { OffscreenSection } from './offscreen-section';

interface LocatedExperience {
  has_transport: boolean;
  meeting_reference: string;
  latitude: number;
  longitude: number;
  meeting_latitude: number | null;
  meeting_longitude: number | null;
  country: { name: string; iso_code: string };
  city: { name: string };
}

/**
 * Where the experience starts: pick-up or the meeting point, and the country map with its pin. Below the
 * first screen on every width, so it skips its layout while the page loads (OffscreenSection); its height
 * there is a typical country's map (each country's shape has its own proportions).
 */
export function ExperienceLocation({ experience }: { experience: LocatedExperience }) {
  const { t } = useTranslation();
  return (
    <OffscreenSection
      aria-labelledby="location"
      className="mt-8 [--offscreen-height:440px] md:[--offscreen-height:620px]"
    >
      <h2 id="location" className="text-h4 font-bold">
        {t('experience.location')}
      </h2>
      <p className="mt-2 text-muted">
        {experience.has_transport
          ? t('experience.pickupIncluded')
          : `${t('experience.meetingPoint')}: ${experience.meeting_reference}`}
      </p>
      <div className="mt-3 max-w-xl">
        <CountryMap
          iso={experience.country.iso_code}
          latitude={experience.meeting_latitude ?? experience.latitude}
          longitude={experience.meeting_longitude ?? experience.longitude}
          label={t('experience.mapLabel', { country: experience.country.name, place: experience.city.name })}
        />
      </div>
    </OffscreenSection>
  );
}
