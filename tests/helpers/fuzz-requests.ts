import fc from 'fast-check';
import { HOSTILE_RAW_BODIES, hostileString, hostileValue } from './fuzz-hostile-values';
import { INTERESTING_QUERY_NAMES, queryValueFor } from './fuzz-query-values';
import { type JsonSchema, plausible, valueFor } from './fuzz-schema-values';

/** One operation of the OpenAPI document, as the fuzz test reads it. */
export interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string; schema?: JsonSchema }[];
  body?: JsonSchema;
}

/** A request to an operation, before it is encoded and sent. */
export interface FuzzRequest {
  path: Record<string, string>;
  query: [string, string][];
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'none' };
  contentType: string | undefined;
  session: 'none' | 'bearer' | 'cookie' | 'garbage';
  garbageToken: string;
  lang: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['parameters'];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the document. */
export function operationsOf(document: unknown): Operation[] {
  return Object.entries((document as OpenApiDocument).paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** Printable ASCII: what an HTTP client can put in a header at all (others fail before sending). */
const headerText = (maxLength: number) =>
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength,
  });

/** Any value as URL text (objects as JSON: String() fails on one whose `toString` key is data). */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

const pathParameters = (operation: Operation) => operation.parameters.filter((p) => p.in === 'path');

/** Random requests: parameters and bodies mostly plausible with something wrong, or wholly hostile. */
export function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const path = fc.record(
    Object.fromEntries(
      pathParameters(operation).map((parameter) => [
        parameter.name,
        fc.oneof(valueFor(parameter.schema ?? {}, parameter.name).map(asText), hostileString),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryNames = [
    ...new Set([
      ...operation.parameters.filter((parameter) => parameter.in === 'query').map((p) => p.name),
      ...INTERESTING_QUERY_NAMES,
    ]),
  ];
  const query = fc.array(
    fc
      .constantFrom(...queryNames)
      .chain((name) => queryValueFor(name).map((value) => [name, value] as [string, string])),
    { maxLength: 6 },
  );
  const jsonBody = operation.body ? plausible(operation.body, 'body') : hostileValue;
  const body = fc.oneof(
    { weight: 8, arbitrary: jsonBody.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: hostileValue.map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...HOSTILE_RAW_BODIES).map((text) => ({ kind: 'raw' as const, text })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
  return fc.record({
    path,
    query,
    body,
    contentType: fc.oneof(
      { weight: 20, arbitrary: fc.constant('application/json') },
      fc.constantFrom(
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
        'multipart/form-data; boundary=x',
        'image/png',
      ),
    ),
    session: fc.constantFrom('none', 'bearer', 'cookie', 'garbage'),
    garbageToken: headerText(80),
    lang: fc.oneof(fc.constantFrom('es', 'en'), headerText(10)),
  });
}

/** What each known place gets in the systematic requests: text the database refuses, ids out of range. */
const SYSTEMATIC_VALUES: unknown[] = ['\u0000', 'a\ud800', 2 ** 31, 1e308, '99999999999'];

/**
 * Requests that try each hostile value in each place an operation reads (every path parameter, every
 * top-level body field, the query names the handlers read), everything else plausible. Run before the
 * random ones, so the known classes of bug are covered on every run whatever the seed.
 */
export function systematicRequests(operation: Operation, seed: number): FuzzRequest[] {
  const [base] = fc.sample(requestArbitrary(operation), { seed, numRuns: 1 });
  if (!base) return [];
  const plain: FuzzRequest = {
    ...base,
    contentType: 'application/json',
    session: 'bearer',
    lang: 'en',
    query: [],
  };
  for (const parameter of pathParameters(operation)) {
    const [value] = fc.sample(plausible(parameter.schema ?? {}, parameter.name, false), { seed, numRuns: 1 });
    const schema = parameter.schema ?? {};
    // An id that exists (the smallest allowed), so the handler runs rather than answering 404.
    plain.path[parameter.name] = asText(schema.type === 'integer' ? (schema.minimum ?? 1) : value);
  }
  const [plainBody] = operation.body
    ? fc.sample(plausible(operation.body, 'body', false), { seed, numRuns: 1 })
    : [];
  plain.body = plainBody === undefined ? { kind: 'none' } : { kind: 'json', value: plainBody };
  const requests: FuzzRequest[] = [];
  for (const value of SYSTEMATIC_VALUES) {
    for (const parameter of pathParameters(operation)) {
      requests.push({ ...plain, path: { ...plain.path, [parameter.name]: String(value) } });
    }
    if (typeof plainBody === 'object' && plainBody !== null && !Array.isArray(plainBody)) {
      for (const key of Object.keys(plainBody)) {
        const current = (plainBody as Record<string, unknown>)[key];
        const spliced = typeof value === 'string' && typeof current === 'string' ? current + value : value;
        requests.push({ ...plain, body: { kind: 'json', value: { ...plainBody, [key]: spliced } } });
      }
    }
    // Only where the document lists a query (the handlers of the others never read one).
    const queryNames = operation.parameters.some((parameter) => parameter.in === 'query')
      ? ['where', 'page', 'limit', 'country', 'countryId', 'q']
      : [];
    for (const name of queryNames) {
      const text = name === 'where' ? `country.id:string(${String(value)})` : String(value);
      requests.push({ ...plain, query: [[name, text]] });
    }
  }
  if (operation.method !== 'GET') {
    for (const text of HOSTILE_RAW_BODIES) requests.push({ ...plain, body: { kind: 'raw', text } });
  }
  return requests;
}
