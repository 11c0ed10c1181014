import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Role } from '@marketplace/contract';
import { notifications, orderItems, providers, transactions, users } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/password';
import { markPaid } from '../../src/modules/orders/testing';
import { multipartBody, pngImage } from '../../src/modules/media/testing';
import { addCategory, addListing } from '../../src/modules/service-items/testing';
import { call, PASSWORD } from '../account-helpers';
import type { Identity } from './identities';

// One marketplace for the whole matrix. Party A (customer A and provider A) owns every record the
// requests aim at; B, the staff and the removed accounts only ever try. Rows are written straight
// to the database where the route is not the point, and through the real routes where the record
// is made by a flow (an order, its payment and handling, a review, bank details, a payout).

export interface Caller {
  identity: Identity;
  /** The account's user id (a random id for the visitor, who has none). */
  id: string;
  /** The account's address ('' for the visitor). */
  email: string;
  headers: Record<string, string>;
}

/** A's records the requests aim at. A row's fresh copy replaces some of these for one cell. */
export interface Target {
  customerId: string;
  customerEmail: string;
  cartId: string;
  /** The cart line for provider A's service. */
  cartItemId: string;
  /** Paid; its service line completed and reviewed, its stock line confirmed. */
  orderId: string;
  orderItemId: string;
  reviewId: string;
  chargeId: string;
  notificationId: string;
  inquiryId: string;
  avatarMediaId: string;
  avatarUrl: string;
  /** The avatar's file name under /media/. */
  avatarKey: string;
  providerId: string;
  providerUserId: string;
  providerEmail: string;
  /** Public, with a photo. */
  serviceListingId: string;
  /** The photo of that listing, uploaded by provider A. */
  listingPhotoMediaId: string;
  /** Public, an item with stock. */
  stockListingId: string;
  /** Discontinued: only provider A and admins may see it. */
  hiddenListingId: string;
  categoryId: string;
  /** A pending payout of provider A. */
  payoutId: string;
  /** The admin account whose status the admin-status row tries to change. */
  adminId: string;
}

/** The two halves of party A, whose private data only they (and admins) may read. */
export type Party = 'customerA' | 'providerA';
/** A party's private text by kind ("contact", "orders", ...). */
export type PrivateData = Record<Party, Record<string, string[]>>;

export interface World {
  app: FastifyInstance;
  callers: Record<Identity, Caller>;
  a: Target;
  /** Text that must not appear in an answer to anyone who may not see that party's data. */
  privateData: PrivateData;
  providerBId: string;
  /** Provider B's listing: B's own record, for rows where B legitimately acts on its own. */
  providerBListingId: string;
}

export const CUSTOMER_A = {
  email: 'layla.owner@matrix.test',
  firstName: 'Layla',
  lastName: 'Matrixowner',
  phone: '+97333110001',
  address: 'Flat 11, Road 1101, Block 311, Manama',
};
/** The Idempotency-Key A placed the main order with: replaying it answers that order, to A only. */
export const ORDER_KEY_OF_A = 'matrix-order-of-customer-a';

export const PROVIDER_A = {
  email: 'hassan.provider@matrix.test',
  phone: '+97333220002',
  address: 'Villa 22, Road 2202, Riffa',
  businessName: 'Pearl Plumbing A',
  accountHolder: 'Hassan Privateholder',
  iban: 'BH67BMAG00001299123456',
};

/** A request as the rows write it; the runner adds the caller's token and a fresh client address. */
export type Request = Pick<InjectOptions, 'method' | 'payload' | 'headers'> & { url: string };

export async function send(app: FastifyInstance, caller: Caller, request: Request) {
  return call(app, { ...request, headers: { ...caller.headers, ...request.headers } });
}

async function ok(app: FastifyInstance, caller: Caller, request: Request, status: number) {
  const res = await send(app, caller, request);
  if (res.statusCode !== status) {
    throw new Error(`world: ${request.method} ${request.url} answered ${res.statusCode}: ${res.body}`);
  }
  return res.json();
}

async function person(
  app: FastifyInstance,
  identity: Identity,
  role: Role,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<Caller> {
  const [row] = await app.db
    .insert(users)
    .values({
      email: `${identity.toLowerCase()}-${randomUUID().slice(0, 8)}@matrix.test`,
      passwordHash: 'not-used',
      role,
      firstName: 'Test',
      lastName: identity,
      isActive: true,
      emailConfirmed: true,
      ...values,
    })
    .returning();
  const token = await app.accessTokens.sign({
    id: row!.id,
    role,
    email: row!.email,
    isActive: true,
    isDeleted: false,
    emailConfirmed: true,
  });
  return { identity, id: row!.id, email: row!.email, headers: { authorization: `Bearer ${token}` } };
}

async function accounts(app: FastifyInstance): Promise<Record<Identity, Caller>> {
  // One real hash: the sign-in rows try a wrong password for A, which must be checked for real.
  const passwordHash = await hashPassword(PASSWORD);
  const c = {
    visitor: { identity: 'visitor', id: randomUUID(), email: '', headers: {} },
    customerA: await person(app, 'customerA', 'customer', {
      email: CUSTOMER_A.email,
      passwordHash,
      firstName: CUSTOMER_A.firstName,
      lastName: CUSTOMER_A.lastName,
      phoneNumber: CUSTOMER_A.phone,
      address: CUSTOMER_A.address,
    }),
    customerB: await person(app, 'customerB', 'customer'),
    providerA: await person(app, 'providerA', 'provider', {
      email: PROVIDER_A.email,
      passwordHash,
      phoneNumber: PROVIDER_A.phone,
      address: PROVIDER_A.address,
    }),
    providerB: await person(app, 'providerB', 'provider'),
    admin: await person(app, 'admin', 'admin'),
    superAdmin: await person(app, 'superAdmin', 'superAdmin'),
    disabledAdmin: await person(app, 'disabledAdmin', 'admin'),
    deletedCustomer: await person(app, 'deletedCustomer', 'customer'),
  } satisfies Record<Identity, Caller>;
  // Removed through the real routes, after their tokens were signed.
  await ok(
    app,
    c.superAdmin,
    { method: 'PATCH', url: `/api/Admin/admins/${c.disabledAdmin.id}/status`, payload: { IsActive: false } },
    200,
  );
  await ok(app, c.admin, { method: 'PATCH', url: `/api/Customer/${c.deletedCustomer.id}/delete` }, 200);
  return c;
}

async function upload(app: FastifyInstance, caller: Caller, relatedType: string, relatedId: string) {
  const form = await multipartBody(
    { UserId: caller.id, RelatedType: relatedType, RelatedId: relatedId },
    { bytes: await pngImage(8, 8), name: 'picture.png', type: 'image/png' },
  );
  const body = await ok(
    app,
    caller,
    { method: 'POST', url: '/api/Media/upload', payload: form.payload, headers: form.headers },
    201,
  );
  return body.Data as { MediaId: string; Url: string };
}

export async function buildWorld(app: FastifyInstance): Promise<World> {
  const callers = await accounts(app);
  const { customerA, providerA, providerB } = callers;
  const category = await addCategory(app, 'Home services');
  const [business] = await app.db
    .insert(providers)
    .values({ userId: providerA.id, businessName: PROVIDER_A.businessName, accState: 'active' })
    .returning();
  const [businessB] = await app.db
    .insert(providers)
    .values({ userId: providerB.id, businessName: 'Other Trades B', accState: 'active' })
    .returning();
  const providerBListing = await addListing(app, { providerId: businessB!.id, categoryId: category.id, name: 'B job' });

  // Provider A's catalog: a service with a photo (through the routes), an item with stock, a hidden one.
  const photo = await upload(app, providerA, 'ServiceItem', randomUUID());
  const service = await ok(
    app,
    providerA,
    {
      method: 'POST',
      url: '/api/service-items',
      payload: {
        Type: 'service',
        Name: 'Leak repair',
        Description: 'Finds and fixes leaks',
        Photos: [photo.MediaId],
        Price: 12.5,
        AvailableQuantity: null,
        Availability: 'available',
        CategoryId: category.id,
        Location: 'Manama',
      },
    },
    201,
  );
  const stock = await addListing(app, {
    providerId: business!.id,
    categoryId: category.id,
    name: 'Kitchen tap',
    type: 'item',
  });
  const hidden = await addListing(app, {
    providerId: business!.id,
    categoryId: category.id,
    name: 'Retired service',
    availability: 'discontinued',
  });

  // Customer A's profile picture and order: placed from the cart, paid, handled, reviewed. The
  // order also holds a line of provider B's, which B may read, but never provider A's lines.
  const avatar = await upload(app, customerA, 'Profile', customerA.id);
  const cart = await ok(app, customerA, { method: 'GET', url: `/api/Cart/customer/${customerA.id}` }, 200);
  const addLine = (listingId: string, quantity: number) =>
    ok(
      app,
      customerA,
      {
        method: 'POST',
        url: '/api/Cart/item',
        payload: { CartId: cart.CartId, ServiceItemId: listingId, Quantity: quantity, ModifiedBy: customerA.id },
      },
      200,
    );
  await addLine(service.ServiceItemId, 1);
  await addLine(stock.id, 2);
  await addLine(providerBListing.id, 1);
  const order = await ok(
    app,
    customerA,
    {
      method: 'POST',
      url: '/api/Order',
      headers: { 'idempotency-key': ORDER_KEY_OF_A },
      payload: { CustomerId: customerA.id, CartId: cart.CartId, PaymentType: 'card' },
    },
    201,
  );
  await markPaid(app, order.OrderId);
  const lines = await app.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.OrderId))
    .orderBy(asc(orderItems.createdAt));
  const linesOfA = lines.filter((line) => line.providerId === business!.id);
  const [serviceLine, stockLine] = [
    linesOfA.find((l) => l.type === 'service')!,
    linesOfA.find((l) => l.type === 'item')!,
  ];
  for (const [line, action] of [
    [serviceLine, 'confirm'],
    [serviceLine, 'start'],
    [serviceLine, 'complete'],
    [stockLine, 'confirm'],
  ] as const) {
    await ok(app, providerA, { method: 'PATCH', url: `/api/OrderItem/${line.id}/${action}` }, 200);
  }
  const review = await ok(
    app,
    customerA,
    {
      method: 'POST',
      url: '/api/Review/create',
      payload: {
        OrderItemId: serviceLine.id,
        CustomerId: customerA.id,
        ProviderId: business!.id,
        Rating: 5,
        Comment: 'Quick and tidy',
      },
    },
    201,
  );
  // The cart line the cart rows aim at (the order emptied the cart).
  const cartNow = await addLine(service.ServiceItemId, 1);
  await ok(
    app,
    customerA,
    {
      method: 'PATCH',
      url: '/api/Customer/updateUser',
      payload: {
        UserId: customerA.id,
        FirstName: CUSTOMER_A.firstName,
        LastName: CUSTOMER_A.lastName,
        PhoneNumber: CUSTOMER_A.phone,
        Address: CUSTOMER_A.address,
        ImageUrl: avatar.Url,
      },
    },
    200,
  );
  const inquiry = await ok(
    app,
    customerA,
    {
      method: 'POST',
      url: '/api/CustomerInquiry',
      payload: { Name: 'Layla', Email: CUSTOMER_A.email, Subject: 'My order', Message: 'When will it come?' },
    },
    201,
  );

  // Provider A's money: bank details, then a payout of part of the completed line's earning.
  await ok(
    app,
    providerA,
    {
      method: 'PUT',
      url: `/api/Provider/${business!.id}/bank-details`,
      payload: { AccountHolder: PROVIDER_A.accountHolder, BankName: 'Bank of Bahrain', Iban: PROVIDER_A.iban },
    },
    200,
  );
  const payout = await ok(
    app,
    providerA,
    { method: 'POST', url: '/api/Payout', payload: { ProviderId: business!.id, Amount: 0.1 } },
    201,
  );

  const a: Target = {
    customerId: customerA.id,
    customerEmail: CUSTOMER_A.email,
    cartId: cart.CartId,
    cartItemId: cartNow.CartItems[0].CartItemId,
    orderId: order.OrderId,
    orderItemId: serviceLine.id,
    reviewId: review.ReviewId,
    chargeId: `chg_sbx_test_${order.OrderId.replaceAll('-', '')}`,
    notificationId: (await unreadNotificationIds(app, customerA.id))[0]!,
    inquiryId: inquiry.InqId,
    avatarMediaId: avatar.MediaId,
    avatarUrl: avatar.Url,
    avatarKey: avatar.Url.split('/').pop()!,
    providerId: business!.id,
    providerUserId: providerA.id,
    providerEmail: PROVIDER_A.email,
    serviceListingId: service.ServiceItemId,
    listingPhotoMediaId: photo.MediaId,
    stockListingId: stock.id,
    hiddenListingId: hidden.id,
    categoryId: category.id,
    payoutId: payout.PayoutId,
    adminId: callers.admin.id,
  };
  return {
    app,
    callers,
    a,
    privateData: await privateDataOf(app, a),
    providerBId: businessB!.id,
    providerBListingId: providerBListing.id,
  };
}

async function unreadNotificationIds(app: FastifyInstance, userId: string) {
  const rows = await app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .orderBy(asc(notifications.createdAt));
  return rows.map((row) => row.id);
}

/** What only A's own halves (and admins) may read, by kind, so a row can let one kind through. */
async function privateDataOf(app: FastifyInstance, a: Target): Promise<PrivateData> {
  const moneyOf = async (column: typeof transactions.customerId | typeof transactions.providerId, id: string) =>
    (await app.db.select().from(transactions).where(eq(column, id))).flatMap((row) => [row.id, row.referenceNumber]);
  const lineIds = (await app.db.select().from(orderItems).where(eq(orderItems.orderId, a.orderId)))
    .filter((line) => line.providerId === a.providerId)
    .map((line) => line.id);
  const notificationIds = async (userId: string) =>
    (await app.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.id);
  return {
    customerA: {
      contact: [CUSTOMER_A.email, CUSTOMER_A.phone, CUSTOMER_A.address, CUSTOMER_A.lastName],
      order: [a.orderId],
      /** The lines of provider A in A's order: not for provider B, who has a line there too. */
      lines: lineIds,
      id: [a.customerId],
      account: [a.cartId, a.cartItemId, a.inquiryId, a.avatarMediaId, ...(await notificationIds(a.customerId))],
      money: await moneyOf(transactions.customerId, a.customerId),
    },
    providerA: {
      contact: [PROVIDER_A.email, PROVIDER_A.phone, PROVIDER_A.address],
      bank: [PROVIDER_A.iban, PROVIDER_A.accountHolder],
      listings: [a.hiddenListingId],
      account: await notificationIds(a.providerUserId),
      money: await moneyOf(transactions.providerId, a.providerId),
    },
  };
}
