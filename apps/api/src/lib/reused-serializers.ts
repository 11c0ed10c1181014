import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

// Fastify compiles a serializer for every response schema of every route each time an app is
// built (fast-json-stringify generates and evaluates code for it). A server builds its app once,
// but the API's tests build one per test file in the same process, over the same schema objects
// (the contract's): about 9 CPU-seconds of each database pass went on compiling the same
// serializers again (issue 31). A serializer depends only on its schema, the shared schemas and the
// serializer options, so one compiled for a schema object is reused for that object.

type BuildSerializer = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;
type Serializer = (data: unknown) => string;

const buildDefault = SerializerSelector();
/** By shared schemas and options (as JSON), then by the response schema object itself. */
const compiled = new Map<string, WeakMap<object, Serializer>>();

/** Fastify's own serializer compiler, compiling each response schema object once per process. */
export const reusedSerializerFactory: BuildSerializer = (externalSchemas, serializerOptions) => {
  const key = `${JSON.stringify(externalSchemas ?? {})}${JSON.stringify(serializerOptions ?? {})}`;
  let bySchema = compiled.get(key);
  if (!bySchema) compiled.set(key, (bySchema = new WeakMap()));
  const compile = buildDefault(externalSchemas, serializerOptions);
  return (route) => {
    const { schema } = route;
    // A schema that is not an object (never, from TypeBox) is compiled as Fastify would.
    if (typeof schema !== 'object' || schema === null) return compile(route);
    const cached = bySchema.get(schema);
    if (cached) return cached;
    const serializer = compile(route) as Serializer;
    bySchema.set(schema, serializer);
    return serializer;
  };
};
