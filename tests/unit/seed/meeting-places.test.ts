import { describe, expect, it } from 'vitest';
import { isInsideCountry } from '../../../common/map/country-shapes.server';
import { defaultContent } from '../../../db/seed/content-default';
import { meetingPlaces } from '../../../db/seed/data/meeting-places';
import { planExperiences } from '../../../db/seed/plan-experiences';
import { createRandom } from '../../../db/seed/random';
import { DEMO_EXPERIENCES, DEMO_SEED } from '../../../db/seed/seed-demo';
import { isCompleteMeetingPoint, meetingPointInput } from '../../../domain/experiences/meeting-point';

describe('the demo catalogue’s meeting points', () => {
  it('has a place in every destination, in its town and inside its country’s map', () => {
    for (const destination of defaultContent.destinations) {
      const place = meetingPlaces[destination.key];
      expect(place, destination.key).toBeDefined();
      // About 10 km: in the town, not at the country's other end.
      const distance = Math.hypot(
        place!.latitude - destination.latitude,
        place!.longitude - destination.longitude,
      );
      expect(distance, destination.key).toBeLessThan(0.15);
      expect(isInsideCountry(destination.countryIso, place!), destination.key).toBe(true);
    }
  });

  it('gives every experience with a meeting point what the operator editor would accept', () => {
    const demo = planExperiences(createRandom(DEMO_SEED), defaultContent, DEMO_EXPERIENCES, '2026-11-22');
    const withPoint = demo.filter((e) => e.meeting !== null);
    expect(withPoint.length).toBeGreaterThan(300);
    for (const e of withPoint) {
      const texts = (lang: 'es' | 'en') => ({
        place: e.texts[lang].meetingReference,
        address: e.texts[lang].meetingAddress,
        instructions: e.texts[lang].meetingInstructions,
      });
      const point = { ...e.meeting!, texts: { es: texts('es'), en: texts('en') } };
      expect(meetingPointInput.safeParse(point).success).toBe(true);
      expect(isCompleteMeetingPoint(point)).toBe(true);
      expect(point.latitude).toBe(meetingPlaces[e.destinationKey]!.latitude);
    }
    // Without one (the operator picks travellers up) the city or landmark stays, with no address.
    for (const e of demo.filter((x) => x.meeting === null)) {
      expect(e.texts.es.meetingAddress).toBe('');
      expect(e.texts.es.meetingReference).not.toBe('');
    }
  });
});
