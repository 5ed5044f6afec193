import fc from 'fast-check';
import { hostileString, hostileValue } from './fuzz-hostile-values';
import { corrupted, SPLICE, splice } from './fuzz-spliced-text';

/** The part of JSON Schema the OpenAPI document of the app uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  /** `{ not: {} }`: a field that must never be sent (profile fields a person cannot set). */
  not?: JsonSchema;
}

/** Values that pass the product's rules for well-known fields, so requests also get past validation. */
const PLAUSIBLE: Record<string, unknown[]> = {
  email: ['ana@example.com', 'fuzz@example.com'],
  password: ['Secret123'],
  current_password: ['Secret123'],
  new_password: ['Secret1234'],
  confirm_password: ['Secret1234'],
  first_name: ['Ana', 'José María'],
  last_name: ['Pérez', "O'Neil"],
  contact_first_name: ['Luis'],
  contact_last_name: ['Gómez'],
  company_name: ['Tours del Istmo S.A.'],
  phone: ['+507 6123 4567'],
  country: ['PA', 'CR'],
  country_iso: ['PA'],
  accept_terms: [true],
  path: ['/', '/search'],
  address: ['Calle 50, Ciudad de Panamá'],
  birth_date: ['1990-05-17'],
  searchText: ['snorkel'],
  anonymous_id: ['visitor-123456'],
  properties: [{}, { searchText: 'snorkel', results: 3 }],
  delete_comments: [false],
  tax_id: ['155-123-456'],
  website: ['https://toursdelistmo.example'],
  message: ['Ofrecemos tours en el Canal.'],
  dni: ['8-123-456'],
  postal_code: ['0801'],
  booking_country: ['PA'],
  booking_city: ['Panamá'],
  language: ['es', 'en'],
  referent_code: ['FRIEND-01'],
  type: ['experiences', 'carousel'],
};

/** A plausible value for a schema: an enum member, a number in range, text within its length. */
export function plausible(schema: JsonSchema, name: string, mutate = true): fc.Arbitrary<unknown> {
  const known = PLAUSIBLE[name];
  if (known) return fc.constantFrom(...known);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.anyOf && schema.anyOf.length > 0)
    return fc.oneof(...schema.anyOf.map((item) => plausible(item, name, mutate)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 - 1 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 200),
      });
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, name), { maxLength: 4 });
    case 'object':
      return objectFor(schema, mutate);
    default:
      return hostileValue;
  }
}

type Mutation =
  | { kind: 'splice'; key: string; text: string; at: number }
  | { kind: 'replace' | 'add'; key: string; value: unknown }
  | { kind: 'delete'; key: string };

/**
 * An object for a schema: every known field plausible, then zero to two mutations (hostile text spliced
 * into a field, a field replaced by a hostile value or deleted, an extra field added). Most objects are
 * then wrong in one place only, so they get past every other field's check to the code under it.
 */
function objectFor(schema: JsonSchema, mutate: boolean): fc.Arbitrary<Record<string, unknown>> {
  // Fields that must never be sent are left to the mutations, so the plain object is a valid one.
  const properties = Object.entries(schema.properties ?? {}).filter(([, property]) => !property.not);
  const base = fc.record(
    Object.fromEntries(properties.map(([key, property]) => [key, plausible(property, key, mutate)])),
  );
  const key = properties.length > 0 ? fc.constantFrom(...properties.map(([name]) => name)) : hostileString;
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant('splice' as const), key, text: SPLICE, at: fc.nat() }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('replace' as const), key, value: hostileValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), key }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('add' as const), key: hostileString, value: hostileValue }),
    },
  );
  return fc.tuple(base, fc.array(mutation, { maxLength: mutate ? 2 : 0 })).map(([plain, mutations]) => {
    const out: Record<string, unknown> = { ...plain };
    for (const change of mutations) {
      if (change.kind === 'delete') delete out[change.key];
      else if (change.kind === 'splice') out[change.key] = splice(out[change.key], change.text, change.at);
      else out[change.key] = change.value;
    }
    return out;
  });
}

/** Mostly plausible values (to reach deep into the handlers), often corrupted or hostile ones. */
export function valueFor(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  const good = plausible(schema, name);
  return fc.oneof(
    { weight: 3, arbitrary: good },
    { weight: 2, arbitrary: corrupted(good) },
    { weight: 2, arbitrary: hostileValue },
  );
}
