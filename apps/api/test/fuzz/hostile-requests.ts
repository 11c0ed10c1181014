import fc from 'fast-check';
import { BROKEN_BODIES, RawJson } from './hostile-samples';
import { hostileValue, validValue, type JsonSchema, type ValuePools } from './hostile-values';
import { encodeBody, encodeMultipart, queryString, type FilePart } from './wire-format';

// One arbitrary per operation of the OpenAPI document: its path parameters, query, headers and
// body, each field either valid (to reach the handler) or hostile (to reach the validator and
// whatever a gap in it lets through). Nothing here names a route: new routes are covered as is.

export interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema }[];
  body?: { contentType: string; schema: JsonSchema };
  /** The success answer is a never-ending text/event-stream. */
  streams: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

/** The operations of an OpenAPI document, as JSON (what /api/openapi.json serves). */
export function operationsOf(swagger: unknown): Operation[] {
  const document = JSON.parse(JSON.stringify(swagger)) as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = (operation['requestBody'] as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
      const ok = JSON.stringify((operation['responses'] as Record<string, unknown> | undefined)?.['200'] ?? '');
      return {
        method: method.toUpperCase(),
        path,
        parameters: (operation['parameters'] ?? []) as Operation['parameters'],
        ...(contentType && media ? { body: { contentType, schema: media.schema } } : {}),
        streams: ok.includes('text/event-stream'),
      };
    }),
  );
}

/** What the test sends, plus every string in it (an answer may quote those back). */
export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  sentTexts: string[];
}

const MISSING = Symbol('missing');
type Mode = 'valid' | 'one-bad' | 'chaos';

interface Field {
  where: 'path' | 'query' | 'header' | 'body';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

function fieldsOf(operation: Operation): Field[] {
  const body = operation.body?.schema;
  const bodyProperties = (body?.['properties'] ?? {}) as Record<string, JsonSchema>;
  const bodyRequired = (body?.['required'] ?? []) as string[];
  return [
    ...operation.parameters.map((p) => ({ where: p.in, name: p.name, required: p.required, schema: p.schema })),
    ...Object.entries(bodyProperties).map(([name, schema]) => ({
      where: 'body' as const,
      name,
      required: bodyRequired.includes(name),
      schema,
    })),
  ];
}

function fieldArbitrary(field: Field, pools: ValuePools, path: string) {
  // A path's `{id}` is named by the route before it (`/api/Order/{id}` is an order id).
  const hint = field.where === 'path' && field.name === 'id' ? path.slice(0, path.indexOf('{id}')) : field.name;
  const valid = validValue(field.schema, pools, hint);
  const orMissing = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary }, fc.constant(MISSING));
  return fc.record({
    valid: field.required || field.where === 'path' ? valid : orMissing(valid),
    hostile: field.where === 'path' ? hostileValue(field.schema, pools) : orMissing(hostileValue(field.schema, pools)),
    coin: fc.boolean(),
  });
}

function collectTexts(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (value instanceof RawJson) into.push(value.text);
  else if (Array.isArray(value)) value.forEach((item) => collectTexts(item, into));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((v) => collectTexts(v, into));
}

/**
 * A lone UTF-16 surrogate (fast-check's strings have them) cannot be percent-encoded:
 * encodeURIComponent throws. A browser sends U+FFFD for it, so the generator does too.
 */
const encodePathSegment = (text: string) =>
  encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
const headerSafe = (value: unknown): value is string => typeof value === 'string' && /^[\x21-\x7e]{0,200}$/.test(value);

export function requestArbitrary(
  operation: Operation,
  pools: ValuePools,
  files: FilePart[],
): fc.Arbitrary<HostileRequest> {
  const fields = fieldsOf(operation);
  return fc
    .record({
      mode: fc.constantFrom<Mode>('valid', 'valid', 'one-bad', 'one-bad', 'chaos'),
      pick: fc.nat(),
      brokenBody: fc.option(fc.constantFrom(...BROKEN_BODIES), { freq: 12 }),
      file: fc.constantFrom<FilePart | null>(...files, null),
      values: fc.tuple(...fields.map((field) => fieldArbitrary(field, pools, operation.path))),
    })
    .map(({ mode, pick, brokenBody, file, values }) => {
      const chosen = values.map(({ valid, hostile, coin }, index) => {
        const bad = mode === 'chaos' ? coin : mode === 'one-bad' && index === pick % Math.max(fields.length, 1);
        return bad ? hostile : valid;
      });
      let path = operation.path;
      const query: [string, unknown][] = [];
      const headers: Record<string, string> = {};
      const body: Record<string, unknown> = {};
      fields.forEach((field, index) => {
        const value = chosen[index];
        if (field.where === 'path') path = path.replace(`{${field.name}}`, encodePathSegment(textOf(value)));
        else if (value === MISSING) return;
        else if (field.where === 'query') query.push([field.name, value]);
        else if (field.where === 'header' && headerSafe(value)) headers[field.name] = value;
        else if (field.where === 'body') body[field.name] = value;
      });
      const sentTexts: string[] = [];
      collectTexts([query.map(([, v]) => v), body, Object.values(headers)], sentTexts);
      const request: HostileRequest = { method: operation.method, url: path + queryString(query), headers, sentTexts };
      if (!operation.body) return request;
      if (operation.body.contentType === 'multipart/form-data' && brokenBody === null) {
        const encoded = encodeMultipart(body, file);
        return { ...request, headers: { ...headers, ...encoded.headers }, payload: encoded.payload };
      }
      const payload = brokenBody === null ? encodeBody(body) : brokenBody.text;
      return { ...request, headers: { ...headers, 'content-type': 'application/json' }, payload };
    });
}

/** A path segment or query value as text: JSON texts as written, objects as JSON. */
export function textOf(value: unknown): string {
  if (value === MISSING || value === null || value === undefined) return '';
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
