import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { longDate } from '../../../domain/booking/date-words';
import { operatorDeparturesEndpoint } from '../../../domain/operator-availability/contract';
import { servicesContext } from '../../context.server';
import {
  DepartureRow,
  type Departure,
  departuresKey,
} from '../../components/operator-availability/departure-row';
import { monthOf, monthRange, shiftMonth } from '../../components/operator-availability/month-range';
import { Icon } from '../../components/icon';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { privateHeaders, privateStepMeta, stepTitle } from '../../lib/private-step-route';
import type { Route } from './+types/departures';

/**
 * /operator/departures (docs/product.md § Schedule), a section of the operators' workspace (its layout
 * admits operators only): the calendar of departures for a month, seats sold and left per hour, with
 * each departure's capacity and closure. Its data comes from the operator API in the browser, for the
 * session's company only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { clock } = context.get(servicesContext);
  return {
    ...(await stepTitle(request, 'operatorAvailability.departures.title')),
    today: clock().toISOString().slice(0, 10),
  };
}

export const headers = privateHeaders;
export const meta = privateStepMeta;

function byDay(departures: readonly Departure[]): [string, Departure[]][] {
  const days = new Map<string, Departure[]>();
  for (const departure of departures) {
    const list = days.get(departure.date) ?? [];
    list.push(departure);
    days.set(departure.date, list);
  }
  return [...days];
}

/** Which experience's departures: all of the company's, or one, with the way to its schedule. */
function ExperienceFilter({
  experience,
  experiences,
  onChange,
}: {
  experience: number | undefined;
  experiences: readonly { id: number; name: string }[];
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-wrap items-end gap-4">
      <label
        className="flex w-full min-w-0 flex-col text-sm font-semibold sm:w-auto"
        htmlFor="departures-experience"
      >
        {t('operatorAvailability.departures.experience')}
        <select
          id="departures-experience"
          value={experience ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
          className="mt-1 h-10 w-full rounded-card border border-line bg-surface px-2 font-normal sm:w-auto sm:min-w-56 sm:max-w-md"
        >
          <option value="">{t('operatorAvailability.departures.allExperiences')}</option>
          {experiences.map(({ id, name }) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {experience ? (
        <Link
          to={`/operator/experiences/${experience}/availability`}
          className="inline-flex h-10 items-center gap-2 rounded-pill border border-line px-4 text-sm font-semibold hover:border-accent hover:text-accent-strong"
        >
          <Icon name="clock" className="size-4" />
          {t('operatorAvailability.schedule.title')}
        </Link>
      ) : null}
    </div>
  );
}

export default function OperatorDepartures({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const month = monthOf(params.get('month'), loaderData.today);
  const experience = Number(params.get('experience')) || undefined;
  const { from, to } = monthRange(month);
  const query = useQuery({
    queryKey: [...departuresKey, from, to, experience ?? null],
    queryFn: ({ signal }) =>
      api(operatorDeparturesEndpoint, { query: { from, to, experience_id: experience }, signal }),
  });

  const link = (next: string) => {
    const search = new URLSearchParams(params);
    search.set('month', next);
    return `?${search}`;
  };
  const monthName = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${from}T00:00:00Z`),
  );
  const departures = query.data?.data ?? [];
  const experiences = query.data?.experiences ?? [];
  const names = new Map(experiences.map(({ id, name }) => [id, name]));
  const showExperience = experience === undefined && new Set(departures.map((d) => d.experience_id)).size > 1;

  return (
    <section aria-labelledby="operator-departures">
      <h1 id="operator-departures" className="text-h2 font-bold">
        {loaderData.title}
      </h1>
      <p className="mt-3 max-w-2xl text-muted">{t('operatorAvailability.departures.intro')}</p>
      <ExperienceFilter
        experience={experience}
        experiences={experiences}
        onChange={(id) => {
          const search = new URLSearchParams(params);
          if (id === undefined) search.delete('experience');
          else search.set('experience', String(id));
          void navigate(`?${search}`);
        }}
      />
      <nav className="mt-6 flex items-center gap-3" aria-label={monthName}>
        <Link
          to={link(shiftMonth(month, -1))}
          className="inline-flex size-10 items-center justify-center rounded-pill border border-line hover:border-accent"
          aria-label={t('operatorAvailability.departures.previousMonth')}
        >
          <Icon name="chevron-left" className="size-5" />
        </Link>
        <h2
          className="min-w-48 text-center text-h4 font-semibold first-letter:uppercase"
          data-testid="departures-month"
        >
          {monthName}
        </h2>
        <Link
          to={link(shiftMonth(month, 1))}
          className="inline-flex size-10 items-center justify-center rounded-pill border border-line hover:border-accent"
          aria-label={t('operatorAvailability.departures.nextMonth')}
        >
          <Icon name="chevron-right" className="size-5" />
        </Link>
      </nav>
      {query.isPending ? (
        <p className="mt-6 text-muted" role="status">
          {t('operatorAvailability.departures.loading')}
        </p>
      ) : query.isError ? (
        <div className="mt-6" role="alert">
          <p>{query.error.message || t('operatorAvailability.departures.loadError')}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-2 font-semibold text-accent-strong underline"
          >
            {t('operatorAvailability.departures.retry')}
          </button>
        </div>
      ) : departures.length === 0 ? (
        <p className="mt-6 text-muted">{t('operatorAvailability.departures.empty')}</p>
      ) : (
        <div className="mt-6 grid gap-4 xl:grid-cols-2">
          {byDay(departures).map(([day, list]) => (
            <section
              key={day}
              className="rounded-card border border-line p-4"
              data-testid="departure-day"
              data-date={day}
            >
              <h3 className="font-semibold first-letter:uppercase">{longDate(day, lang)}</h3>
              <ul className="mt-2">
                {list.map((departure) => (
                  <DepartureRow
                    key={`${departure.experience_id}-${departure.hour}-${departure.capacity}-${departure.closed}`}
                    departure={departure}
                    experienceName={showExperience ? names.get(departure.experience_id) : undefined}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
