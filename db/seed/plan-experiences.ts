import { slugify } from '../../domain/catalog/slug';
import { cardPriceCents } from '../../domain/pricing/card-price';
import { toCents } from '../../domain/pricing/money';
import type { SeedContent } from './content';
import { landmarkInText, renderTemplate } from './data/match';
import { meetingInstructions, meetingPlaces, type SeedMeetingPlace } from './data/meeting-places';
import type { LanguageCode } from './data/types';
import { planHeldSeats } from './plan-bookings';
import { planReviews } from './plan-reviews';
import { planLockedDates, planSchedule, planUniqueDates } from './plan-schedule';
import type { Random } from './random';
import { type Candidate, candidates, chooseCandidates } from './choose-candidates';
import type { PlannedExperience } from './planned-experience';

export const PHOTO_VARIANTS = 8;

export type { PlannedExperience } from './planned-experience';

const roundTo = (cents: number, step: number) => Math.max(step, Math.round(cents / step) * step);

/**
 * The meeting place's point, or one near the experience for a destination without a place. The two draws
 * are made either way, so every later draw of the seed stays what it was before meeting places.
 */
function meetingPoint(
  random: Random,
  place: SeedMeetingPlace | undefined,
  latitude: number,
  longitude: number,
): { latitude: number; longitude: number } {
  const near = {
    latitude: latitude + random.float(-0.005, 0.005),
    longitude: longitude + random.float(-0.005, 0.005),
  };
  return place ? { latitude: place.latitude, longitude: place.longitude } : near;
}

export function planExperience(
  random: Random,
  content: SeedContent,
  pick: Candidate,
  today: string,
): PlannedExperience {
  const { template, destination, landmark, category } = pick;
  const isPackage = random.chance(template.isPackageChance);
  const isPrivate = isPackage || random.chance(template.privateChance);
  const adult = roundTo(
    random.int(toCents(template.priceAdultUsd[0]), toCents(template.priceAdultUsd[1])),
    500,
  );
  const maxPersons = isPackage
    ? random.pick([4, 6, 8, 10])
    : isPrivate
      ? random.int(4, 10)
      : random.int(10, 25);
  const pricePackageCents = isPackage ? roundTo(adult * random.int(3, Math.min(6, maxPersons)), 1000) : 0;
  const priceAdultsCents = isPackage ? 0 : adult;
  const discountGroups =
    !isPackage && random.chance(0.35)
      ? [
          { min: 4, max: 7, percent: random.pick([5, 8, 10]) },
          { min: 8, max: maxPersons, percent: random.pick([12, 15]) },
        ].filter((group) => group.max >= group.min)
      : [];
  const originalPriceCents = random.chance(0.2)
    ? roundTo((isPackage ? pricePackageCents : adult) * random.float(1.15, 1.35), 500)
    : null;
  const durationHours = random.float(template.durationHours[0], template.durationHours[1]);
  const rendered = renderTemplate(template, destination, landmark);
  const hasMeetingPoint = random.chance(0.8);
  const meetingPlace = hasMeetingPoint ? meetingPlaces[destination.key] : undefined;
  const instructions = meetingPlace && meetingInstructions(meetingPlace);
  const texts = Object.fromEntries(
    (['es', 'en'] as const).map((lang) => {
      const place = landmark ? landmarkInText(landmark, lang) : destination.name[lang];
      return [
        lang,
        {
          name: rendered.name[lang],
          h1: rendered.h1[lang],
          descriptionHtml: rendered.descriptionHtml[lang],
          slug: slugify(rendered.name[lang]),
          // The page puts its own "Meeting point:" label before it: the meeting place's name, or the
          // landmark or city when the operator picks travellers up (docs/product.md § Meeting point).
          meetingReference: meetingPlace?.name[lang] ?? place,
          meetingAddress: meetingPlace?.address ?? '',
          meetingInstructions: instructions?.[lang] ?? '',
        },
      ];
    }),
  ) as PlannedExperience['texts'];
  const latitude = destination.latitude + random.float(-0.03, 0.03);
  const longitude = destination.longitude + random.float(-0.03, 0.03);
  const highlightKeys = content.highlights
    .filter((highlight) => highlight.categoryKeys.includes(category.key) && random.chance(0.45))
    .map((highlight) => highlight.key);
  const kinds = [...new Set([...template.scenery, ...destination.scenery])];
  const addOns = template.addOnKeys
    .filter(() => random.chance(0.7))
    .flatMap((key) => {
      const addOn = content.addOns.find((item) => item.key === key);
      if (!addOn) return [];
      return [
        {
          key,
          applyTo: addOn.applyTo,
          priceCents: roundTo(random.int(toCents(addOn.priceUsd[0]), toCents(addOn.priceUsd[1])), 100),
        },
      ];
    });
  const schedule = planSchedule(random, template.scheduleKind, isPrivate, maxPersons);
  const hours = [...new Set(schedule.hours.map((h) => h.hour))];
  const detailKeys = [
    ...template.includedKeys,
    ...template.notIncludedKeys,
    ...template.requirementKeys,
    ...template.recommendationKeys,
  ];
  const company = random.pick(content.companies.filter((c) => c.countryIso === destination.countryIso));
  const experience: Omit<PlannedExperience, 'heldSeats'> = {
    destinationKey: destination.key,
    countryIso: destination.countryIso,
    companyName: company?.name ?? content.companies[0]!.name,
    templateKey: template.key,
    texts,
    latitude,
    longitude,
    meeting: hasMeetingPoint ? meetingPoint(random, meetingPlace, latitude, longitude) : null,
    durationMinutes: Math.max(30, Math.round((durationHours * 60) / 30) * 30),
    difficulty: template.difficulty,
    isPrivate,
    isPackage,
    pricePackageCents,
    priceAdultsCents,
    priceChildrenCents: template.includeChildren && !isPackage ? roundTo(adult * 0.7, 100) : null,
    priceBabiesCents: template.includeBabies && !isPackage ? 0 : null,
    priceSeniorsCents: !isPackage && random.chance(0.4) ? roundTo(adult * 0.85, 100) : null,
    originalPriceCents,
    showOriginalPrice: originalPriceCents !== null,
    displayPriceCents: cardPriceCents({
      priceAdultsCents,
      pricePackageCents,
      discountGroups: discountGroups.map((g) => ({
        minParticipants: g.min,
        maxParticipants: g.max,
        discountPercent: g.percent,
      })),
    }),
    minPersons: isPackage ? 1 : random.pick([1, 1, 1, 2]),
    maxPersons,
    minAge: template.minAge,
    includeChildren: template.includeChildren,
    includeBabies: template.includeBabies,
    cancellationPolicy: random.pick([1, 2, 2, 2, 3, 3, 4, 5, 6]),
    categoryKeys: [category.key],
    highlightKeys,
    languages: [
      ...new Set<LanguageCode>([
        'es',
        ...random.pickMany(template.languages, random.int(1, template.languages.length)),
      ]),
    ],
    photos: Array.from({ length: random.int(4, 6) }, () => ({
      kind: random.pick(kinds),
      variant: random.int(0, PHOTO_VARIANTS - 1),
    })),
    detailKeys,
    addOns,
    discountGroups,
    schedule,
    lockedDates: planLockedDates(random, today, hours),
    uniqueDates: planUniqueDates(random, today, template.key, destination.key),
    reviews: planReviews(random, content, category.key),
  };
  // A fork of its own: the seats already sold take no draws from the rest of the plan.
  return { ...experience, heldSeats: planHeldSeats(random.fork('held-seats'), today, experience) };
}

/** The demo experiences for a seed: the same seed, content and day give the same catalogue. */
export function planExperiences(
  random: Random,
  content: SeedContent,
  count: number,
  today: string,
): PlannedExperience[] {
  const chosen = chooseCandidates(random.fork('choose'), candidates(content), count);
  return chosen.map((pick, index) =>
    planExperience(random.fork(`experience-${index}`), content, pick, today),
  );
}
