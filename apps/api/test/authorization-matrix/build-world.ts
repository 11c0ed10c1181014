import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documentRequirements, notifications, orderItems, providers } from '../../src/db/schema/index';
import { markPaid } from '../../src/modules/orders/testing';
import { resolveJwtSecret } from '../../src/config/jwt-secret';
import { findOrderInvoice, TaxDocumentLinks } from '../../src/modules/tax-documents';
import { multipartBody, pngImage } from '../../src/modules/media/testing';
import { addCategory, addListing } from '../../src/modules/service-items/testing';
import { seedConversation } from '../../src/modules/conversations/testing';
import { fieldsFor, requirementsOf, uploadDocument } from '../../src/modules/verification/testing';
import { nineCallers } from './callers';
import { privateDataOf } from './private-data';
import {
  CUSTOMER_A,
  expectAnswer as ok,
  ORDER_KEY_OF_A,
  PROVIDER_A,
  type Caller,
  type Target,
  type World,
} from './world';

// One marketplace for the whole matrix. Party A (customer A and provider A) owns every record the
// requests aim at; B, the staff and the removed accounts only ever try. Rows are written straight
// to the database where the route is not the point, and through the real routes where the record
// is made by a flow (an order, its payment and handling, a review, bank details, a payout).

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
  const callers = await nineCallers(app);
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

  // Their conversation about the order (issue 37): a message each, a photo from A's business, and
  // customer A's report of that message.
  const talk = await seedConversation(app, {
    orderId: order.OrderId,
    customerId: customerA.id,
    providerId: business!.id,
    providerUserId: providerA.id,
  });
  const photoForm = await multipartBody({}, { bytes: await pngImage(8, 8), name: 'quote.png', type: 'image/png' });
  const attachment = await ok(
    app,
    providerA,
    {
      method: 'POST',
      url: `/api/Conversation/${talk.conversationId}/attachments`,
      headers: photoForm.headers,
      payload: photoForm.payload,
    },
    201,
  );
  const photoMessage = await ok(
    app,
    providerA,
    {
      method: 'POST',
      url: `/api/Conversation/${talk.conversationId}/messages`,
      payload: { Text: 'The quote', AttachmentId: attachment.AttachmentId },
    },
    201,
  );
  const report = await ok(
    app,
    customerA,
    {
      method: 'POST',
      url: `/api/Conversation/${talk.conversationId}/messages/${photoMessage.MessageId}/report`,
      payload: { Reason: 'Not what we agreed' },
    },
    201,
  );

  // Provider A's commercial registration, uploaded and awaiting review (issue 38), and a required
  // document of the matrix's own for the requirement rows to change.
  const [crRequirement] = await requirementsOf(app);
  const document = await uploadDocument(
    app,
    providerA.headers,
    business!.id,
    fieldsFor(crRequirement!, PROVIDER_A.crNumber),
  );
  if (document.statusCode !== 201) throw new Error(`the matrix's document upload answered ${document.statusCode}`);
  const uploaded = document.json<{ DocumentId: string; Url: string }>();
  const [requirement] = await app.db
    .insert(documentRequirements)
    .values({
      businessType: 'company',
      name: 'Matrix licence',
      hasNumber: false,
      hasIssueDate: false,
      hasExpiryDate: false,
      isActive: false,
    })
    .returning();

  const invoice = (await findOrderInvoice(app.db, order.OrderId))!;
  const invoiceLinks = new TaxDocumentLinks(resolveJwtSecret(app.config));
  const a: Target = {
    customerId: customerA.id,
    customerEmail: CUSTOMER_A.email,
    cartId: cart.CartId,
    cartItemId: cartNow.CartItems[0].CartItemId,
    orderId: order.OrderId,
    invoiceId: invoice.id,
    invoiceLinkToken: new URL(invoiceLinks.path(invoice.id), 'http://link').searchParams.get('token')!,
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
    conversationId: talk.conversationId,
    customerMessageId: talk.customerMessageId,
    providerMessageId: photoMessage.MessageId,
    attachmentId: attachment.AttachmentId,
    attachmentToken: new URL(photoMessage.Attachment.Url, 'http://link').searchParams.get('token')!,
    reportId: report.ReportId,
    documentId: uploaded.DocumentId,
    documentToken: new URL(uploaded.Url, 'http://link').searchParams.get('token')!,
    requirementId: requirement!.id,
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
