import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import * as availability from '../schema/availability';
import { companies } from '../schema/companies';
import { reviews } from '../schema/engagement';
import * as ex from '../schema/experiences';
import { countries, countryTranslations, destinations, destinationTranslations } from '../schema/geography';
import { categories, categoryTranslations, languages, languageTranslations } from '../schema/taxonomy';
import type { SeedContent } from './content';
import type { PhotoRef } from './media/photo-library';
import type { PlannedExperience } from './plan-experiences';

export interface MediaRefs {
  /** Photo per `${kind}-${variant}`. */
  photos: Map<string, PhotoRef>;
  countryBanners: Map<string, string>;
  destinationImages: Map<string, string>;
  categoryImages: Map<string, string>;
}

const CHUNK = 500;

/** Multi-row inserts in chunks: one round trip per 500 rows keeps seeding fast on both engines. */
async function insertMany<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

async function insertReturningIds<T extends PgTable & { id: unknown }>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    // drizzle's returning() typing does not follow a generic table; the shape is known here.
    const insert = db.insert(table).values(rows.slice(i, i + CHUNK)) as unknown as {
      returning(fields: { id: unknown }): Promise<{ id: number }[]>;
    };
    const inserted = await insert.returning({ id: table.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

const both = <T>(make: (lang: 'es' | 'en') => T) => [make('es'), make('en')];

/** Writes the reference data and the planned experiences; returns how many experiences were written. */
export async function writeCatalog(
  db: DbOrTx,
  content: SeedContent,
  planned: PlannedExperience[],
  media: MediaRefs,
  now: Date,
): Promise<number> {
  await insertMany(
    db,
    languages,
    content.languages.map((language, position) => ({ code: language.code, position })),
  );
  await insertMany(
    db,
    languageTranslations,
    content.languages.flatMap((language) =>
      both((lang) => ({ code: language.code, langCode: lang, name: language.name[lang] })),
    ),
  );

  const countryIds = new Map<string, number>();
  const countryRowIds = await insertReturningIds(
    db,
    countries,
    content.countries.map((country, position) => ({
      isoCode: country.isoCode,
      timeZone: country.timeZone,
      latitude: country.latitude,
      longitude: country.longitude,
      bannerId: media.countryBanners.get(country.isoCode) ?? null,
      position,
    })),
  );
  for (const [i, country] of content.countries.entries()) countryIds.set(country.isoCode, countryRowIds[i]!);
  await insertMany(
    db,
    countryTranslations,
    content.countries.flatMap((country) =>
      both((lang) => ({
        countryId: countryIds.get(country.isoCode)!,
        langCode: lang,
        name: country.name[lang],
        description: country.description[lang],
      })),
    ),
  );

  const destinationIds = new Map<string, number>();
  const destinationRowIds = await insertReturningIds(
    db,
    destinations,
    content.destinations.map((destination, position) => ({
      countryId: countryIds.get(destination.countryIso)!,
      latitude: destination.latitude,
      longitude: destination.longitude,
      isTop: destination.top,
      imageId: media.destinationImages.get(destination.key) ?? null,
      position,
    })),
  );
  for (const [i, destination] of content.destinations.entries()) {
    destinationIds.set(destination.key, destinationRowIds[i]!);
  }
  await insertMany(
    db,
    destinationTranslations,
    content.destinations.flatMap((destination) =>
      both((lang) => ({
        destinationId: destinationIds.get(destination.key)!,
        langCode: lang,
        name: destination.name[lang],
        shortText: destination.shortText[lang],
        biography: destination.biography[lang],
      })),
    ),
  );

  // Categories first, then highlights (featured categories), in the content's order.
  const taxonomy = [
    ...content.categories.map((c) => ({
      key: c.key,
      icon: c.icon,
      name: c.name,
      description: c.description,
      featured: false,
    })),
    ...content.highlights.map((h) => ({
      key: h.key,
      icon: h.icon,
      name: h.name,
      description: h.description,
      featured: true,
    })),
  ];
  const taxonomyRowIds = await insertReturningIds(
    db,
    categories,
    taxonomy.map((item, position) => ({
      icon: item.icon,
      imageId: media.categoryImages.get(item.key) ?? null,
      isFeatured: item.featured,
      position,
    })),
  );
  const categoryIds = new Map(taxonomy.map((item, i) => [item.key, taxonomyRowIds[i]!]));
  await insertMany(
    db,
    categoryTranslations,
    taxonomy.flatMap((item) =>
      both((lang) => ({
        categoryId: categoryIds.get(item.key)!,
        langCode: lang,
        name: item.name[lang],
        description: item.description[lang],
      })),
    ),
  );

  const detailRowIds = await insertReturningIds(
    db,
    ex.detailItems,
    content.details.map((d) => ({ key: d.key, type: d.type })),
  );
  const detailIds = new Map(content.details.map((d, i) => [d.key, detailRowIds[i]!]));
  await insertMany(
    db,
    ex.detailItemTranslations,
    content.details.flatMap((d) =>
      both((lang) => ({ detailItemId: detailIds.get(d.key)!, langCode: lang, name: d.name[lang] })),
    ),
  );
  const addOnRowIds = await insertReturningIds(
    db,
    ex.addOnItems,
    content.addOns.map((a) => ({ key: a.key, typeCode: a.typeCode, icon: a.icon })),
  );
  const addOnIds = new Map(content.addOns.map((a, i) => [a.key, addOnRowIds[i]!]));
  await insertMany(
    db,
    ex.addOnItemTranslations,
    content.addOns.flatMap((a) =>
      both((lang) => ({ addOnItemId: addOnIds.get(a.key)!, langCode: lang, name: a.name[lang] })),
    ),
  );

  const companyNames = [...new Set(planned.map((p) => p.companyName))];
  const companyRowIds = await insertReturningIds(
    db,
    companies,
    companyNames.map((name, i) => {
      const owner = planned.find((p) => p.companyName === name)!;
      return {
        companyName: name,
        ownerFirstName: content.firstNames[i % content.firstNames.length]!,
        ownerLastName: content.lastNames[(i * 7) % content.lastNames.length]!,
        email: `operaciones+${i + 1}@operadores.example`,
        countryId: countryIds.get(owner.countryIso)!,
      };
    }),
  );
  const companyIds = new Map(companyNames.map((name, i) => [name, companyRowIds[i]!]));

  const experienceIds = await insertReturningIds(
    db,
    ex.experiences,
    planned.map((p) => ({
      countryId: countryIds.get(p.countryIso)!,
      destinationId: destinationIds.get(p.destinationKey)!,
      companyId: companyIds.get(p.companyName)!,
      latitude: p.latitude,
      longitude: p.longitude,
      meetingLatitude: p.meeting?.latitude ?? null,
      meetingLongitude: p.meeting?.longitude ?? null,
      durationMinutes: p.durationMinutes,
      difficultyLevel: p.difficulty,
      isPrivate: p.isPrivate,
      isPackage: p.isPackage,
      pricePackageCents: p.pricePackageCents,
      priceAdultsCents: p.priceAdultsCents,
      priceChildrenCents: p.priceChildrenCents,
      priceBabiesCents: p.priceBabiesCents,
      priceSeniorsCents: p.priceSeniorsCents,
      originalPriceCents: p.originalPriceCents,
      showOriginalPrice: p.showOriginalPrice,
      displayPriceCents: p.displayPriceCents,
      minPersons: p.minPersons,
      maxPersons: p.maxPersons,
      minAgeAllowed: p.minAge,
      includeChildren: p.includeChildren,
      includeBabies: p.includeBabies,
      cancellationPolicy: p.cancellationPolicy,
      anticipationHours: p.schedule.anticipationHours,
    })),
  );
  await writeExperienceChildren(db, planned, experienceIds, {
    companyIds,
    categoryIds,
    detailIds,
    addOnIds,
    media,
    now,
  });
  return experienceIds.length;
}

async function writeExperienceChildren(
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
