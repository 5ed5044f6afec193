/**
 * What every piece of client input must satisfy before any rule of its own (decision 0025): text that
 * PostgreSQL can store and a nesting depth the server can walk.
 *
 * - U+0000 is refused by PostgreSQL in `text` (an error, so a 500 if it gets that far).
 * - A lone UTF-16 surrogate has no UTF-8 form: the database driver silently stores U+FFFD instead, so the
 *   row would not hold what the client sent.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a string can be stored as sent: no NUL character and no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The path to the first string (value or object key) in parsed input that is not storable text, or
 * undefined when all are. For a bad key the path stops at its object, so the answer never echoes it.
 */
export function unstorableTextPath(input: unknown): (string | number)[] | undefined {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: [...path, index] }));
    } else if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return path;
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/** The deepest nesting of a JSON body the API reads; real bodies (search filters) nest four levels. */
export const MAX_JSON_DEPTH = 32;

/** Whether parsed JSON nests arrays and objects more than `max` levels deep (walked without recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > max) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

/**
 * Whether plain text a person typed holds characters it must not: control characters other than line
 * breaks and tab, or the bidirectional overrides and isolates that can make text read differently from
 * what it holds ("Trojan Source"). Markup characters are fine: plain text is always rendered escaped.
 */
export function hasRefusedCharacters(text: string): boolean {
  return /[^\P{Cc}\n\r\t]|[\u202A-\u202E\u2066-\u2069]/u.test(text);
}
