import { data, Link } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { bookingStory } from '../../domain/admin-bookings/story.server';
import { AppError } from '../../domain/errors';
import { parseDbId } from '../../domain/ids';
import { AdminGate } from '../components/admin/admin-gate';
import { BookingActions } from '../components/admin/booking-actions';
import { BookingFacts, BookingTimeline } from '../components/admin/booking-story';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import type { Route } from './+types/admin-booking';

const K = 'admin.bookings';

/**
 * /admin/bookings/:id (docs/product.md § Support for bookings): a booking's whole story, from
 * its placement to its refunds, e-mails and attendance, with the two actions an admin takes on it: a
 * partial refund and the administration's cancellation. Behind AdminGate; an unknown booking is the 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const visit = await adminVisit(context, request);
  if (visit !== 'passed') return { title: translate(lang, `${K}.title`), visit, story: null };
  const id = parseDbId(params.id, 1);
  if (id === undefined) throw data(null, { status: 404 });
  const { db } = context.get(servicesContext);
  try {
    const story = await bookingStory(db, id, lang);
    return { title: translate(lang, `${K}.story.title`, { code: story.code }), visit, story };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

export default function AdminBooking({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visit, story } = loaderData;
  return (
    <AdminGate visit={visit} title={title}>
      {story && (
        <>
          <Link
            to="/admin/bookings"
            className="inline-flex min-h-11 items-center font-semibold text-accent-strong underline"
          >
            {t(`${K}.story.back`)}
          </Link>
          <h1 className="mt-2 text-h2 font-bold break-words">{title}</h1>
          <p className="mt-1 text-muted" data-testid="admin-booking-status">
            {t(`${K}.status.${story.status}`)}
          </p>
          <BookingActions story={story} />
          <div className="mt-6">
            <BookingFacts story={story} />
          </div>
          <BookingTimeline story={story} />
        </>
      )}
    </AdminGate>
  );
}
