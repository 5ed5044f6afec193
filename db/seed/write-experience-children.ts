import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import * as availability from '../schema/availability';
import { reviews } from '../schema/engagement';
import * as ex from '../schema/experiences';
import type { PlannedExperience } from './plan-experiences';
import { both, insertMany, insertReturningIds } from './insert-rows';
import type { MediaRefs } from './write-catalog';

/** Everything that hangs off the experiences: texts, photos, taxonomy, prices, schedules, dates, reviews. */
export async function writeExperienceChildren(
  db: DbOrTx,
  planned: PlannedExperience[],
  ids: number[],
  refs: {
    companyIds: Map<string, number>;
    categoryIds: Map<string, number>;
    detailIds: Map<string, number>;
    addOnIds: Map<string, number>;
    media: MediaRefs;
    now: Date;
  },
) {
  const each = <T>(make: (p: PlannedExperience, id: number) => T[]) =>
    planned.flatMap((p, i) => make(p, ids[i]!));
  await insertMany(
    db,
    ex.experienceTranslations,
    each((p, id) => both((lang) => ({ experienceId: id, langCode: lang, ...p.texts[lang] }))),
  );
  await insertMany(
    db,
    ex.experiencePhotos,
    each((p, id) =>
      p.photos.map((photo, position) => {
        const ref = refs.media.photos.get(`${photo.kind}-${photo.variant}`)!;
        return {
          experienceId: id,
          position,
          photoId: ref.id,
          width: ref.width,
          height: ref.height,
          dominantColor: ref.dominantColor,
        };
      }),
    ),
  );
  await insertMany(
    db,
    ex.experienceCategories,
    each((p, id) =>
      [...p.categoryKeys, ...p.highlightKeys].map((key) => ({
        experienceId: id,
        categoryId: refs.categoryIds.get(key)!,
      })),
    ),
  );
  await insertMany(
    db,
    ex.experienceLanguages,
    each((p, id) => p.languages.map((code) => ({ experienceId: id, languageCode: code }))),
  );
  await insertMany(
    db,
    ex.priceDiscountGroups,
    each((p, id) =>
      p.discountGroups.map((g) => ({
        experienceId: id,
        minParticipants: g.min,
        maxParticipants: g.max,
        discountPercent: g.percent,
      })),
    ),
  );
  await insertMany(
    db,
    ex.experienceDetails,
    each((p, id) =>
      [...new Set(p.detailKeys)]
        .filter((key) => refs.detailIds.has(key))
        .map((key, position) => ({ experienceId: id, detailItemId: refs.detailIds.get(key)!, position })),
    ),
  );
  await insertMany(
    db,
    ex.experienceAddOns,
    each((p, id) =>
      p.addOns.map((a) => ({
        experienceId: id,
        addOnItemId: refs.addOnIds.get(a.key)!,
        priceCents: a.priceCents,
        applyTo: a.applyTo,
      })),
    ),
  );
  const scheduleIds = await insertReturningIds(
    db,
    availability.companySchedules,
    each((p, id) => [
      {
        companyId: refs.companyIds.get(p.companyName)!,
        experienceId: id,
        allDays: p.schedule.allDays,
        anticipationHours: p.schedule.anticipationHours,
      },
    ]),
  );
  await insertMany(
    db,
    availability.scheduleHours,
    planned.flatMap((p, i) =>
      p.schedule.hours.map((h) => ({
        scheduleId: scheduleIds[i]!,
        weekday: h.weekday,
        hour: h.hour,
        capacity: h.capacity,
      })),
    ),
  );
  await insertMany(
    db,
    availability.lockedDates,
    each((p, id) =>
      p.lockedDates.map((l) => ({ experienceId: id, companyId: refs.companyIds.get(p.companyName)!, ...l })),
    ),
  );
  await insertMany(
    db,
    availability.uniqueDates,
    each((p, id) => p.uniqueDates.map((u) => ({ experienceId: id, ...u }))),
  );
  await insertMany(
    db,
    reviews,
    each((p, id) =>
      p.reviews.map((r) => ({
        experienceId: id,
        authorFirstName: r.firstName,
        authorLastName: r.lastName,
        rating: r.rating,
        publicComment: r.comment[r.langCode],
        langCode: r.langCode,
        createdAt: new Date(refs.now.getTime() - r.daysAgo * 86_400_000),
      })),
    ),
  );
  // Averages come from the reviews themselves, as the reviews area will keep them.
  await db.execute(sql`update experiences e set rating = s.avg, review_count = s.n
    from (select experience_id, avg(rating)::float8 as avg, count(*)::int as n from reviews group by experience_id) s
    where s.experience_id = e.id`);
}
