import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { errorBody } from './common';
import * as S from './index';
import { sampleCart, sampleCustomer, sampleOrder, sampleProvider, sampleServiceItem } from './sample-responses';

// Conventions every schema must keep: a PascalCase title on each object (OpenAPI component names),
// closed request objects, and response samples that pass their own schema.

const exported = (Object.entries(S) as [string, unknown][]).filter(
  (entry): entry is [string, TSchema] => entry[0].endsWith('Schema') && typeof entry[1] === 'object',
);

function objectsIn(schema: unknown, path: string): [string, Record<string, unknown>][] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const own: [string, Record<string, unknown>][] = node['type'] === 'object' ? [[path, node]] : [];
  const children = [
    ...Object.entries((node['properties'] as Record<string, unknown> | undefined) ?? {}),
    ...(node['items'] === undefined ? [] : [['[]', node['items']] as const]),
    ...((node['anyOf'] as unknown[] | undefined) ?? []).map((member, index) => [`|${index}`, member] as const),
  ];
  return [...own, ...children.flatMap(([key, child]) => objectsIn(child, `${path}.${key}`))];
}

describe('schema conventions', () => {
  it('finds the exported schemas', () => {
    expect(exported.length).toBeGreaterThan(80);
  });

  it('walks nested objects inside arrays and unions', () => {
    const paths = exported.flatMap(([name, schema]) => objectsIn(schema, name)).map(([path]) => path);
    expect(paths).toContain('CartSchema.CartItems.[]');
    expect(paths).toContain('AuthSessionSchema.user.|0');
    expect(paths).toContain('CreateCartRequestSchema.Cartitems.[]');
  });

  it('gives every object schema, nested ones included, a PascalCase title', () => {
    const untitled = exported
      .flatMap(([name, schema]) => objectsIn(schema, name))
      .filter(([, node]) => typeof node['title'] !== 'string' || !/^[A-Z][A-Za-z]+$/.test(node['title'] as string))
      .map(([path]) => path);
    expect(untitled).toEqual([]);
  });

  it('closes every request body, query and params object', () => {
    const isRequest = (name: string) => /(Request|Query|Params|Fields|NewCartLine)Schema$/.test(name);
    const open = exported
      .filter(([name]) => isRequest(name))
      .flatMap(([name, schema]) => objectsIn(schema, name))
      .filter(([, node]) => node['additionalProperties'] !== false)
      .map(([path]) => path);
    expect(open).toEqual([]);
  });

  // The API gives a reader of Arabic the `XAr` text in `X` (apps/api/src/lib/content-language.ts):
  // that works only where both are texts, and a field named so by chance would be rewritten.
  it('pairs every Arabic field `XAr` with a text field `X`, both strings', () => {
    const arabicFields = exported
      .flatMap(([name, schema]) => objectsIn(schema, name))
      .flatMap(([path, node]) => {
        const properties = (node['properties'] ?? {}) as Record<string, Record<string, unknown>>;
        return Object.keys(properties)
          .filter((key) => key.endsWith('Ar'))
          .map((key) => ({ path, key, base: properties[key.slice(0, -2)], arabic: properties[key]! }));
      });
    expect(arabicFields.length).toBeGreaterThan(10);
    const unpaired = arabicFields
      .filter(({ base, arabic }) => base?.['type'] !== 'string' || arabic['type'] !== 'string')
      .map(({ path, key }) => `${path}.${key}`);
    expect(unpaired).toEqual([]);
  });
});

describe('response samples', () => {
  it.each([
    ['Customer', S.CustomerSchema, sampleCustomer],
    ['Provider', S.ProviderSchema, sampleProvider],
    ['ServiceItem', S.ServiceItemSchema, sampleServiceItem],
    ['Cart', S.CartSchema, sampleCart],
    ['Order', S.OrderSchema, sampleOrder],
    [
      'ErrorBody',
      S.ErrorBodySchema,
      errorBody(400, 'Bad', [{ Field: 'Email', Message: 'Please enter a valid email address' }]),
    ],
    [
      'HealthResponse',
      S.HealthResponseSchema,
      { Status: 'ok', Database: 'up', Redis: 'not-configured', Version: '0.1.0', Uptime: 12.5 },
    ],
    ['LivenessResponse', S.LivenessResponseSchema, { Status: 'ok', Version: '0.1.0', Uptime: 12.5 }],
    [
      'MediaUploadResponse',
      S.MediaUploadResponseSchema,
      { Success: true, Data: { Url: '/m/a.png', MediaId: sampleCustomer.UserId } },
    ],
    [
      'TransactionSummary',
      S.TransactionSummarySchema,
      { totalAmount: 2.97, thisMonth: 0.99, totalTransactions: 2, pendingAmount: 0 },
    ],
  ] as const)('%s passes its schema', (_name, schema, sample) => {
    expect([...Value.Errors(schema, sample)]).toEqual([]);
  });

  it('wraps lists in the spec envelopes', () => {
    const customers = { Items: [sampleCustomer], Page: 1, PageSize: 10, TotalItems: 1, TotalPages: 1 };
    expect(Value.Check(S.CustomerListSchema, customers)).toBe(true);
    expect(Value.Check(S.CustomerListSchema, { ...customers, PageSize: undefined, Limit: 10 })).toBe(false);
    const items = { Items: [sampleServiceItem], Page: 1, Limit: 10, TotalItems: 1, TotalPages: 1 };
    expect(Value.Check(S.ServiceItemListSchema, items)).toBe(true);
    const orders = {
      Orders: [sampleOrder],
      Page: 1,
      PageSize: 10,
      TotalOrders: 1,
      TotalPages: 1,
      ActiveOrders: 1,
      CompletedOrders: 0,
    };
    expect(Value.Check(S.OrderListSchema, orders)).toBe(true);
    expect(Value.Check(S.TransactionListSchema, { Items: [], hasMore: false, currentPage: 1 })).toBe(true);
  });

  it('rejects a response that breaks a rule', () => {
    expect(Value.Check(S.CustomerSchema, { ...sampleCustomer, UserId: 'u1' })).toBe(false);
    expect(Value.Check(S.ServiceItemSchema, { ...sampleServiceItem, AverageRating: 0 })).toBe(false);
    expect(Value.Check(S.OrderSchema, { ...sampleOrder, PaymentType: 'cash' })).toBe(false);
  });

  it('sends the error message under both spellings', () => {
    expect(errorBody(404, 'Order not found')).toEqual({
      Message: 'Order not found',
      message: 'Order not found',
      StatusCode: 404,
    });
  });
});
