import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { finiteNumberValidatorFactory, nonFiniteNumberPath } from './finite-number-validator';

describe('nonFiniteNumberPath', () => {
  it('names the first number that is not finite, wherever it is', () => {
    expect(nonFiniteNumberPath({ a: [1, { b: Infinity }] })).toBe('/a/1/b');
    expect(nonFiniteNumberPath(Object.assign(Object.create(null) as object, { Page: -Infinity }))).toBe('/Page');
    expect(nonFiniteNumberPath(Number.NaN)).toBe('');
  });
  it('passes finite data, binary data, cycles and very deep nesting', () => {
    const cyclic: Record<string, unknown> = { n: 1 };
    cyclic['self'] = cyclic;
    let deep: unknown = 1;
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    for (const data of [{ a: 1, b: 'Infinity', c: null }, Buffer.alloc(10), cyclic, deep, undefined]) {
      expect(nonFiniteNumberPath(data)).toBeUndefined();
    }
  });
});

describe('finiteNumberValidatorFactory', () => {
  // Fastify's options: coercion on, as for every route of the app.
  const compile = finiteNumberValidatorFactory({}, { customOptions: { coerceTypes: 'array', allErrors: true } });
  // Fastify hands the compiler a route schema ({ schema, method, url, httpPart }).
  const schema = Type.Object({ Price: Type.Number({ minimum: 0, maximum: 10 }) });
  const validate = compile({ schema, method: 'POST', url: '/probe', httpPart: 'body' });

  it('refuses what coercion turned into Infinity, which Ajv lets past maximum', () => {
    for (const Price of ['1e309', 'Infinity', '-1e309']) {
      expect(validate({ Price })).toBe(false);
      expect(validate.errors).toEqual([
        expect.objectContaining({ instancePath: '/Price', message: 'must be a finite number' }),
      ]);
    }
  });
  it('keeps Ajv’s own answers otherwise', () => {
    const data = { Price: '5' };
    expect(validate(data)).toBe(true);
    expect(data.Price).toBe(5);
    expect(validate({ Price: 11 })).toBe(false);
    expect(validate.errors?.[0]?.keyword).toBe('maximum');
  });
});
