import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE } from '../constants';
import { MONEY_MAX_BHD } from '../limits';
import * as S from './index';

// Issue 14: what a request may carry is bounded in the contract, so the API never hands the
// database text it cannot store (NUL) or the fils arithmetic a number it cannot convert.

const requestSchemas = (Object.entries(S) as [string, unknown][]).filter(
  (entry): entry is [string, TSchema] =>
    /(Request|Query|Params|Fields|Headers|NewCartLine)Schema$/.test(entry[0]) && typeof entry[1] === 'object',
);

/** Every leaf of a schema with its path, through properties, items and unions. */
function leaves(schema: unknown, path: string): [string, Record<string, unknown>][] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  if (node['properties']) {
    return Object.entries(node['properties'] as Record<string, unknown>).flatMap(([key, child]) =>
      leaves(child, `${path}.${key}`),
    );
  }
  if (node['items']) return leaves(node['items'], `${path}[]`);
  if (Array.isArray(node['anyOf'])) return node['anyOf'].flatMap((member, i) => leaves(member, `${path}|${i}`));
  return [[path, node]];
}

const allLeaves = requestSchemas.flatMap(([name, schema]) => leaves(schema, name));

describe('request schemas', () => {
  it('are found', () => {
    expect(requestSchemas.length).toBeGreaterThan(40);
  });

  // Passwords are only hashed, never stored or searched, so any character may be part of one.
  it('refuse a NUL or an escape code in every string but passwords', () => {
    const strings = allLeaves.filter(([path, node]) => node['type'] === 'string' && !/Password$/.test(path));
    expect(strings.length).toBeGreaterThan(100);
    const open = strings
      .filter(([, node]) => ['Abc1\u0000def', 'Abc1\u001b[0m'].some((value) => Value.Check(node as TSchema, value)))
      .map(([path]) => path);
    expect(open).toEqual([]);
  });

  it('give every number a finite maximum', () => {
    const unbounded = allLeaves
      .filter(([, node]) => node['type'] === 'number' || node['type'] === 'integer')
      .filter(([, node]) => typeof node['maximum'] !== 'number' || !Number.isFinite(node['maximum']))
      .map(([path]) => path);
    expect(unbounded).toEqual([]);
  });
});

describe('hostile values', () => {
  const category = { CategoryName: 'Cleaning', CategoryDescription: '', ImageUrl: '', IsEnable: true };
  const user = { UserId: '3fa85f64-5717-4562-b3fc-2c963f66afa6', FirstName: 'A', LastName: 'B' };
  const profile = { ...user, PhoneNumber: '', Address: '', ImageUrl: '' };

  it.each([
    ['a NUL in a required name', S.CreateCategoryRequestSchema, { ...category, CategoryName: 'a\u0000b' }],
    ['an escape code in a search', S.ServiceItemListQuerySchema, { Search: 'a\u001bb' }],
    [
      'a NUL in a multi-line description',
      S.UpdateCategoryRequestSchema,
      { ...category, CategoryDescription: '\u0000' },
    ],
    ['a page past MAX_PAGE', S.ServiceItemListQuerySchema, { Page: MAX_PAGE + 1 }],
    ['a page of 1e20', S.PageSizeQuerySchema, { page: 1e20 }],
    ['a payout above MONEY_MAX_BHD', S.CreatePayoutRequestSchema, { ProviderId: user.UserId, Amount: 1e16 }],
    ['a script as a profile image', S.UpdateUserRequestSchema, { ...profile, ImageUrl: 'javascript:alert(1)' }],
    ['a script as a category image', S.UpdateCategoryRequestSchema, { ...category, ImageUrl: 'javascript:alert(1)' }],
    ['a data: URL as a category image', S.CreateCategoryRequestSchema, { ...category, ImageUrl: 'data:text/html,x' }],
    ['a non-http website', S.UpdateProviderRequestSchema, { Website: 'javascript:alert(1)//a.bh' }],
  ] as const)('refuses %s', (_reason, schema, value) => {
    expect(Value.Check(schema, value)).toBe(false);
  });

  it('still accepts the edges: MONEY_MAX_BHD, MAX_PAGE, no image and line breaks where text is long', () => {
    expect(Value.Check(S.CreatePayoutRequestSchema, { ProviderId: user.UserId, Amount: MONEY_MAX_BHD })).toBe(true);
    expect(Value.Check(S.PageSizeQuerySchema, { page: MAX_PAGE })).toBe(true);
    expect(Value.Check(S.UpdateUserRequestSchema, { ...profile, ImageUrl: '/media/a.png' })).toBe(true);
    expect(Value.Check(S.UpdateCategoryRequestSchema, { ...category, CategoryDescription: 'One\r\nTwo\tthree' })).toBe(
      true,
    );
  });
});
