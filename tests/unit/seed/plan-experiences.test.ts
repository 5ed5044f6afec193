import { describe, expect, it } from 'vitest';
import { defaultContent } from '../../../db/seed/content-default';
import { planExperiences } from '../../../db/seed/plan-experiences';
import { createRandom } from '../../../db/seed/random';
import { DEMO_EXPERIENCES, DEMO_SEED } from '../../../db/seed/seed-demo';

const plan = (seed: number) =>
  planExperiences(createRandom(seed), defaultContent, DEMO_EXPERIENCES, '2026-11-22');

describe('demo catalogue plan', () => {
  const demo = plan(DEMO_SEED);

  it('is deterministic for a seed and changes with it', () => {
    expect(plan(DEMO_SEED)).toEqual(demo);
    expect(plan(DEMO_SEED + 1)).not.toEqual(demo);
  });

  it('spreads at least 400 experiences over every country, 40+ destinations and every category', () => {
    expect(demo.length).toBeGreaterThanOrEqual(400);
    expect(new Set(demo.map((e) => e.countryIso)).size).toBe(7);
    expect(new Set(demo.map((e) => e.destinationKey)).size).toBeGreaterThanOrEqual(40);
    const categories = new Set(demo.flatMap((e) => e.categoryKeys));
    expect(categories.size).toBe(defaultContent.categories.length);
  });

  it('gives every experience bilingual texts, 4+ photos, a schedule and a coherent price', () => {
    for (const e of demo) {
      expect(e.texts.es.name).not.toMatch(/\{|\}/);
      expect(e.texts.en.descriptionHtml).toMatch(/^<p>/);
      expect(e.photos.length).toBeGreaterThanOrEqual(4);
      expect(e.schedule.hours.length).toBeGreaterThan(0);
      expect(e.isPackage ? e.pricePackageCents : e.priceAdultsCents).toBeGreaterThan(0);
      expect(e.displayPriceCents).toBeLessThanOrEqual(e.isPackage ? e.pricePackageCents : e.priceAdultsCents);
      expect(e.maxPersons).toBeGreaterThanOrEqual(e.minPersons);
      // The meeting point is a place: the experience page writes its own label before it.
      expect(e.texts.es.meetingReference).not.toMatch(/^Punto de encuentro/);
      expect(e.texts.en.meetingReference).not.toMatch(/^Meeting point/);
    }
  });

  it('varies what a real catalogue varies: pickups, discounts, packages, locked and unique dates, reviews', () => {
    const some = (test: (e: (typeof demo)[number]) => boolean) => demo.filter(test).length;
    expect(some((e) => e.meeting === null)).toBeGreaterThan(10);
    expect(some((e) => e.addOns.length > 0)).toBeGreaterThan(50);
    expect(some((e) => e.discountGroups.length > 0)).toBeGreaterThan(50);
    expect(some((e) => e.isPackage)).toBeGreaterThan(5);
    expect(some((e) => e.lockedDates.length > 0)).toBeGreaterThan(50);
    expect(some((e) => e.uniqueDates.length > 0)).toBeGreaterThan(3);
    expect(some((e) => e.reviews.length > 0)).toBeGreaterThan(300);
    expect(new Set(demo.map((e) => e.cancellationPolicy)).size).toBe(6);
    expect(new Set(demo.map((e) => e.difficulty)).size).toBeGreaterThanOrEqual(4);
  });
});
