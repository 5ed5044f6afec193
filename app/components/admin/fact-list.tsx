import { useTranslation } from '../../i18n/translation-context';

/** What an item of an admins' queue says, as label and value pairs (label keys); empty values are left out. */
export function FactList({ rows }: { rows: readonly (readonly [string, string | null])[] }) {
  const { t } = useTranslation();
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {rows
        .filter((row): row is readonly [string, string] => Boolean(row[1]))
        .map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-sm font-semibold text-muted">{t(key)}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
