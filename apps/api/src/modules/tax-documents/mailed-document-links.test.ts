import { TAX_DOCUMENT_MESSAGES } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderItems, users } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { requestRefund } from '../payments';
import { paidOrder, paymentParties, type PaymentParties } from '../payments/testing';
import { resolveJwtSecret } from '../../config/jwt-secret';
import { TaxDocumentLinks } from './document-links';

// The receipt e-mail links to its tax invoice and the refund e-mail to its credit note (issue 36):
// the link opens that one PDF without signing in, for 30 days, in both languages' mails.

describe('tax documents linked from e-mails', () => {
  let t: TestApp;
  let p: PaymentParties;
  beforeAll(async () => {
    t = await createTestApp();
    p = await paymentParties(t.app);
  });
  afterAll(() => t.close());

  /** The mails to `email`, their texts without the isolation marks around inserted values. */
  const mailsTo = async (email: string) =>
    (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).map((mail) => ({
      ...mail,
      textBody: mail.textBody.replace(/[\u2066-\u2069]/g, ''),
      htmlBody: mail.htmlBody.replace(/[\u2066-\u2069]/g, ''),
    }));
  const documentsOf = async (orderId: string) =>
    (
      await call(t.app, { method: 'GET', url: `/api/Order/${orderId}/tax-documents`, headers: p.customer.headers })
    ).json();
  /** The path of the line's link after `label` in a mail's text body. */
  const linkAfter = (text: string, label: string) => {
    const lines = text.split('\n');
    const url = lines[lines.findIndex((line) => line === `${label}:`) + 1]!;
    expect(url.startsWith(t.config.publicUrl)).toBe(true);
    return url.slice(t.config.publicUrl.replace(/\/+$/, '').length);
  };

  it('links the receipt to its invoice, which opens without signing in', async () => {
    const order = await paidOrder(t.app, p);
    const [invoice] = await documentsOf(order.id);
    const receipt = (await mailsTo(p.customer.user.email)).find((mail) => mail.template === 'notification:order.paid')!;
    const label = `Download your tax invoice ${invoice.Number}`;
    expect(receipt.htmlBody).toContain(label);
    expect(receipt.textBody).toContain('This download link works for 30 days.');
    const path = linkAfter(receipt.textBody, label);
    expect(path).toMatch(new RegExp(`^/api/TaxDocument/${invoice.TaxDocumentId}/pdf/link\\?token=`));
    const pdf = await call(t.app, { method: 'GET', url: path });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.Number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('links the refund mail to its credit note, in Arabic for an Arabic account', async () => {
    const setLanguage = (language: 'en' | 'ar') =>
      t.app.db.update(users).set({ language }).where(eq(users.id, p.customer.user.id));
    await setLanguage('ar');
    const order = await paidOrder(t.app, p);
    const [item] = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await t.app.db.transaction((tx) =>
      requestRefund(tx, {
        orderId: order.id,
        orderItemId: item!.id,
        creditedItemIds: [item!.id],
        amountFils: 990,
        description: 'Item cancelled',
      }),
    );
    await t.app.payments.processPendingRefunds(order.id);
    await setLanguage('en');
    const [, note] = await documentsOf(order.id);
    const mail = (await mailsTo(p.customer.user.email)).find(
      (sent) => sent.template === 'notification:refund.issued' && sent.textBody.includes(note.Number),
    )!;
    const label = `تنزيل إشعارك الدائن ${note.Number}`;
    expect(mail.htmlBody).toContain('dir="rtl"');
    expect(mail.textBody).toContain('يعمل رابط التنزيل هذا لمدة 30 يومًا');
    const pdf = await call(t.app, { method: 'GET', url: linkAfter(mail.textBody, label) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${note.Number}.pdf"`);
  });

  it('refuses a link for another document, an expired or altered one, with a clear message', async () => {
    const order = await paidOrder(t.app, p);
    const [invoice] = await documentsOf(order.id);
    const other = await paidOrder(t.app, p);
    const [otherInvoice] = await documentsOf(other.id);
    const valid = (await mailsTo(p.customer.user.email))
      .filter((mail) => mail.template === 'notification:order.paid')
      .map((mail) => mail.textBody)
      .find((text) => text.includes(invoice.Number))!;
    const token = new URL(linkAfter(valid, `Download your tax invoice ${invoice.Number}`), 'http://x').searchParams.get(
      'token',
    )!;
    const open = (id: string, value: string) =>
      call(t.app, { method: 'GET', url: `/api/TaxDocument/${id}/pdf/link?token=${encodeURIComponent(value)}` });
    const someoneElses = await open(otherInvoice.TaxDocumentId, token);
    expect(someoneElses.statusCode).toBe(403);
    expect(someoneElses.json().Message).toBe(TAX_DOCUMENT_MESSAGES.linkExpired);
    const expired = new TaxDocumentLinks(resolveJwtSecret(t.app.config), () => Date.now() - 31 * 24 * 3600 * 1000);
    expect(
      (await open(invoice.TaxDocumentId, expired.path(invoice.TaxDocumentId).split('token=')[1]!)).statusCode,
    ).toBe(403);
    expect((await open(invoice.TaxDocumentId, `${token}x`)).statusCode).toBe(403);
    for (const malformed of ['', 'a\u0000b', '<script>']) {
      const refused = await open(invoice.TaxDocumentId, malformed);
      expect(refused.statusCode, malformed).toBe(400);
      expect(refused.json().Message, malformed).toBe(TAX_DOCUMENT_MESSAGES.linkExpired);
    }
  });
});
