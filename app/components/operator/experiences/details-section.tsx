import { DIFFICULTY_LEVELS, difficultyI18nKey } from '../../../../domain/catalog/difficulty';
import { useTranslation } from '../../../i18n/translation-context';
import {
  CheckboxField,
  ChoiceGroup,
  EditorSection,
  type SectionProps,
  SelectField,
  TextField,
} from './editor-fields';

/** Where and what: destination, categories, duration, difficulty, guide languages, private or shared. */
export function DetailsSection({ form, update, choices, issue }: SectionProps) {
  const { t } = useTranslation();
  return (
    <EditorSection title={t('operatorExperiences.page.detailsTitle')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="destination"
          label={t('operatorExperiences.page.destination')}
          value={form.destination_id}
          onChange={(destination_id) => update({ destination_id })}
          error={issue('content.destination_id')}
        >
          <option value="">{t('operatorExperiences.page.choose')}</option>
          {choices.destinations.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name} ({d.country})
            </option>
          ))}
        </SelectField>
        <TextField
          name="duration"
          inputMode="numeric"
          label={t('operatorExperiences.page.duration')}
          value={form.duration_minutes}
          onChange={(duration_minutes) => update({ duration_minutes })}
          error={issue('content.duration_minutes')}
        />
        <SelectField
          name="difficulty"
          label={t('operatorExperiences.page.difficulty')}
          value={form.difficulty}
          onChange={(difficulty) => update({ difficulty })}
          error={issue('content.difficulty')}
        >
          {DIFFICULTY_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(difficultyI18nKey(level))}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          name="private"
          label={t('operatorExperiences.page.private')}
          checked={form.is_private}
          onChange={(is_private) => update({ is_private })}
        />
      </div>
      <ChoiceGroup
        name="category"
        legend={t('operatorExperiences.page.categories')}
        options={choices.categories.map((c) => ({ value: c.id, label: c.name }))}
        selected={form.category_ids}
        onChange={(category_ids) => update({ category_ids })}
        error={issue('content.category_ids')}
      />
      <ChoiceGroup
        name="language"
        legend={t('operatorExperiences.page.languages')}
        options={choices.languages.map((l) => ({ value: l.code, label: l.name }))}
        selected={form.language_codes}
        onChange={(language_codes) => update({ language_codes })}
        error={issue('content.language_codes')}
      />
    </EditorSection>
  );
}
