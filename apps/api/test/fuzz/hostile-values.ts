import fc from 'fast-check';
import * as samples from './hostile-samples';
import { idsFor } from './id-kinds';

// fast-check arbitraries read from a JSON schema of the OpenAPI document: `validValue` gives what
// the schema accepts (so requests get past validation and reach the handlers with SQL, HTML,
// edge lengths and existing ids), `hostileValue` what it must refuse (or tolerate) without a 5xx.

export type JsonSchema = Record<string, unknown>;

/** Ids of seeded rows (all, and by kind) and e-mails of seeded accounts, to hit real records. */
export interface ValuePools {
  ids: readonly string[];
  idsByKind: Readonly<Record<string, readonly string[]>>;
  emails: readonly string[];
  images: readonly string[];
}

const list = (value: unknown): JsonSchema[] => (Array.isArray(value) ? (value as JsonSchema[]) : []);
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const codePoints = (text: string) => [...text].length;

function patternsOf(schema: JsonSchema): RegExp[] {
  return [schema, ...list(schema['allOf'])]
    .map((node) => node['pattern'])
    .filter((pattern): pattern is string => typeof pattern === 'string')
    .map((pattern) => new RegExp(pattern, 'u'));
}

function fits(schema: JsonSchema, text: string): boolean {
  const length = codePoints(text);
  return (
    length >= (num(schema['minLength']) ?? 0) &&
    length <= (num(schema['maxLength']) ?? Number.MAX_SAFE_INTEGER) &&
    patternsOf(schema).every((pattern) => pattern.test(text))
  );
}

function validString(schema: JsonSchema, pools: ValuePools, hint: string): fc.Arbitrary<unknown> {
  const format = schema['format'];
  if (format === 'uuid') return idsFor(hint, pools);
  if (format === 'date-time') return fc.constantFrom(...samples.DATE_TIMES);
  if (format === 'binary') return fc.constant('photo.png');
  const max = Math.min(num(schema['maxLength']) ?? 50, 5000);
  const candidates = [
    ...(format === 'email' ? [...pools.emails, 'fuzz@example.bh', "o'brien+tag@example.bh"] : []),
    ...samples.PATTERN_CANDIDATES,
    ...samples.PLAIN_TEXTS,
    ...pools.images,
    ...pools.ids,
    'a'.repeat(max),
    '👍'.repeat(max),
    '',
  ].filter((text) => fits(schema, text));
  const options: fc.Arbitrary<unknown>[] = candidates.length > 0 ? [fc.constantFrom(...candidates)] : [];
  for (const pattern of patternsOf(schema)) {
    try {
      options.push(fc.stringMatching(pattern).filter((text) => fits(schema, text)));
    } catch {
      // Lookaheads and other constructs fast-check cannot generate from: the candidates must do.
    }
  }
  if (patternsOf(schema).length === 0) {
    options.push(fc.string({ maxLength: Math.min(max, 40) }).filter((text) => fits(schema, text)));
  }
  return options.length > 0 ? fc.oneof(...options) : fc.constant('x');
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const exclusive = num(schema['exclusiveMinimum']);
  const min = num(schema['minimum']) ?? (exclusive === undefined ? -1e6 : exclusive + 0.001);
  const max = num(schema['maximum']) ?? 1e6;
  const inRange = (value: number) => value >= min && value <= max && (exclusive === undefined || value > exclusive);
  const edges = [min, max, 0, 1, 0.001, 1.0005, 12.345, max - 0.001, Math.floor((min + max) / 2)]
    .filter((value) => !integer || Number.isInteger(value))
    .filter(inRange);
  const spread = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter(inRange);
  return edges.length > 0 ? fc.oneof(fc.constantFrom(...edges), spread) : spread;
}

function validObject(schema: JsonSchema, pools: ValuePools): fc.Arbitrary<unknown> {
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = (schema['required'] ?? []) as string[];
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [key, validValue(child, pools, key)]),
  );
  return fc.record(model, { requiredKeys: required.filter((key) => key in properties) });
}

/**
 * A value the schema accepts, biased to edges: bounds, longest texts, payloads, existing ids (of
 * the kind the `hint`, a field name or a route, names).
 */
export function validValue(schema: JsonSchema, pools: ValuePools, hint = ''): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema['const']);
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  if (Array.isArray(schema['anyOf'])) return fc.oneof(...list(schema['anyOf']).map((m) => validValue(m, pools, hint)));
  switch (schema['type']) {
    case 'string':
      return validString(schema, pools, hint);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = validValue((schema['items'] ?? {}) as JsonSchema, pools, hint);
      const maxItems = Math.min(num(schema['maxItems']) ?? 3, 3);
      return fc.array(items, { minLength: Math.min(num(schema['minItems']) ?? 0, maxItems), maxLength: maxItems });
    }
    case 'object':
      return validObject(schema, pools);
    default:
      return fc.constantFrom<unknown>('x', 1, true, {});
  }
}

function hostileForType(schema: JsonSchema, pools: ValuePools): fc.Arbitrary<unknown> {
  const type = schema['type'];
  const maxLength = num(schema['maxLength']);
  if (type === 'string') {
    const longer = maxLength === undefined ? [] : ['x'.repeat(maxLength + 1)];
    const withControl = validString(schema, pools, '').map((text) => `${String(text)}\u0000`);
    return fc.oneof(
      fc.constantFrom(...samples.CONTROL_TEXTS, ...samples.NOT_UUIDS, ...samples.NUMBER_TEXTS, ...longer),
      withControl,
    );
  }
  if (type === 'integer' || type === 'number') {
    const max = num(schema['maximum']);
    const min = num(schema['minimum']);
    const edges = [max === undefined ? 1e9 : max + 1, min === undefined ? -1e9 : min - 1, 1.5];
    return fc.constantFrom(...samples.RAW_NUMBERS, ...samples.NUMBER_TEXTS, ...edges);
  }
  if (type === 'array') {
    const item = hostileValue((schema['items'] ?? {}) as JsonSchema, pools);
    return fc.oneof(fc.array(item, { minLength: 1, maxLength: 3 }), fc.constant(Array(1000).fill('x')));
  }
  if (type === 'object') {
    const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
    const model = Object.fromEntries(
      Object.entries(properties).map(([key, child]) => [key, hostileValue(child, pools)]),
    );
    return fc.oneof(fc.record(model, { requiredKeys: [] }), fc.constant({}));
  }
  return fc.constantFrom(...samples.CONTROL_TEXTS);
}

/** A value the schema should refuse (wrong type, control characters, infinite or huge numbers...). */
export function hostileValue(schema: JsonSchema, pools: ValuePools): fc.Arbitrary<unknown> {
  const members = list(schema['anyOf']);
  const own =
    members.length > 0 ? fc.oneof(...members.map((m) => hostileForType(m, pools))) : hostileForType(schema, pools);
  const huge = fc.constantFrom<unknown>(samples.HUGE_TEXT, samples.LONG_TEXT, samples.DEEP_ARRAY, samples.DEEP_OBJECT);
  return fc.oneof(
    { weight: 5, arbitrary: own },
    { weight: 2, arbitrary: fc.constantFrom(...samples.WRONG_TYPES) },
    { weight: 1, arbitrary: huge },
  );
}
