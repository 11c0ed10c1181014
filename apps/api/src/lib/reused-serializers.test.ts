import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { reusedSerializerFactory } from './reused-serializers';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('reusedSerializerFactory', () => {
  const Order = Type.Object({ OrderId: Type.String(), TotalPrice: Type.Number() });

  it('compiles a schema object once across app builds, and serializes by it', () => {
    const first = reusedSerializerFactory({}, {})(route(Order));
    const second = reusedSerializerFactory({}, {})(route(Order));
    expect(second).toBe(first);
    // Properties the schema does not name are left out, as Fastify's own serializer does.
    expect(first({ OrderId: 'a1', TotalPrice: 12.5, Secret: 'x' })).toBe('{"OrderId":"a1","TotalPrice":12.5}');
  });

  it('compiles another schema object, or other options, apart', () => {
    const other = Type.Object({ OrderId: Type.String(), TotalPrice: Type.Number() });
    const base = reusedSerializerFactory({}, {})(route(Order));
    expect(reusedSerializerFactory({}, {})(route(other))).not.toBe(base);
    expect(reusedSerializerFactory({}, { rounding: 'floor' })(route(Order))).not.toBe(base);
  });
});
