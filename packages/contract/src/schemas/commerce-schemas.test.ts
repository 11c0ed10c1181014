import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import * as S from './index';

// Request schemas of cart, orders, reviews, inquiries, transactions, media and admin: a good sample
// passes, and each bad sample (one broken rule each) fails. See schemas.test.ts for the rest.

const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const ID2 = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

interface Case {
  readonly schema: TSchema;
  readonly good: Record<string, unknown>;
  readonly bad: Record<string, Record<string, unknown>>;
}

const review = { OrderItemId: ID, CustomerId: ID2, ProviderId: ID, Rating: 5, Comment: '' };
const inquiry = { Name: 'Sara', Email: 'sara@x.bh', Phone: '+97333334444', Subject: 'Quote', Message: 'Hello' };

const cases: Record<string, Case> = {
  CreateCartRequest: {
    schema: S.CreateCartRequestSchema,
    good: { CustomerId: ID, Cartitems: [{ ServiceItemId: ID2, Quantity: 1 }] },
    bad: {
      'CartItems spelling': { CustomerId: ID, CartItems: [] },
      'quantity 0': { CustomerId: ID, Cartitems: [{ ServiceItemId: ID2, Quantity: 0 }] },
      'extra line key': { CustomerId: ID, Cartitems: [{ ServiceItemId: ID2, Quantity: 1, Price: 1 }] },
    },
  },
  AddCartItemRequest: {
    schema: S.AddCartItemRequestSchema,
    good: { CartId: ID, ServiceItemId: ID2, Quantity: 1, ModifiedBy: ID },
    bad: {
      'no ModifiedBy': { CartId: ID, ServiceItemId: ID2, Quantity: 1 },
      'fractional quantity': { CartId: ID, ServiceItemId: ID2, Quantity: 1.5, ModifiedBy: ID },
    },
  },
  UpdateCartItemQuantityRequest: {
    schema: S.UpdateCartItemQuantityRequestSchema,
    good: { Quantity: 3 },
    bad: { 'below minimum': { Quantity: 0 }, 'as string': { Quantity: '3' } },
  },
  CartItemIdParams: {
    schema: S.CartItemIdParamsSchema,
    good: { cartItemId: ID },
    bad: { 'not a uuid': { cartItemId: 'x' } },
  },
  CartIdParams: { schema: S.CartIdParamsSchema, good: { cartId: ID }, bad: { missing: {} } },
  CustomerIdParams: {
    schema: S.CustomerIdParamsSchema,
    good: { customerId: ID },
    bad: { extra: { customerId: ID, id: ID } },
  },
  OrderListQuery: {
    schema: S.OrderListQuerySchema,
    good: { page: 1, pageSize: 10, search: 'ab12', status: 'all', sort: 'oldest', sortBy: 'newest' },
    bad: {
      'unknown status': { status: 'Shipped' },
      'unknown sort': { sort: 'price' },
      'lower-case status': { status: 'pending' },
    },
  },
  CreateOrderRequest: {
    schema: S.CreateOrderRequestSchema,
    good: { CustomerId: ID, CartId: ID2, PaymentType: 'benefit' },
    bad: {
      'unknown payment': { CustomerId: ID, CartId: ID2, PaymentType: 'cash' },
      'client total': { CustomerId: ID, CartId: ID2, PaymentType: 'card', TotalPrice: 0 },
    },
  },
  UpdateOrderStatusRequest: {
    schema: S.UpdateOrderStatusRequestSchema,
    good: { Status: 'InProgress' },
    bad: { 'hyphenated status': { Status: 'in-progress' } },
  },
  CreateReviewRequest: {
    schema: S.CreateReviewRequestSchema,
    good: review,
    bad: {
      'rating 0': { ...review, Rating: 0 },
      'rating 6': { ...review, Rating: 6 },
      'half star': { ...review, Rating: 4.5 },
      'long comment': { ...review, Comment: 'x'.repeat(2001) },
    },
  },
  UpdateReviewRequest: {
    schema: S.UpdateReviewRequestSchema,
    good: { Rating: 1 },
    bad: { 'no rating': { Comment: 'ok' } },
  },
  CreateInquiryRequest: {
    schema: S.CreateInquiryRequestSchema,
    good: inquiry,
    bad: {
      'empty message': { ...inquiry, Message: '' },
      'bad email': { ...inquiry, Email: 'sara' },
      'status from client': { ...inquiry, Status: 'resolved' },
    },
  },
  InquiryListQuery: {
    schema: S.InquiryListQuerySchema,
    good: { page: 2, pageSize: 5, status: 'in-progress' },
    bad: { 'unknown status': { status: 'open' } },
  },
  InquiryStatusQuery: {
    schema: S.InquiryStatusQuerySchema,
    good: { status: 'closed' },
    bad: { "'all' is a filter only": { status: 'all' } },
  },
  TransactionListQuery: {
    schema: S.TransactionListQuerySchema,
    good: { customerId: ID, page: 2, type: 'refund', status: 'failed' },
    bad: { "'all' is sent as absence": { customerId: ID, type: 'all' }, 'no customer': { page: 1 } },
  },
  MediaUploadFields: {
    schema: S.MediaUploadFieldsSchema,
    good: { UserId: ID, RelatedType: 'Profile', RelatedId: 'temp-1718000000000' },
    bad: { 'unknown related type': { UserId: ID, RelatedType: 'Avatar', RelatedId: ID } },
  },
  MediaIdParams: {
    schema: S.MediaIdParamsSchema,
    good: { mediaId: ID },
    bad: { 'file name': { mediaId: `${ID}.png` } },
  },
  MediaDeleteQuery: { schema: S.MediaDeleteQuerySchema, good: { userId: ID }, bad: { missing: {} } },
  YearParams: { schema: S.YearParamsSchema, good: { year: 2025 }, bad: { 'two digits': { year: 25 } } },
};

describe.each(Object.entries(cases))('%s', (_name, { schema, good, bad }) => {
  it('accepts the good sample', () => {
    expect([...Value.Errors(schema, good)]).toEqual([]);
  });
  it.each(Object.entries(bad))('rejects: %s', (_reason, sample) => {
    expect(Value.Check(schema, sample)).toBe(false);
  });
});
