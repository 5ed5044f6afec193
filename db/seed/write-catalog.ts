import type { DbOrTx } from '../client';
import { companies } from '../schema/companies';
import * as ex from '../schema/experiences';
import { countries, countryTranslations, destinations, destinationTranslations } from '../schema/geography';
import { categories, categoryTranslations, languages, languageTranslations } from '../schema/taxonomy';
import type { SeedContent } from './content';
import type { PhotoRef } from './media/photo-library';
import { both, insertMany, insertReturningIds } from './insert-rows';
import { writeBookings } from './write-bookings';
import { writeDemoAgenda } from './write-demo-agenda';
import { writeDemoOperatorDay } from './write-demo-operator-day';
import { writeExperienceChildren } from './write-experience-children';
import { writeOperatorAccounts } from './write-operator-accounts';
import type { PlannedExperience } from './plan-experiences';

export interface MediaRefs {
  /** Photo per `${kind}-${variant}`. */
  photos: Map<string, PhotoRef>;
  countryBanners: Map<string, string>;
  destinationImages: Map<string, string>;
  categoryImages: Map<string, string>;
}

/** Writes the reference data and the planned experiences; returns how many experiences were written. */
export async function writeCatalog(
  db: DbOrTx,
  content: SeedContent,
  planned: PlannedExperience[],
  media: MediaRefs,
  now: Date,
  /** Also the demo traveller and her agenda (write-demo-agenda.ts). */
  demoTraveller = true,
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
  const companyRows = companyNames.map((name, i) => ({
    companyName: name,
    ownerFirstName: content.firstNames[i % content.firstNames.length]!,
    ownerLastName: content.lastNames[(i * 7) % content.lastNames.length]!,
    email: `operaciones+${i + 1}@operadores.example`,
    countryIso: planned.find((p) => p.companyName === name)!.countryIso,
  }));
  const companyRowIds = await insertReturningIds(
    db,
    companies,
    companyRows.map(({ countryIso, ...row }) => ({ ...row, countryId: countryIds.get(countryIso)! })),
  );
  const companyIds = new Map(companyNames.map((name, i) => [name, companyRowIds[i]!]));
  await writeOperatorAccounts(
    db,
    companyRows.map((row, i) => ({ ...row, id: companyRowIds[i]! })),
    now,
  );

  const experienceIds = await insertReturningIds(
    db,
    ex.experiences,
    planned.map((p) => ({
      status: 'published' as const,
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
  await writeBookings(db, content, planned, { experienceIds, companyIds, now });
  if (demoTraveller) {
    const agenda = await writeDemoAgenda(db, content, planned, { experienceIds, companyIds, now });
    const zones = new Map<string, string>(content.countries.map((c) => [c.isoCode, c.timeZone]));
    await writeDemoOperatorDay(db, { content, planned, experienceIds, companyIds, now, zones }, agenda);
  }
  return experienceIds.length;
}
