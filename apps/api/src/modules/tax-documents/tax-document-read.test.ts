import { join } from 'node:path';
import { orderNumberForList } from '@marketplace/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { pdfFolder, readBack } from '../../lib/pdf/testing/read-back';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { requestRefund } from '../payments';
import { paidOrder, paymentParties, type Headers, type PaymentParties } from '../payments/testing';
import { providerWithToken } from '../service-items/testing';

// GET /api/Order/{id}/tax-documents (issue 36): the customer and admins read the whole documents,
// a provider the lines of its own items, anyone else the 404 of an unknown order.

describe('reading an order’s tax documents', () => {
  let t: TestApp;
  let p: PaymentParties;
  let orderId: string;
  /** The item the credit note gives back. */
  let refunded: { name: string; nameAr: string };
  beforeAll(async () => {
    t = await createTestApp();
    p = await paymentParties(t.app);
    orderId = (await paidOrder(t.app, p)).id;
    const [first] = await t.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.providerId, p.providers[0]!.provider.id))
      .orderBy(asc(orderItems.createdAt));
    refunded = first!;
    await t.app.db.transaction((tx) =>
      requestRefund(tx, {
        orderId,
        orderItemId: first!.id,
        creditedItemIds: [first!.id],
        amountFils: 990,
        description: `Refund for ${first!.name} (order #${orderNumberForList(orderId)})`,
      }),
    );
  });
  afterAll(() => t.close());

  const read = (headers: Headers | undefined) =>
    call(t.app, { method: 'GET', url: `/api/Order/${orderId}/tax-documents`, ...(headers ? { headers } : {}) });

  it('gives the customer and admins the invoice and its credit note, whole', async () => {
    for (const headers of [p.customer.headers, p.admin.headers]) {
      const answer = await read(headers);
      expect(answer.statusCode).toBe(200);
      const [invoice, note] = answer.json();
      expect(invoice).toMatchObject({
        Kind: 'tax-invoice',
        Taxable: 1.8,
        Vat: 0.18,
        Total: 1.98,
        Partial: false,
        OriginalNumber: null,
      });
      expect(invoice.Lines).toHaveLength(2);
      expect(note).toMatchObject({
        Kind: 'credit-note',
        OriginalNumber: invoice.Number,
        Reason: `Refund for Deep clean (order #${orderNumberForList(orderId)})`,
        ReasonAr: `استرداد «${refunded.nameAr || refunded.name}» (الطلب رقم ${orderNumberForList(orderId)})`,
        Total: 0.99,
        Vat: 0.09,
      });
      expect(invoice.Buyer).toMatchObject({ Email: p.customer.user.email });
    }
  });

  it('gives each provider the lines of its own items only, with their amounts', async () => {
    const [first, second] = p.providers;
    const mine = (await read(first!.headers)).json();
    expect(mine.map((document: { Kind: string }) => document.Kind)).toEqual(['tax-invoice', 'credit-note']);
    expect(mine[0]).toMatchObject({ Partial: true, Total: 0.99, Vat: 0.09, Taxable: 0.9 });
    expect(mine[0].Lines.map((line: { Description: string }) => line.Description)).toEqual([
      'Information request: Deep clean',
    ]);
    // The other business's line was not refunded: its credit note is none of its business.
    const theirs = (await read(second!.headers)).json();
    expect(theirs).toHaveLength(1);
    expect(theirs[0].Lines.map((line: { Description: string }) => line.Description)).toEqual([
      'Information request: AC service',
    ]);
  });

  it('answers 404 to another customer and to a provider without lines in the order, 401 to a visitor', async () => {
    expect((await read(p.stranger.headers)).statusCode).toBe(404);
    const outsider = await providerWithToken(t.app, 'active', 'Muharraq Movers');
    expect((await read(outsider.headers)).statusCode).toBe(404);
    expect((await read(undefined)).statusCode).toBe(401);
  });

  it('names in the customer’s transaction list the document to keep for each movement', async () => {
    const [invoice, note] = (await read(p.customer.headers)).json();
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/Transaction?customerId=${p.customer.user.id}`,
      headers: p.customer.headers,
    });
    const kept = list
      .json()
      .Items.map((row: { Type: string; TaxDocumentId: string | null; TaxDocumentNumber: string | null }) => [
        row.Type,
        row.TaxDocumentId,
        row.TaxDocumentNumber,
      ]);
    expect(kept).toEqual(
      expect.arrayContaining([
        ['payment', invoice.TaxDocumentId, invoice.Number],
        ['refund', note.TaxDocumentId, note.Number],
      ]),
    );
    expect(kept).toHaveLength(2);
  });

  const folder = pdfFolder('TAX_PDF_SAMPLES');
  /** The text of a PDF as pdftotext reads it (poppler-utils, which CI installs). */
  const pdfText = async (body: Buffer) => (await readBack(body, join(folder(), 'download.pdf'))).text;

  it('gives the customer and admins each document as a PDF, the same bytes again, 304 when held', async () => {
    const [invoice, note] = (await read(p.customer.headers)).json();
    const download = (id: string, headers: Record<string, string>) =>
      call(t.app, { method: 'GET', url: `/api/TaxDocument/${id}/pdf`, headers });
    const first = await download(invoice.TaxDocumentId, p.customer.headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="${invoice.Number}.pdf"`);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(first.rawPayload);
    expect(text).toContain(invoice.Number);
    expect(text).toContain('1.980');
    const again = await download(invoice.TaxDocumentId, p.admin.headers);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const held = await download(invoice.TaxDocumentId, {
      ...p.customer.headers,
      'if-none-match': first.headers.etag as string,
    });
    expect(held.statusCode).toBe(304);
    const noteText = await pdfText((await download(note.TaxDocumentId, p.customer.headers)).rawPayload);
    expect(noteText).toContain(note.Number);
    expect(noteText).toContain(invoice.Number);
  });

  it('refuses the PDF to a provider (403), another customer (404) and a visitor (401)', async () => {
    const [invoice] = (await read(p.customer.headers)).json();
    const url = `/api/TaxDocument/${invoice.TaxDocumentId}/pdf`;
    expect((await call(t.app, { method: 'GET', url, headers: p.providers[0]!.headers })).statusCode).toBe(403);
    expect((await call(t.app, { method: 'GET', url, headers: p.stranger.headers })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url })).statusCode).toBe(401);
  });
});
