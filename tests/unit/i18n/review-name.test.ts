import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One Spanish name for a review on every page, e-mail and server message (docs/decisions/0085-reviews.md):
 * "reseña", never "opinión". The e-mails and the server's messages take their words from the catalogue.
 */
const spanish = () =>
  [
    readFileSync('common/i18n/es.json', 'utf8'),
    ...readdirSync('app/content')
      .filter((name) => !/-en[-.]/.test(name))
      .map((name) => readFileSync(join('app/content', name), 'utf8')),
  ].join('\n');

describe('a review in Spanish', () => {
  it('is a "reseña", never an "opinión"', () => {
    const text = spanish();
    expect(text).toMatch(/reseñas?/i);
    expect(text.match(/opini[oó]n(es)?/gi) ?? []).toEqual([]);
  });
});
