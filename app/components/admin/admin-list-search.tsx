import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { ADMIN_SEARCH_MAX_LENGTH } from '../../../domain/admins/admin-reason';
import { useTranslation } from '../../i18n/translation-context';
import { DayRangeFields } from './day-range-fields';
import { adminInput, adminPrimary } from './reason-form';

const clearLink = 'inline-flex min-h-11 items-center px-2 font-semibold underline';

/**
 * The search form of a back-office list of people or companies: words (`q`), the list's own fields
 * (`children`), the days they joined (`from`–`to`), search and clear. A filter chosen outside the form
 * (a status tab) rides along as a hidden field.
 */
export function AdminListSearch({
  idPrefix,
  labels,
  filter,
  hidden = {},
  clearTo,
  children,
}: {
  idPrefix: string;
  labels: { q: string; from: string; to: string; clear: string };
  filter: { q: string; from: string; to: string };
  hidden?: Record<string, string | null>;
  clearTo: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
      {Object.entries(hidden).map(
        ([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />,
      )}
      <div className="min-w-0 flex-1 basis-full sm:max-w-md sm:basis-auto">
        <label htmlFor={`${idPrefix}-q`} className="block text-sm font-semibold">
          {labels.q}
        </label>
        <input
          id={`${idPrefix}-q`}
          name="q"
          type="search"
          defaultValue={filter.q}
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          className={`mt-1 ${adminInput}`}
        />
      </div>
      {children}
      <DayRangeFields
        idPrefix={idPrefix}
        from={filter.from}
        to={filter.to}
        fromLabel={labels.from}
        toLabel={labels.to}
      />
      <button type="submit" className={adminPrimary}>
        {t('admin.travellers.search')}
      </button>
      <Link to={clearTo} className={clearLink}>
        {labels.clear}
      </Link>
    </Form>
  );
}
