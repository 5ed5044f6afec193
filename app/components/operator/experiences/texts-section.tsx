import { useTranslation } from '../../../i18n/translation-context';
import { DescriptionField } from './description-field';
import { type EditorForm, type EditorLang, LANGS, LINE_LISTS, type LanguageForm } from './editor-state';
import { EditorSection, TextAreaField, TextField } from './editor-fields';

/**
 * The texts in Spanish and English side by side (one above the other on a phone): name, heading,
 * description (rich text, sanitized on the server) and the four lists, one line per item.
 */
export function TextsSection({
  form,
  setLanguage,
  issue,
}: {
  form: EditorForm;
  setLanguage: (lang: EditorLang, change: Partial<LanguageForm>) => void;
  issue: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <EditorSection title={t('operatorExperiences.page.textsTitle')}>
      <div className="grid gap-6 lg:grid-cols-2">
        {LANGS.map((lang) => {
          const texts = form[lang];
          const path = `content.${lang}`;
          return (
            <div key={lang} className="flex flex-col gap-4" data-testid={`texts-${lang}`}>
              <h3 className="font-semibold">{t(`operatorExperiences.page.language.${lang}`)}</h3>
              <TextField
                name={`${lang}-name`}
                lang={lang}
                label={t('operatorExperiences.page.name')}
                value={texts.name}
                onChange={(name) => setLanguage(lang, { name })}
                error={issue(`${path}.name`)}
              />
              <TextField
                name={`${lang}-h1`}
                lang={lang}
                label={t('operatorExperiences.page.h1')}
                value={texts.h1}
                onChange={(h1) => setLanguage(lang, { h1 })}
                error={issue(`${path}.h1`)}
              />
              <DescriptionField
                lang={lang}
                value={texts.description_html}
                onChange={(description_html) => setLanguage(lang, { description_html })}
                error={issue(`${path}.description_html`)}
              />
              {LINE_LISTS.map((list) => (
                <TextAreaField
                  key={list}
                  name={`${lang}-${list}`}
                  lang={lang}
                  label={t(`operatorExperiences.page.lists.${list}`)}
                  hint={t('operatorExperiences.page.linesHint')}
                  value={texts.lines[list]}
                  onChange={(value) => setLanguage(lang, { lines: { ...texts.lines, [list]: value } })}
                  error={issue(`${path}.${list}`)}
                />
              ))}
            </div>
          );
        })}
      </div>
    </EditorSection>
  );
}
