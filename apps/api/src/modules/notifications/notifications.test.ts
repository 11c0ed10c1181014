import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, users } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { userWithToken } from '../service-items/testing';
import { raiseNotifications, type NotificationEvent } from './notification-events';

let t: TestApp;
type Account = Awaited<ReturnType<typeof userWithToken>>;
let alice: Account;
let bob: Account;

const notice = (userId: string, title: string, type: NotificationEvent['type'] = 'order-item.status') => ({
  userId,
  type,
  title,
  body: `${title} body`,
  link: '/customer-dashboard/order/1',
  data: { orderId: 'x' },
});

const get = (account: Account, url: string) => call(t.app, { method: 'GET', url, headers: account.headers });
const patch = (account: Account, url: string) => call(t.app, { method: 'PATCH', url, headers: account.headers });

beforeAll(async () => {
  t = await createTestApp();
  alice = await userWithToken(t.app, 'customer');
  bob = await userWithToken(t.app, 'customer');
  // One statement each, so creation times differ and "newest first" has one right answer.
  for (const title of ['First', 'Second', 'Third']) await raiseNotifications(t.app.db, [notice(alice.user.id, title)]);
  await raiseNotifications(t.app.db, [notice(bob.user.id, 'For Bob')]);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/Notification', () => {
  it('lists only the caller’s notifications, newest first, with the unread count', async () => {
    const res = await get(alice, '/api/Notification?page=1&pageSize=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Page: 1, PageSize: 2, TotalItems: 3, TotalPages: 2, UnreadCount: 3 });
    expect(body.Items.map((item: { Title: string }) => item.Title)).toEqual(['Third', 'Second']);
    expect(body.Items[0]).toMatchObject({
      Type: 'order-item.status',
      Body: 'Third body',
      Link: '/customer-dashboard/order/1',
      Data: { orderId: 'x' },
      IsRead: false,
      ReadAt: null,
    });
  });

  it('needs a signed-in user', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/Notification' })).statusCode).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/Notification/unread-count' })).statusCode).toBe(401);
  });
});

describe('read marks', () => {
  it('marks one of the caller’s own read and leaves the others', async () => {
    const [first] = (await get(alice, '/api/Notification?unreadOnly=true&pageSize=1')).json().Items;
    const res = await patch(alice, `/api/Notification/${first.NotificationId}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ NotificationId: first.NotificationId, IsRead: true });
    expect(res.json().ReadAt).toEqual(expect.any(String));
    expect((await get(alice, '/api/Notification/unread-count')).json()).toEqual({ UnreadCount: 2, UnreadMessages: 0 });
    const unread = (await get(alice, '/api/Notification?unreadOnly=true')).json();
    expect(unread).toMatchObject({ TotalItems: 2, UnreadCount: 2 });
    // Marking again keeps the first read time.
    const again = await patch(alice, `/api/Notification/${first.NotificationId}/read`);
    expect(again.json().ReadAt).toBe(res.json().ReadAt);
  });

  it('answers 404 for another user’s notification and changes nothing', async () => {
    const [bobs] = (await get(bob, '/api/Notification')).json().Items;
    const res = await patch(alice, `/api/Notification/${bobs.NotificationId}/read`);
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('Notification not found.');
    expect((await get(bob, '/api/Notification/unread-count')).json()).toEqual({ UnreadCount: 1, UnreadMessages: 0 });
  });

  it('marks all of the caller’s read, and only theirs', async () => {
    const res = await patch(alice, '/api/Notification/read-all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Updated: 2, UnreadCount: 0 });
    expect((await patch(alice, '/api/Notification/read-all')).json()).toEqual({ Updated: 0, UnreadCount: 0 });
    expect((await get(bob, '/api/Notification/unread-count')).json()).toEqual({ UnreadCount: 1, UnreadMessages: 0 });
  });
});

describe('e-mail for the notifications that matter', () => {
  const mailsTo = (email: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

  it('mails a receipt with an absolute link, in the same transaction as the notification', async () => {
    const customer = await userWithToken(t.app, 'customer');
    await raiseNotifications(t.app.db, [notice(customer.user.id, 'Payment received', 'order.paid')]);
    const [mail, ...rest] = await mailsTo(customer.user.email);
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Payment received', template: 'notification:order.paid' });
    expect(mail!.textBody).toContain(`${t.config.publicUrl}/customer-dashboard/order/1`);
  });

  it('mails an account in Arabic in Arabic, right to left, linking to the /ar page', async () => {
    const customer = await userWithToken(t.app, 'customer');
    await t.app.db.update(users).set({ language: 'ar' }).where(eq(users.id, customer.user.id));
    const paid = {
      ...notice(customer.user.id, 'Payment received', 'order.paid'),
      titleAr: 'تم استلام الدفعة',
      bodyAr: 'استلمنا المبلغ.',
    };
    // Staff news has no Arabic: an Arabic account still gets it, in English.
    const english = notice(customer.user.id, 'Refund issued', 'refund.issued');
    await raiseNotifications(t.app.db, [paid, english]);
    const mails = await mailsTo(customer.user.email);
    const arabic = mails.find((mail) => mail.subject === 'تم استلام الدفعة')!;
    expect(arabic.htmlBody).toContain('dir="rtl"');
    expect(arabic.textBody).toContain('استلمنا المبلغ.');
    expect(arabic.textBody).toContain('عرض طلبك');
    expect(arabic.textBody).toContain(`${t.config.publicUrl}/ar/customer-dashboard/order/1`);
    const inEnglish = mails.find((mail) => mail.subject === 'Refund issued')!;
    expect(inEnglish.textBody).toContain(`View your order:\n${t.config.publicUrl}/customer-dashboard/order/1`);
  });

  it('rolls the mail back with the change', async () => {
    const customer = await userWithToken(t.app, 'customer');
    await expect(
      t.app.db.transaction(async (tx) => {
        await raiseNotifications(tx, [notice(customer.user.id, 'Refund issued', 'refund.issued')]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await mailsTo(customer.user.email)).toEqual([]);
    const rows = await t.app.db.select().from(notifications).where(eq(notifications.userId, customer.user.id));
    expect(rows).toEqual([]);
  });

  it('does not mail item status steps, reviews or a customer’s unpaid order', async () => {
    const customer = await userWithToken(t.app, 'customer');
    const provider = await userWithToken(t.app, 'provider');
    await raiseNotifications(t.app.db, [
      notice(customer.user.id, 'Leak repair is confirmed'),
      notice(customer.user.id, 'Order placed', 'order.placed'),
      notice(provider.user.id, 'New review', 'review.received'),
    ]);
    expect(await mailsTo(customer.user.email)).toEqual([]);
    expect(await mailsTo(provider.user.email)).toEqual([]);
  });

  it('mails providers about new paid orders, cancellations and payouts', async () => {
    const provider = await userWithToken(t.app, 'provider');
    await raiseNotifications(t.app.db, [
      notice(provider.user.id, 'New paid order', 'order.placed'),
      notice(provider.user.id, 'Order item cancelled', 'order.cancelled'),
      notice(provider.user.id, 'Your payout is paid', 'payout.settled'),
    ]);
    const subjects = (await mailsTo(provider.user.email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual(['New paid order', 'Order item cancelled', 'Your payout is paid']);
    const stored = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, provider.user.id), eq(notifications.type, 'payout.settled')));
    expect(stored).toHaveLength(1);
  });
});
