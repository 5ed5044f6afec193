import { lazy, Suspense, useId } from 'react';
import { useServerRendered } from '../../../browser/use-server-rendered';
import { useTranslation } from '../../../i18n/translation-context';
import type { EditorLang } from './editor-state';
import { Problem } from './editor-fields';
import { RICH_TEXT_REGION_CLASS } from './rich-text-region';

// Its own chunk, asked for by this page only once it is hydrated (docs/decisions/0071-rich-text-editor.md).
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * The description of one language: a label, the rich-text editor and the problem (or hint) under it. The
 * server and the first render in the browser show the description as it reads, not editable, in the same
 * box; the editor replaces it once loaded.
 */
export function DescriptionField({
  lang,
  value,
  onChange,
  error,
}: {
  lang: EditorLang;
  value: string;
  onChange: (html: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const serverRendered = useServerRendered();
  const K = 'operatorExperiences.page.richText';
  const regionLabel = t(`${K}.region.${lang}`);
  const describedBy = error ? `${id}-error` : `${id}-hint`;
  const standIn = (
    <div
      role="textbox"
      aria-multiline="true"
      aria-readonly="true"
      aria-busy="true"
      aria-label={regionLabel}
      aria-describedby={describedBy}
      lang={lang}
      className={`${RICH_TEXT_REGION_CLASS} rounded-t-card text-muted`}
      // The operator's own description, sanitized by the server when it was saved.
      dangerouslySetInnerHTML={{ __html: value || `<p>${t(`${K}.loading`)}</p>` }}
    />
  );
  return (
    <div>
      <p id={id} className="block text-sm font-semibold">
        {t('operatorExperiences.page.description')}
      </p>
      <div className="mt-1">
        {serverRendered ? (
          standIn
        ) : (
          <Suspense fallback={standIn}>
            <RichTextEditor
              value={value}
              onChange={onChange}
              lang={lang}
              labelledBy={id}
              regionLabel={regionLabel}
              toolbarLabel={t(`${K}.toolbar.${lang}`)}
              describedBy={describedBy}
              invalid={Boolean(error)}
            />
          </Suspense>
        )}
      </div>
      <Problem id={id} error={error} hint={t('operatorExperiences.page.descriptionHint')} />
    </div>
  );
}
