import { adminInput } from './reason-form';

/**
 * The two days a back-office list is filtered by (`from`, `to`, included; docs/decisions/0078-admin-dashboard),
 * shown in its search form so the admin sees what the dashboard's link filtered and can change or clear it.
 */
export function DayRangeFields(props: {
  idPrefix: string;
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
}) {
  const { idPrefix, from, to, fromLabel, toLabel } = props;
  return (
    <>
      {(
        [
          ['from', from, fromLabel],
          ['to', to, toLabel],
        ] as const
      ).map(([name, value, label]) => (
        <div key={name} className="min-w-0 flex-1 basis-36 sm:max-w-48">
          <label htmlFor={`${idPrefix}-${name}`} className="block text-sm font-semibold">
            {label}
          </label>
          <input
            id={`${idPrefix}-${name}`}
            name={name}
            type="date"
            defaultValue={value}
            className={`mt-1 ${adminInput}`}
          />
        </div>
      ))}
    </>
  );
}
