import { readPickupArea } from '../experiences/pickup-area.server';
import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { allQueries } from '../../db/all-queries';
import { type DbOrTx, queryRows } from '../../db/client';
import { notFound } from '../errors';
import { firstReviewsPage, reviewSummary } from '../reviews/review-list.server';
import { offersTransport } from './add-on-types';
import { sanitizeDescription } from './description-html';
import { iconUrl } from '../media/photo-url';
import { centsToUsd } from '../pricing/money';
import { type ExperienceRow, experienceSelect, loadListExtras } from './experience-rows.server';
import { shapeExperienceSummary } from './experience-shape';
import { localized, localizedJoin } from './localized-sql';
import { loadSchedule } from './schedule.server';

interface DetailTextRow {
  description_html: string;
  meeting_reference: string;
}

/** Everything the experience page needs, in the field names of docs/product.md § Experience. */
export async function getExperience(db: DbOrTx, id: number, lang: Lang, now: Date) {
  const [row] = await queryRows<ExperienceRow>(
    db,
    sql`${experienceSelect(lang)} where e.id = ${id} and e.status = 'published'`,
  );
  if (!row) throw notFound('EXPERIENCE_NOT_FOUND', 'errors.experienceNotFound');

  const [texts, extras, details, addOns, languages, companies, reviews, reviewStars, schedule, pickupArea] =
    await allQueries(
      db,
      () =>
        queryRows<DetailTextRow>(
          db,
          sql`select ${localized('et', 'description_html')} as description_html,
            ${localized('et', 'meeting_reference')} as meeting_reference
          from experiences e ${localizedJoin('experience_translations', 'experience_id', sql`e.id`, 'et', lang)}
          where e.id = ${id}`,
        ),
      () => loadListExtras(db, [id]),
      () =>
        queryRows<{ id: number; name: string; type: string }>(
          db,
          sql`select di.id, ${localized('dit', 'name')} as name, di.type from experience_details ed
          join detail_items di on di.id = ed.detail_item_id
          ${localizedJoin('detail_item_translations', 'detail_item_id', sql`di.id`, 'dit', lang)}
          where ed.experience_id = ${id} order by di.type, ed.position`,
        ),
      () =>
        queryRows<{
          id: number;
          price_cents: number;
          apply_to: number;
          name: string;
          icon: string;
          type_code: number;
        }>(
          db,
          sql`select ea.id, ea.price_cents, ea.apply_to, ${localized('ait', 'name')} as name, ai.icon, ai.type_code
          from experience_add_ons ea join add_on_items ai on ai.id = ea.add_on_item_id
          ${localizedJoin('add_on_item_translations', 'add_on_item_id', sql`ai.id`, 'ait', lang)}
          where ea.experience_id = ${id} order by ai.type_code, ea.id`,
        ),
      () =>
        queryRows<{
          code: string;
          name: string;
          name_es: string;
          name_en: string;
        }>(
          db,
          sql`select l.code, ${localized('lt', 'name')} as name,
            (select name from language_translations where code = l.code and lang_code = 'es') as name_es,
            (select name from language_translations where code = l.code and lang_code = 'en') as name_en
          from experience_languages el join languages l on l.code = el.language_code
          ${localizedJoin('language_translations', 'code', sql`l.code`, 'lt', lang)}
          where el.experience_id = ${id} order by l.position`,
        ),
      () =>
        queryRows<{ id: number; company_name: string; owner_first_name: string }>(
          db,
          sql`select id, company_name, owner_first_name from companies where id = ${row.company_id}`,
        ),
      () => firstReviewsPage(db, id, lang),
      () => reviewSummary(db, id),
      () => loadSchedule(db, id, row.company_id, row.time_zone, now),
      () => readPickupArea(db, id, lang),
    );

  const summary = shapeExperienceSummary(
    row,
    {
      photos: extras.photos.get(id),
      groups: extras.groups.get(id),
      categoryIds: extras.categories.get(id),
    },
    lang,
  );
  const text = texts[0];
  return {
    ...summary,
    h1: row.h1,
    description: sanitizeDescription(text?.description_html ?? ''),
    latitude: row.latitude,
    longitude: row.longitude,
    meeting_latitude: row.meeting_latitude,
    meeting_longitude: row.meeting_longitude,
    meeting_reference: text?.meeting_reference ?? '',
    time_zone: row.time_zone,
    min_age_allowed: row.min_age_allowed,
    include_children: row.include_children,
    include_babies: row.include_babies,
    pickup_area: pickupArea.circles.map((circle) => ({
      latitude: circle.latitude,
      longitude: circle.longitude,
      radius_km: circle.radiusKm,
      name: circle.name,
    })),
    has_transport: offersTransport(
      row.meeting_latitude,
      addOns.map((addOn) => addOn.type_code),
    ),
    provided_languages: languages.map((language) => ({
      code: language.code,
      lang_name: language.name,
      translations: [
        { lang_code: 'es', lang_name: language.name_es },
        { lang_code: 'en', lang_name: language.name_en },
      ],
    })),
    details: details.map((detail) => ({
      id: detail.id,
      name: detail.name,
      type: detail.type,
    })),
    additional_products: addOns.map((addOn) => ({
      id: addOn.id,
      price: centsToUsd(addOn.price_cents),
      apply_to: addOn.apply_to,
      additional_item: {
        name: addOn.name,
        icon_url: iconUrl(addOn.icon),
        type: { code: addOn.type_code },
      },
    })),
    companies: companies.map((company) => ({
      id: company.id,
      company_name: company.company_name,
      owner: { first_name: company.owner_first_name },
    })),
    // The first page of the reviews (newest first) and the bars of their stars (docs/decisions/0085-reviews.md);
    // later pages, other orders and filters come from `GET /api/v1/experience/{id}/reviews`.
    reviews: reviews.data,
    review_summary: reviewStars,
    schedule,
  };
}
