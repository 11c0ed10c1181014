import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import * as S from './index';

// Every request schema (body, query, params) accepts a good sample and rejects each bad one.
// Each bad sample breaks exactly one rule, so a loosened constraint makes its case fail.

const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const ID2 = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const PASSWORD = 'Secret123';

interface Case {
  readonly schema: TSchema;
  readonly good: Record<string, unknown>;
  readonly bad: Record<string, Record<string, unknown>>;
}

const customer = {
  FirstName: 'Fatima',
  LastName: 'Ali',
  Email: 'f@x.bh',
  PhoneNumber: '+97333334444',
  Password: PASSWORD,
};
const business = { BusinessName: 'Gulf Cleaners', BusinessCategoryId: ID, PrimaryLocation: 'Manama' };
const item = {
  Type: 'item',
  Name: 'Air filter',
  Description: 'HEPA',
  Photos: ['https://cdn.x.bh/a.png'],
  Price: 12.5,
  AvailableQuantity: 4,
  Availability: 'available',
  CategoryId: ID,
  Location: 'Riffa',
};

const cases: Record<string, Case> = {
  RegisterCustomerRequest: {
    schema: S.RegisterCustomerRequestSchema,
    good: customer,
    bad: {
      'weak password': { ...customer, Password: 'secret123' },
      'short password': { ...customer, Password: 'Sec1' },
      'bad email': { ...customer, Email: 'f@x' },
      'phone without +': { ...customer, PhoneNumber: '97333334444' },
      'empty first name': { ...customer, FirstName: '' },
      'extra property': { ...customer, Role: 'admin' },
    },
  },
  RegisterProviderRequest: {
    schema: S.RegisterProviderRequestSchema,
    good: { ...customer, ...business, Website: 'https://gulf.bh', ContactName: '' },
    bad: {
      'missing business name': { ...customer, BusinessCategoryId: ID, PrimaryLocation: 'Manama' },
      'category not a uuid': { ...customer, ...business, BusinessCategoryId: 'cleaning' },
      'website without scheme': { ...customer, ...business, Website: 'gulf.bh' },
    },
  },
  LoginRequest: {
    schema: S.LoginRequestSchema,
    good: { Email: 'f@x.bh', Password: 'old' },
    bad: { 'empty password': { Email: 'f@x.bh', Password: '' }, 'no email': { Password: 'x' } },
  },
  RefreshRequest: {
    schema: S.RefreshRequestSchema,
    good: { JwtToken: 'a.b.c', RefreshToken: 'r' },
    bad: { 'empty token': { JwtToken: '', RefreshToken: 'r' }, 'unknown key': { jwt: 'a.b.c' } },
  },
  ForgotPasswordRequest: {
    schema: S.ForgotPasswordRequestSchema,
    good: { Email: 'f@x.bh' },
    bad: { 'bad email': { Email: 'nope' }, 'camelCase key': { email: 'f@x.bh' } },
  },
  ResetPasswordRequest: {
    schema: S.ResetPasswordRequestSchema,
    good: { Email: 'f@x.bh', Token: 't0k', NewPassword: PASSWORD },
    bad: {
      'weak password': { Email: 'f@x.bh', Token: 't0k', NewPassword: 'password' },
      'no token': { Email: 'f@x.bh', NewPassword: PASSWORD },
    },
  },
  VerifyEmailQuery: { schema: S.VerifyEmailQuerySchema, good: { token: 'abc' }, bad: { 'empty token': { token: '' } } },
  SendVerificationRequest: {
    schema: S.SendVerificationRequestSchema,
    good: { Email: 'f@x.bh' },
    bad: { 'no email': {} },
  },
  PageLimitQuery: {
    schema: S.PageLimitQuerySchema,
    good: { Page: 2, Limit: 100 },
    bad: { 'page 0': { Page: 0 }, 'limit 101': { Limit: 101 }, 'fractional page': { Page: 1.5 } },
  },
  PageSizeQuery: { schema: S.PageSizeQuerySchema, good: {}, bad: { 'page size 0': { pageSize: 0 } } },
  IdParams: { schema: S.IdParamsSchema, good: { id: ID }, bad: { 'not a uuid': { id: '42' } } },
  UserIdParams: { schema: S.UserIdParamsSchema, good: { userId: ID }, bad: { 'wrong key': { id: ID } } },
  CustomerListQuery: {
    schema: S.CustomerListQuerySchema,
    good: { page: 1, pageSize: 10, search: 'ali', isActive: true },
    bad: { 'long search': { search: 'x'.repeat(101) } },
  },
  IsActiveQuery: { schema: S.IsActiveQuerySchema, good: { isActive: false }, bad: { missing: {} } },
  UpdateUserRequest: {
    schema: S.UpdateUserRequestSchema,
    good: {
      UserId: ID,
      FirstName: 'A',
      LastName: 'B',
      PhoneNumber: '',
      Address: '',
      ImageUrl: '',
      IsActive: true,
      IsDeleted: false,
    },
    bad: {
      'short phone': { UserId: ID, FirstName: 'A', LastName: 'B', PhoneNumber: '+973123', Address: '', ImageUrl: '' },
      'no user id': { FirstName: 'A', LastName: 'B', PhoneNumber: '', Address: '', ImageUrl: '' },
      'e-mail is not editable': {
        UserId: ID,
        FirstName: 'A',
        LastName: 'B',
        PhoneNumber: '',
        Address: '',
        ImageUrl: '',
        Email: 'x@y.bh',
      },
    },
  },
  CreateProviderRequest: {
    schema: S.CreateProviderRequestSchema,
    good: { UserId: ID, ...business },
    bad: { 'no user': business, 'empty location': { UserId: ID, ...business, PrimaryLocation: '' } },
  },
  UpdateProviderRequest: {
    schema: S.UpdateProviderRequestSchema,
    good: { AccState: 'active' },
    bad: { empty: {}, 'unknown state': { AccState: 'approved' } },
  },
  ProviderListQuery: {
    schema: S.ProviderListQuerySchema,
    good: { Status: 'pending', Page: 1, Limit: 20, Location: 'Manama' },
    bad: { 'unknown status': { Status: 'blocked' } },
  },
  TopNQuery: { schema: S.TopNQuerySchema, good: { topN: 50 }, bad: { 'above cap': { topN: 51 }, zero: { topN: 0 } } },
  CreateCategoryRequest: {
    schema: S.CreateCategoryRequestSchema,
    good: { CategoryName: 'Cleaning', CategoryDescription: '', ImageUrl: '' },
    bad: { 'empty name': { CategoryName: '', CategoryDescription: '', ImageUrl: '' } },
  },
  UpdateCategoryRequest: {
    schema: S.UpdateCategoryRequestSchema,
    good: { CategoryName: 'Cleaning', CategoryDescription: 'Homes', ImageUrl: '/media/x.png', IsEnable: false },
    bad: { 'IsEnable required': { CategoryName: 'Cleaning', CategoryDescription: '', ImageUrl: '' } },
  },
  IsEnableQuery: { schema: S.IsEnableQuerySchema, good: { isEnable: true }, bad: { string: { isEnable: 'yes' } } },
  ServiceItemListQuery: {
    schema: S.ServiceItemListQuerySchema,
    good: {
      Page: 1,
      Limit: 10,
      type: 'service',
      Type: 'service',
      PriceRange: '0-10.5',
      CategoryId: ID,
      ProviderId: ID2,
      Sort: 'price-asc',
    },
    bad: {
      'unknown sort': { Sort: 'cheapest' },
      'open price range': { PriceRange: '10-' },
      'bad type': { type: 'product' },
      'four decimals': { PriceRange: '0-1.2345' },
    },
  },
  CreateServiceItemRequest: {
    schema: S.CreateServiceItemRequestSchema,
    good: { ...item, ProviderId: ID2 },
    bad: {
      'negative price': { ...item, Price: -1 },
      'negative stock': { ...item, AvailableQuantity: -1 },
      'bad availability': { ...item, Availability: 'sold-out' },
    },
  },
  UpdateServiceItemRequest: {
    schema: S.UpdateServiceItemRequestSchema,
    good: { ...item, Type: 'service', AvailableQuantity: null },
    bad: {
      'owner cannot change': { ...item, ProviderId: ID2 },
      'too many photos': { ...item, Photos: Array(11).fill('/media/a.png') },
    },
  },
};

describe.each(Object.entries(cases))('%s', (_name, { schema, good, bad }) => {
  it('accepts the good sample', () => {
    expect([...Value.Errors(schema, good)]).toEqual([]);
  });
  it.each(Object.entries(bad))('rejects: %s', (_reason, sample) => {
    expect(Value.Check(schema, sample)).toBe(false);
  });
});

describe('blank text', () => {
  it('is refused by required text fields, like the forms do', () => {
    expect(Value.Check(S.RegisterCustomerRequestSchema, { ...customer, FirstName: '   ' })).toBe(false);
    expect(
      Value.Check(S.CreateCategoryRequestSchema, { CategoryName: ' \t', CategoryDescription: '', ImageUrl: '' }),
    ).toBe(false);
  });
});

describe('service item sorts', () => {
  it('are the same values in the list and in the schema', () => {
    const inSchema = S.ServiceItemSortSchema.anyOf.map((member) => member.const);
    expect(inSchema).toEqual([...S.SERVICE_ITEM_SORTS]);
    expect(S.isServiceItemSort('price-asc')).toBe(true);
    expect(S.isServiceItemSort('cheapest')).toBe(false);
  });
});
