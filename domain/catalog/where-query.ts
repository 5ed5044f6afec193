/**
 * The `where` query parameter of the newer API (docs/product.md § Catalogue calls), e.g.
 * `categories/web?where=featured:bool(true)` or `destinations/web?where=country.id:string(12)`.
 *
 * Grammar (whitespace around conditions is ignored):
 *   where     := condition ((',' | ';') condition)*
 *   condition := field ':' type '(' value ')'
 *   field     := name ('.' name)*        name := [A-Za-z_][A-Za-z0-9_]*
 *   type      := 'bool' | 'string' | 'number'
 *   value     := bool: true | false; number: -?digits(.digits)?; string: non-empty text without '(' or ')'
 *   (values are trimmed; type names and bool literals are lower case)
 *
 * Both separators are accepted so clients need not agree on one; formatWhere writes ','.
 * Separators inside the parentheses belong to the value, so `name:string(a,b)` is one condition.
 * There are no escapes: a string value can never contain parentheses, which keeps the parser a single pass.
 */
import { AppError } from '../errors';

export type WhereType = 'bool' | 'string' | 'number';

export type WhereCondition =
  | { field: string; type: 'bool'; value: boolean }
  | { field: string; type: 'string'; value: string }
  | { field: string; type: 'number'; value: number };

export type WhereWhitelist = Readonly<Record<string, WhereType>>;

export type QuerySyntaxReason =
  | 'not_a_string'
  | 'too_long'
  | 'empty_condition'
  | 'invalid_field'
  | 'unknown_type'
  | 'missing_parenthesis'
  | 'invalid_value'
  | 'unknown_field'
  | 'type_mismatch'
  | 'duplicate_field';

/** A 400 for the server's error handler; `reason` is also sent in the body for programs. */
export class QuerySyntaxError extends AppError {
  declare readonly code: 'INVALID_QUERY';
  readonly reason: QuerySyntaxReason;

  constructor(reason: QuerySyntaxReason, message: string) {
    super(400, 'INVALID_QUERY', 'errors.invalidQuery', { reason: message }, { reason });
    this.name = 'QuerySyntaxError';
    this.message = message;
    this.reason = reason;
  }
}

/** Bounds the work done on hostile input; real filters are a few dozen characters. */
export const WHERE_MAX_LENGTH = 500;

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const TYPES: readonly WhereType[] = ['bool', 'string', 'number'];

/**
 * Parses `where`. `undefined` and blank strings mean "no conditions". A repeated query parameter
 * (`?where=a&where=b`) arrives as an array and is read as if its parts were joined with ','.
 * Without `allowed` any well-formed field passes; API routes should always pass their whitelist so
 * only indexed, public columns can be filtered on.
 */
export function parseWhere(input: unknown, allowed?: WhereWhitelist): WhereCondition[] {
  const parts = toParts(input);
  const conditions: WhereCondition[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    for (const raw of splitConditions(part)) {
      const condition = parseCondition(raw);
      if (seen.has(condition.field)) {
        throw new QuerySyntaxError('duplicate_field', `Field "${condition.field}" appears more than once`);
      }
      seen.add(condition.field);
      if (allowed) checkAllowed(condition, allowed);
      conditions.push(condition);
    }
  }
  return conditions;
}

/** The inverse of `parseWhere`, for clients building URLs. */
export function formatWhere(conditions: readonly WhereCondition[]): string {
  return conditions
    .map((c) => {
      if (!FIELD.test(c.field)) throw new QuerySyntaxError('invalid_field', `Invalid field "${c.field}"`);
      const value = String(c.value);
      if (c.type === 'string' && (value === '' || /[()]/.test(value))) {
        throw new QuerySyntaxError(
          'invalid_value',
          'String values must be non-empty and without parentheses',
        );
      }
      if (c.type === 'number' && !NUMBER.test(value)) {
        throw new QuerySyntaxError('invalid_value', `Number value ${value} cannot be written in a query`);
      }
      return `${c.field}:${c.type}(${value})`;
    })
    .join(',');
}

function toParts(input: unknown): string[] {
  if (input === undefined || input === null) return [];
  const parts = Array.isArray(input) ? input : [input];
  let total = 0;
  for (const part of parts) {
    if (typeof part !== 'string') throw new QuerySyntaxError('not_a_string', 'where must be a string');
    total += part.length;
  }
  if (total > WHERE_MAX_LENGTH) {
    throw new QuerySyntaxError('too_long', `where is longer than ${WHERE_MAX_LENGTH} characters`);
  }
  return (parts as string[]).filter((p) => p.trim() !== '');
}

/** Splits on top-level separators only; parentheses are not nested in this grammar. */
function splitConditions(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') {
      depth++;
      if (depth > 1) throw new QuerySyntaxError('invalid_value', 'Values cannot contain "("');
    } else if (ch === ')') {
      depth--;
      if (depth < 0) throw new QuerySyntaxError('missing_parenthesis', 'Unbalanced ")"');
    } else if (depth === 0 && (ch === ',' || ch === ';')) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0) throw new QuerySyntaxError('missing_parenthesis', 'Missing ")"');
  out.push(text.slice(start));
  return out;
}

function parseCondition(raw: string): WhereCondition {
  const text = raw.trim();
  if (text === '') throw new QuerySyntaxError('empty_condition', 'Empty condition between separators');
  const colon = text.indexOf(':');
  const open = text.indexOf('(');
  if (colon < 0) throw new QuerySyntaxError('invalid_field', `Condition "${text}" has no ":"`);
  if (open < 0 || !text.endsWith(')')) {
    throw new QuerySyntaxError('missing_parenthesis', `Condition "${text}" must end with type(value)`);
  }
  if (open < colon)
    throw new QuerySyntaxError('invalid_field', `Condition "${text}" has no field before ":"`);

  const field = text.slice(0, colon).trim();
  const type = text.slice(colon + 1, open).trim();
  const value = text.slice(open + 1, -1);
  if (/[()]/.test(value)) throw new QuerySyntaxError('invalid_value', 'Values cannot contain parentheses');
  if (!FIELD.test(field)) throw new QuerySyntaxError('invalid_field', `Invalid field "${field}"`);
  if (!isWhereType(type)) {
    throw new QuerySyntaxError('unknown_type', `Unknown type "${type}" (use bool, string or number)`);
  }
  return { field, ...parseValue(type, value) } as WhereCondition;
}

function parseValue(type: WhereType, raw: string): Omit<WhereCondition, 'field'> {
  const value = raw.trim();
  if (type === 'bool') {
    if (value === 'true') return { type, value: true };
    if (value === 'false') return { type, value: false };
    throw new QuerySyntaxError('invalid_value', `bool expects true or false, got "${value}"`);
  }
  if (type === 'number') {
    const n = Number(value);
    if (!NUMBER.test(value) || !Number.isFinite(n)) {
      throw new QuerySyntaxError('invalid_value', `number expects a decimal number, got "${value}"`);
    }
    return { type, value: n };
  }
  if (value === '') throw new QuerySyntaxError('invalid_value', 'string value is empty');
  return { type, value };
}

function checkAllowed(condition: WhereCondition, allowed: WhereWhitelist): void {
  // Own properties only: a field named "constructor" or "__proto__" must not match Object.prototype.
  if (!Object.hasOwn(allowed, condition.field)) {
    throw new QuerySyntaxError('unknown_field', `Field "${condition.field}" cannot be filtered on`);
  }
  const expected = allowed[condition.field];
  if (expected !== condition.type) {
    throw new QuerySyntaxError(
      'type_mismatch',
      `Field "${condition.field}" expects ${expected}, got ${condition.type}`,
    );
  }
}

function isWhereType(value: string): value is WhereType {
  return (TYPES as readonly string[]).includes(value);
}
