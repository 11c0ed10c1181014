import { VALIDATION_MESSAGES } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTransaction } from '../src/modules/transactions/testing';
import { addCategory } from '../src/modules/service-items/testing';
import { providers } from '../src/db/schema/index';
import { bearer, call, signedInAccount, type SignedInAccount } from './account-helpers';
import { createTestApp, type TestApp } from './test-app';

// Issue 14, points 3 and 6: the crafted requests that answered 500 (NUL in text, page 1e20,
// numbers that coercion made infinite, a payout of 1e16 BHD) and the script URLs that were
// stored. Each now answers 400 with a message; the fuzz test (test/fuzz/hostile-input-suite.ts) covers the rest.

let t: TestApp;
let app: FastifyInstance;
let admin: SignedInAccount;
let customer: SignedInAccount;
let provider: SignedInAccount;
let categoryId: string;
let providerId: string;

const send = (method: string, url: string, who?: SignedInAccount, payload?: object) =>
  call(app, { method: method as 'GET', url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signedInAccount(app, 'crafted-admin@example.bh', 'admin');
  customer = await signedInAccount(app, 'crafted-customer@example.bh', 'customer');
  provider = await signedInAccount(app, 'crafted-provider@example.bh', 'provider');
  categoryId = (await addCategory(app, 'Crafted')).id;
  const [row] = await app.db
    .insert(providers)
    .values({ userId: provider.userId, businessName: 'Crafted Co', accState: 'active', businessCategoryId: categoryId })
    .returning();
  providerId = row!.id;
  await addTransaction(app, { type: 'earning', amountFils: 5_000, providerId });
});
afterAll(() => t.close());

const listing = (extra: object) => ({
  Type: 'item',
  Name: 'Pipe kit',
  Description: '',
  Photos: [],
  Price: 5,
  AvailableQuantity: 3,
  Availability: 'available',
  CategoryId: categoryId,
  Location: 'Manama',
  ...extra,
});

describe('a NUL or another control character in text', () => {
  it.each([
    ['GET', '/api/service-items?Search=a%00b', undefined, undefined],
    ['GET', '/api/Provider/providers?Search=a%00b', undefined, undefined],
    ['GET', '/api/customer?search=a%00b', 'admin', undefined],
    ['GET', '/api/Admin/audit-log?action=a%00b', 'admin', undefined],
    [
      'POST',
      '/api/Auth/register',
      undefined,
      {
        FirstName: 'La\u0000yla',
        LastName: 'A',
        Email: 'n@x.bh',
        PhoneNumber: '+97333123456',
        Password: 'Str0ngPassword',
      },
    ],
    ['POST', '/api/CustomerInquiry', undefined, { Name: 'Sara', Email: 's@x.bh', Subject: 'Hi', Message: 'a\u0000b' }],
    ['POST', '/api/Category', 'admin', { CategoryName: 'Tiles\u001b[31m', CategoryDescription: '' }],
    ['POST', '/api/service-items', 'provider', { Description: 'nul \u0000 inside' }],
    ['PUT', '/api/Provider/:provider', 'provider', { BusinessDescription: 'a\u0000b' }],
  ] as const)('%s %s answers 400', async (method, url, who, payload) => {
    const caller = who === undefined ? undefined : { admin, provider }[who];
    const body = url === '/api/service-items' ? listing(payload) : payload;
    const res = await send(method, url.replace(':provider', providerId), caller, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().Message).toContain(VALIDATION_MESSAGES.controlCharacters);
  });

  it('keeps line breaks in multi-line text', async () => {
    const res = await send('POST', '/api/CustomerInquiry', undefined, {
      Name: 'Sara',
      Email: 's@x.bh',
      Subject: 'Hi',
      Message: 'Line one\r\nLine two',
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('page numbers past any real list', () => {
  it.each([
    ['/api/service-items?Page=1e20', 'visitor'],
    ['/api/Provider/providers?Page=1e20', 'visitor'],
    ['/api/customer?page=1e20', 'admin'],
    ['/api/CustomerInquiry?page=1e20', 'admin'],
    ['/api/Admin/audit-log?page=100001', 'admin'],
    ['/api/Payout?page=1e20', 'admin'],
    ['/api/Notification?page=1e20', 'customer'],
    ['/api/Order/customer/:customer?page=1e20', 'customer'],
    ['/api/Transaction?customerId=:customer&page=1e20', 'customer'],
    ['/api/Review/service-item/:category?page=1e20', 'visitor'],
  ] as const)('%s answers 400 (as %s)', async (url, who) => {
    const caller = { visitor: undefined, admin, customer }[who];
    const res = await send('GET', url.replace(':customer', customer.userId).replace(':category', categoryId), caller);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().Message).toMatch(/^page must be <= 100000$/i);
  });
});

describe('numbers that are not finite or too large', () => {
  it.each([
    ['a price of "1e309"', { Price: '1e309' }, 'Price must be a finite number'],
    ['a price of "-Infinity"', { Price: '-Infinity' }, 'Price must be a finite number'],
    ['a stock of "1e309"', { AvailableQuantity: '1e309' }, 'AvailableQuantity must be a finite number'],
    ['a price above the maximum', { Price: 1e16 }, 'Price must be <= 1000000'],
  ])('%s answers 400', async (_case, extra, message) => {
    const res = await send('POST', '/api/service-items', provider, listing(extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().Message).toBe(message);
  });

  it('refuses a payout of 1e16 BHD or of "Infinity" with 400', async () => {
    for (const Amount of [1e16, '1e309', 'Infinity']) {
      const res = await send('POST', '/api/Payout', provider, { ProviderId: providerId, Amount });
      expect(res.statusCode, res.body).toBe(400);
    }
  });

  it('refuses an infinite year or top-N in the path and query with 400', async () => {
    expect((await send('GET', '/api/Admin/revenue/1e309', admin)).statusCode).toBe(400);
    expect((await send('GET', '/api/Provider/top-rated?topN=Infinity')).statusCode).toBe(400);
  });

  it('refuses a rating of "1e309" on a review update with 400', async () => {
    const res = await send('PUT', `/api/Review/update/${categoryId}`, customer, { Rating: '1e309' });
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('stored URLs (point 6)', () => {
  const profile = (ImageUrl: string) => ({
    UserId: customer.userId,
    FirstName: 'Layla',
    LastName: 'Ali',
    PhoneNumber: '',
    Address: '',
    ImageUrl,
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/a.png',
  ])('refuses %s as a profile or category image', async (url) => {
    const user = await send('PATCH', '/api/Customer/updateUser', customer, profile(url));
    expect(user.statusCode, user.body).toBe(400);
    expect(user.json().Message).toBe(VALIDATION_MESSAGES.imageUrl);
    const category = await send('POST', '/api/Category', admin, {
      CategoryName: `C ${url}`,
      CategoryDescription: '',
      ImageUrl: url,
    });
    expect(category.statusCode, category.body).toBe(400);
  });

  it("accepts no image (''), this server's media files and https addresses", async () => {
    for (const url of ['', '/media/3fa85f64-5717-4562-b3fc-2c963f66afa6.png', 'https://cdn.example.bh/a.png']) {
      const res = await send('PATCH', '/api/Customer/updateUser', customer, profile(url));
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.json().ImageUrl).toBe(url);
    }
  });

  it('accepts only http(s) websites for a business', async () => {
    const bad = await send('PUT', `/api/Provider/${providerId}`, provider, { Website: 'javascript:alert(1)//x.bh' });
    expect([bad.statusCode, bad.json().Message]).toEqual([400, VALIDATION_MESSAGES.website]);
    const good = await send('PUT', `/api/Provider/${providerId}`, provider, { Website: 'https://crafted.example.bh' });
    expect(good.statusCode, good.body).toBe(200);
  });
});
