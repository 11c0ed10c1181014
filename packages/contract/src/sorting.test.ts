import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseSort, sortParam, sortSchema, sortValues, type SortValue } from './sorting';

describe('list sorting', () => {
  const fields = ['createdAt', 'name'] as const;

  it('lists every field with both directions', () => {
    expect(sortValues(fields)).toEqual(['createdAt:asc', 'createdAt:desc', 'name:asc', 'name:desc']);
  });

  it('validates only whitelisted pairs', () => {
    const schema = sortSchema(fields, 'TestSort', 'test');
    expectTypeOf<Static<typeof schema>>().toEqualTypeOf<
      'createdAt:asc' | 'createdAt:desc' | 'name:asc' | 'name:desc'
    >();
    expect(Value.Check(schema, 'name:desc')).toBe(true);
    for (const bad of ['name', 'name:DESC', 'email:asc', 'name:asc;drop table users', '']) {
      expect(Value.Check(schema, bad), bad).toBe(false);
    }
  });

  it('names the accepted values when refusing one', () => {
    expect(sortSchema(fields, 'TestSort', 'test')).toMatchObject({
      type: 'string',
      enum: ['createdAt:asc', 'createdAt:desc', 'name:asc', 'name:desc'],
      errorMessage: { enum: 'Sort must be one of createdAt:asc, createdAt:desc, name:asc, name:desc.' },
    });
  });

  it('parses a value, or the fallback when there is none', () => {
    expect(parseSort<'createdAt' | 'name'>('name:asc', 'createdAt:desc')).toEqual({ field: 'name', direction: 'asc' });
    expect(parseSort<'createdAt' | 'name'>(undefined, 'createdAt:desc')).toEqual({
      field: 'createdAt',
      direction: 'desc',
    });
  });

  it("builds the parameter from react-admin's field and order", () => {
    expect(sortParam('name', 'DESC')).toBe('name:desc');
    expect(sortParam('createdAt', 'asc')).toBe('createdAt:asc');
    expectTypeOf(sortParam('name', 'ASC')).toEqualTypeOf<SortValue<'name'>>();
  });
});
