import AjvCompiler from '@fastify/ajv-compiler';
import type * as AjvCompilerTypes from '@fastify/ajv-compiler';

// Fastify's Ajv coerces query strings and bodies to the schema's types, and it turns "1e309" or
// "Infinity" into Infinity. Ajv then skips minimum/maximum for a number that is not finite, so
// `{"Price":"1e309"}` passed `maximum: 1000000` and reached the fils arithmetic (a 500). The
// contract gives every request number a finite maximum; this wrapper makes that maximum hold
// for coerced values too, for every route, present and future.

type BuildCompiler = AjvCompilerTypes.BuildCompilerFromPool;
type Validate = ReturnType<ReturnType<BuildCompiler>>;

/**
 * The JSON-pointer path of the first number that is not finite (Infinity, -Infinity, NaN), or
 * undefined. Query objects have no prototype and bodies a plain one, so any object is walked,
 * except binary data, once each (no recursion, so deep nesting cannot overflow the stack).
 */
export function nonFiniteNumberPath(data: unknown): string | undefined {
  const pending: [unknown, string][] = [[data, '']];
  const seen = new Set<object>();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return path;
    } else if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !seen.has(value)) {
      seen.add(value);
      for (const [key, child] of Object.entries(value)) pending.push([child, `${path}/${key}`]);
    }
  }
  return undefined;
}

function refusingNonFinite(validate: Validate): Validate {
  const check = (data: unknown): boolean | Promise<unknown> => {
    const result: unknown = validate(data);
    checked.errors = validate.errors ?? null;
    if (result !== true) return result as boolean | Promise<unknown>;
    const path = nonFiniteNumberPath(data);
    if (path === undefined) return true;
    checked.errors = [
      { instancePath: path, schemaPath: '#', keyword: 'type', params: {}, message: 'must be a finite number' },
    ];
    return false;
  };
  // Fastify reads `errors` (and Ajv's `schema`) from the function it was given; the wrapper keeps them.
  const checked = Object.assign(check, {
    schema: validate.schema,
    schemaEnv: validate.schemaEnv,
  }) as unknown as Validate;
  return checked;
}

const defaultBuildCompiler = AjvCompiler();

/** Fastify's own Ajv compiler, whose validators also refuse numbers that coercion made infinite. */
export const finiteNumberValidatorFactory: BuildCompiler = (externalSchemas, options) => {
  const compile = defaultBuildCompiler(externalSchemas, options);
  // Fastify passes the route schema ({ schema, method, url, httpPart }) through as it is.
  return (routeSchema, meta) => refusingNonFinite(compile(routeSchema, meta));
};
