import { describe, expect, it } from 'vitest';
import type { ExperienceContentInput } from '../../../domain/experiences/editor-input';
import {
  type CompletenessFacts,
  missingContent,
  missingForReview,
} from '../../../domain/experiences/experience-completeness';

const texts = (name: string) => ({
  name,
  h1: `${name}: the day`,
  description_html: '<p>A long walk.</p>',
  included: ['Water'],
  not_included: [],
  requirements: [],
  recommendations: ['Hat'],
});

const content: ExperienceContentInput = {
  es: texts('Caminata'),
  en: texts('Hike'),
  destination_id: 1,
  category_ids: [2],
  duration_minutes: 120,
  difficulty: 1,
  language_codes: ['es'],
  is_private: false,
  meeting_point: null,
};

const complete: CompletenessFacts = {
  content,
  isPackage: false,
  priceAdultsCents: 4500,
  pricePackageCents: 0,
  photoCount: 3,
  hasSchedule: true,
  hasMeetingPoint: true,
  hasPickupAddOn: false,
  hasPickupArea: false,
};

const fields = (facts: CompletenessFacts) => missingForReview(facts).map((piece) => piece.field);

describe('completeness before review', () => {
  it('asks nothing of a complete experience', () => {
    expect(missingForReview(complete)).toEqual([]);
  });

  it('names every missing piece at once, each with a catalogue key', () => {
    const empty = { ...texts(''), h1: '', description_html: '<p> </p>', included: [], recommendations: [] };
    const missing = missingForReview({
      content: { ...content, en: empty, category_ids: [], language_codes: [] },
      isPackage: false,
      priceAdultsCents: 0,
      pricePackageCents: 0,
      photoCount: 2,
      hasSchedule: false,
      hasMeetingPoint: false,
      hasPickupAddOn: false,
      hasPickupArea: false,
    });
    expect(missing.map((piece) => piece.field)).toEqual([
      'content.en.name',
      'content.en.h1',
      'content.en.description_html',
      'content.en.included',
      'content.en.recommendations',
      'content.category_ids',
      'content.language_codes',
      'terms.prices.adults',
      'photos',
      'schedule',
      'meeting_point',
    ]);
    for (const piece of missing) expect(piece.message).toMatch(/^operatorExperiences\.missing\.\w+$/);
  });

  it('takes a pickup add-on for a meeting point', () => {
    expect(
      fields({ ...complete, hasMeetingPoint: false, hasPickupAddOn: true, hasPickupArea: true }),
    ).toEqual([]);
    expect(fields({ ...complete, hasMeetingPoint: false })).toEqual(['meeting_point']);
  });

  it('asks a pickup add-on for the area it picks up in', () => {
    expect(fields({ ...complete, hasMeetingPoint: false, hasPickupAddOn: true })).toEqual([
      'terms.pickup_area',
    ]);
    expect(fields({ ...complete, hasPickupArea: true })).toEqual([]);
  });

  it('asks a package for its package price, not the adults’ one', () => {
    expect(fields({ ...complete, isPackage: true, priceAdultsCents: 0, pricePackageCents: 9000 })).toEqual(
      [],
    );
    expect(fields({ ...complete, isPackage: true, pricePackageCents: 0 })).toEqual(['terms.prices.package']);
  });

  it('counts photos from three', () => {
    expect(fields({ ...complete, photoCount: 2 })).toEqual(['photos']);
    expect(fields({ ...complete, photoCount: 3 })).toEqual([]);
  });

  it('checks a revision’s content alone (its photos, prices and schedule are live already)', () => {
    expect(missingContent(content)).toEqual([]);
    expect(missingContent({ ...content, es: { ...content.es, name: '' } })).toEqual([
      { field: 'content.es.name', message: 'operatorExperiences.missing.name' },
    ]);
  });
});
