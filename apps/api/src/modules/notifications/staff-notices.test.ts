import { ADMIN_INBOX_NOTIFICATION_TYPES } from '@marketplace/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, users } from '../../db/schema/index';
import { call, customerRegistration } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCategory, providerWithToken, userWithToken } from '../service-items/testing';

// New work in the back office's inbox reaches every admin who may act on it, in the transaction
// that created it: one notification per admin and event, none for disabled admins or anyone else.

describe('notifications to admins about new inbox work', () => {
  let t: TestApp;
  let staff: string[];
  let disabledAdmin: string;
  let bystanders: string[];
  let categoryId: string;

  const noticesOf = (type: string) =>
    t.app.db.select().from(notifications).where(eq(notifications.type, type)).orderBy(notifications.createdAt);
  const recipientsOf = async (type: string) => (await noticesOf(type)).map((row) => row.userId).sort();

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await userWithToken(t.app, 'admin');
    const superAdmin = await userWithToken(t.app, 'superAdmin');
    staff = [admin.user.id, superAdmin.user.id].sort();
    disabledAdmin = (await userWithToken(t.app, 'admin')).user.id;
    await t.app.db.update(users).set({ isDeleted: true }).where(eq(users.id, disabledAdmin));
    const customer = await userWithToken(t.app, 'customer');
    const provider = await providerWithToken(t.app, 'active', 'Muharraq Tiles');
    bystanders = [disabledAdmin, customer.user.id, provider.user.id];
    categoryId = (await addCategory(t.app, 'Tiling')).id;
  });
  afterAll(() => t.close());

  it('tells every admin once about a provider who registered and waits for approval', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/register-provider',
      payload: {
        ...customerRegistration('new-shop@example.bh'),
        BusinessName: 'Isa Town Glass',
        BusinessCategoryId: categoryId,
        PrimaryLocation: 'Isa Town',
      },
    });
    expect(res.statusCode).toBe(201);
    const type = ADMIN_INBOX_NOTIFICATION_TYPES.PendingProviders;
    expect(type).toBe('admin.provider-pending');
    expect(await recipientsOf(type)).toEqual(staff);
    const [notice] = await noticesOf(type);
    expect(notice).toMatchObject({
      title: 'Provider waiting for approval',
      body: 'Isa Town Glass signed up as a provider and waits for approval.',
      link: '/admin/providers',
    });
    expect(notice!.data).toEqual({ ProviderId: expect.any(String) });
  });

  it('tells every admin about a business profile completed through POST /api/Provider', async () => {
    const user = await userWithToken(t.app, 'provider');
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/Provider',
      headers: user.headers,
      payload: {
        UserId: user.user.id,
        BusinessName: 'Sitra Blinds',
        BusinessCategoryId: categoryId,
        PrimaryLocation: 'Sitra',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const notices = await noticesOf(ADMIN_INBOX_NOTIFICATION_TYPES.PendingProviders);
    const forSitra = notices.filter((row) => row.data?.ProviderId === res.json().ProviderId);
    expect(forSitra.map((row) => row.userId).sort()).toEqual(staff);
  });

  it('tells every admin about a new contact-page inquiry, without mailing them', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/CustomerInquiry',
      payload: { Name: 'Fatima', Email: 'fatima@example.bh', Subject: 'Bulk order', Message: 'Do you deliver?' },
    });
    expect(res.statusCode).toBe(201);
    const type = ADMIN_INBOX_NOTIFICATION_TYPES.NewInquiries;
    expect(type).toBe('admin.inquiry-new');
    expect(await recipientsOf(type)).toEqual(staff);
    expect((await noticesOf(type))[0]).toMatchObject({
      title: 'New inquiry',
      body: 'Fatima wrote: "Bulk order".',
      link: '/admin/inquiries',
      data: { InqId: res.json().InqId },
    });
    const staffMail = await t.app.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .innerJoin(users, eq(users.email, mailOutbox.toAddress))
      .where(inArray(users.id, staff));
    expect(staffMail).toEqual([]);
  });

  it('raises nothing for disabled admins, customers or providers', async () => {
    const theirs = await t.app.db.select().from(notifications).where(inArray(notifications.userId, bystanders));
    expect(theirs).toEqual([]);
  });

  it('raises nothing when the change is refused', async () => {
    const before = (await noticesOf(ADMIN_INBOX_NOTIFICATION_TYPES.PendingProviders)).length;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/register-provider',
      payload: {
        ...customerRegistration('ghost-shop@example.bh'),
        BusinessName: 'Ghost',
        BusinessCategoryId: '00000000-0000-4000-8000-000000000000',
        PrimaryLocation: 'Riffa',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(await noticesOf(ADMIN_INBOX_NOTIFICATION_TYPES.PendingProviders)).toHaveLength(before);
  });
});
