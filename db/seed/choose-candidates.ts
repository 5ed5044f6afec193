import type { SeedContent } from './content';
import { landmarksFor, templateFits } from './data/match';
import type { ExperienceTemplate, SeedCategory, SeedDestination, SeedLandmark } from './data/types';
import type { Random } from './random';

/** Which demo experiences the seed plans: (template, destination, landmark) triples, spread out. */

export interface Candidate {
  category: SeedCategory;
  template: ExperienceTemplate;
  destination: SeedDestination;
  landmark: SeedLandmark | undefined;
}

/** Every (template, destination, landmark) that reads true, by the content's own matching rules. */
export function candidates(content: SeedContent): Candidate[] {
  const list: Candidate[] = [];
  for (const category of content.categories) {
    for (const template of category.templates) {
      for (const destination of content.destinations) {
        if (!templateFits(template, destination)) continue;
        const landmarks = landmarksFor(template, destination);
        if (landmarks.length === 0) list.push({ category, template, destination, landmark: undefined });
        for (const landmark of landmarks) list.push({ category, template, destination, landmark });
      }
    }
  }
  return list;
}

/**
 * Chooses `count` candidates spread over destinations and categories: destinations take turns, and each
 * turn prefers the category that destination has used least, so no city is all boat tours.
 */
export function chooseCandidates(random: Random, all: Candidate[], count: number): Candidate[] {
  const byDestination = new Map<string, Candidate[]>();
  for (const candidate of random.shuffle(all)) {
    const key = candidate.destination.key;
    byDestination.set(key, [...(byDestination.get(key) ?? []), candidate]);
  }
  const used = new Map<string, Map<string, number>>();
  const chosen: Candidate[] = [];
  const order = random.shuffle([...byDestination.keys()]);
  let round = 0;
  while (chosen.length < count && round < count * 4) {
    const key = order[round % order.length]!;
    round += 1;
    const pool = byDestination.get(key) ?? [];
    if (pool.length === 0) continue;
    const counts = used.get(key) ?? new Map<string, number>();
    pool.sort((a, b) => (counts.get(a.category.key) ?? 0) - (counts.get(b.category.key) ?? 0));
    const pick = pool.shift()!;
    counts.set(pick.category.key, (counts.get(pick.category.key) ?? 0) + 1);
    used.set(key, counts);
    chosen.push(pick);
  }
  return chosen;
}
