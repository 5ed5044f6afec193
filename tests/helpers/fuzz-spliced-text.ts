import fc from 'fast-check';
import { LONE_SURROGATES } from './fuzz-hostile-values';

/** Text with `text` inserted at a position; a value that is not text gets the text itself. */
export function splice(value: unknown, text: string, at: number): unknown {
  if (typeof value !== 'string') return text;
  const cut = value.length === 0 ? 0 : at % (value.length + 1);
  return value.slice(0, cut) + text + value.slice(cut);
}

/** A character that must never reach the database as sent, or a value at an edge, spliced into text. */
export const SPLICE = fc.oneof(
  fc.constantFrom('\u0000', ...LONE_SURROGATES),
  fc.constantFrom('9'.repeat(12), 'ñ'.repeat(300), '(', ')', ',', ':', '%'),
);

/** A plausible value with something hostile spliced in at a random place (text only). */
export function corrupted(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(value, SPLICE, fc.nat())
    .map(([plain, text, at]) => (typeof plain === 'string' ? splice(plain, text, at) : plain));
}
