import { type JSX, useId } from 'react';
import type { Lang } from '../../../common/i18n/languages';
import type { LatLng } from '../../../common/map/map-projection';
import {
  MEETING_ADDRESS_MAX,
  MEETING_INSTRUCTIONS_MAX,
  MEETING_PLACE_MAX,
  type MeetingPointTexts,
} from '../../../domain/experiences/meeting-point';
import { FormField } from '../auth/form-field';
import { PickupMap } from '../booking/pickup-map';
import { useTranslation } from '../../i18n/translation-context';

/** What the field edits: the point (none yet) and each language's words (meeting-point.ts). */
export interface MeetingPointDraft {
  point: LatLng | null;
  texts: Record<Lang, MeetingPointTexts>;
}

export const emptyMeetingPoint = (): MeetingPointDraft => {
  const blank = { place: '', address: '', instructions: '' };
  return { point: null, texts: { es: { ...blank }, en: { ...blank } } };
};

/** The one-line fields of each language, in order. */
const LINES = [
  { key: 'place', max: MEETING_PLACE_MAX },
  { key: 'address', max: MEETING_ADDRESS_MAX },
] as const;

/**
 * The meeting point of the operator's experience editor (docs/product.md § Meeting point): the point on
 * the country's map (the pickup's picker: same image, keyboard and outline check) and, Spanish and English
 * side by side (stacked on a phone), the place's name, its address line and how to find the guide.
 * Controlled; `errors` are the API's translated issues by field (`latitude`, `texts.es.address`…), shown
 * under their field. The server checks everything again (saveMeetingPoint).
 */
export function MeetingPointField({
  iso,
  countryName,
  value,
  onChange,
  errors = {},
}: {
  iso: string;
  countryName: string;
  value: MeetingPointDraft;
  onChange: (next: MeetingPointDraft) => void;
  errors?: Record<string, string>;
}): JSX.Element {
  const { t } = useTranslation();
  const hintId = useId();
  const pointError = errors.latitude ?? errors.longitude;

  const setText = (lang: Lang, key: keyof MeetingPointTexts, text: string) =>
    onChange({ ...value, texts: { ...value.texts, [lang]: { ...value.texts[lang], [key]: text } } });

  return (
    <fieldset className="space-y-4" aria-describedby={hintId}>
      <legend className="text-h4 font-semibold">{t('meetingPoint.title')}</legend>
      <p id={hintId} className="text-sm text-muted">
        {t('meetingPoint.hint')}
      </p>
      <PickupMap
        iso={iso}
        countryName={countryName}
        value={value.point}
        onChange={(point) => onChange({ ...value, point })}
        words="meetingPoint.map"
      />
      {pointError && (
        <p role="alert" className="text-sm text-danger">
          {pointError}
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        {(['es', 'en'] as const).map((lang) => (
          <div key={lang} className="min-w-0 space-y-3">
            <h3 className="font-semibold">
              {t(lang === 'es' ? 'meetingPoint.spanish' : 'meetingPoint.english')}
            </h3>
            {LINES.map(({ key, max }) => (
              <FormField
                key={key}
                label={t(`meetingPoint.${key}`)}
                name={`meeting-point-${lang}-${key}`}
                lang={lang}
                value={value.texts[lang][key]}
                maxLength={max}
                autoComplete="off"
                onChange={(event) => setText(lang, key, event.target.value)}
                error={errors[`texts.${lang}.${key}`]}
                forceError={Boolean(errors[`texts.${lang}.${key}`])}
              />
            ))}
            <InstructionsField
              lang={lang}
              value={value.texts[lang].instructions}
              onChange={(text) => setText(lang, 'instructions', text)}
              error={errors[`texts.${lang}.instructions`]}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function InstructionsField({
  lang,
  value,
  onChange,
  error,
}: {
  lang: Lang;
  value: string;
  onChange: (text: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {t('meetingPoint.instructions')}
      </label>
      <textarea
        id={id}
        name={`meeting-point-${lang}-instructions`}
        lang={lang}
        rows={3}
        maxLength={MEETING_INSTRUCTIONS_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full resize-y rounded-card border border-line bg-surface p-3 leading-6 aria-[invalid]:border-danger"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
