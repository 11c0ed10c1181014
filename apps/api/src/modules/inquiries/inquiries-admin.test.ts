import { and, asc, eq } from 'drizzle-orm';
import { INQUIRY_MESSAGES, LOGIN_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, inquiries } from '../../db/schema/index';
import { bearer, call, signInAccounts } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('inquiry inbox (admin)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const inquiryIds: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await signInAccounts(
      t.app,
      [
        ['customer', 'c@example.bh', 'customer'],
        ['provider', 'p@example.bh', 'provider'],
        ['admin', 'admin@example.bh', 'admin'],
      ],
      ids,
      tokens,
    );
    // 12 inquiries a minute apart, numbered oldest (0) to newest (11); every third one resolved.
    const start = Date.UTC(2026, 0, 1);
    const rows = await t.app.db
      .insert(inquiries)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          name: `Sender ${i}`,
          email: `s${i}@example.bh`,
          subject: `Subject ${i}`,
          message: 'Hello',
          status: i % 3 === 0 ? ('resolved' as const) : ('new' as const),
          createdAt: new Date(start + i * 60_000),
        })),
      )
      .returning();
    inquiryIds.push(...rows.map((row) => row.id));
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'PATCH' | 'DELETE', url: string, token?: string) =>
    call(t.app, { method, url, headers: token ? bearer(token) : {} });
  const auditOf = (id: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'inquiry'), eq(auditLog.targetId, id)))
      .orderBy(asc(auditLog.createdAt));

  it('lists inquiries newest first, ten a page by default, with the paging figures', async () => {
    const first = await send('GET', '/api/CustomerInquiry', tokens.admin);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ Page: 1, PageSize: 10, TotalItems: 12, TotalPages: 2 });
    expect(body.Items).toHaveLength(10);
    expect(body.Items[0]).toMatchObject({ InqId: inquiryIds[11], Subject: 'Subject 11', Phone: '' });
    const second = (await send('GET', '/api/CustomerInquiry?page=2&pageSize=5&status=all', tokens.admin)).json();
    expect(second).toMatchObject({ Page: 2, PageSize: 5, TotalItems: 12, TotalPages: 3 });
    expect(second.Items.map((i: { Subject: string }) => i.Subject)).toEqual([6, 5, 4, 3, 2].map((n) => `Subject ${n}`));
  });

  it('filters by status', async () => {
    const resolved = (await send('GET', '/api/CustomerInquiry?status=resolved&pageSize=3', tokens.admin)).json();
    expect(resolved).toMatchObject({ TotalItems: 4, TotalPages: 2, PageSize: 3 });
    expect(resolved.Items.map((i: { Subject: string }) => i.Subject)).toEqual(['Subject 9', 'Subject 6', 'Subject 3']);
    const closed = (await send('GET', '/api/CustomerInquiry?status=closed', tokens.admin)).json();
    expect(closed).toMatchObject({ Items: [], TotalItems: 0, TotalPages: 0 });
  });

  it('answers 400 naming the field for a bad page, page size or status', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['pageSize=101', 'pageSize'],
      ['page=abc', 'page'],
      ['status=pending', 'status'],
    ]) {
      const res = await send('GET', `/api/CustomerInquiry?${query}`, tokens.admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
    }
    const badStatus = await send('PATCH', `/api/CustomerInquiry/${inquiryIds[0]}/status?status=done`, tokens.admin);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().Errors[0].Field).toBe('status');
  });

  it('keeps visitors (401), customers and providers (403) out', async () => {
    const id = inquiryIds[1];
    for (const [method, url] of [
      ['GET', '/api/CustomerInquiry'],
      ['PATCH', `/api/CustomerInquiry/${id}/status?status=closed`],
      ['DELETE', `/api/CustomerInquiry/${id}`],
    ] as const) {
      expect((await send(method, url)).statusCode).toBe(401);
      for (const token of [tokens.customer, tokens.provider]) {
        const res = await send(method, url, token);
        expect(res.statusCode).toBe(403);
        expect(res.json().Message).toBe(LOGIN_ERRORS.forbidden);
      }
    }
    expect(await auditOf(id!)).toEqual([]);
  });

  it('changes the status, records who handled it and audits before and after', async () => {
    const id = inquiryIds[1]!;
    const res = await send('PATCH', `/api/CustomerInquiry/${id}/status?status=in-progress`, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ InqId: id, Status: 'in-progress' });
    const [row] = await t.app.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row?.handledBy).toBe(ids.admin);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'inquiry.status',
      actorUserId: ids.admin,
      before: { Status: 'new' },
      after: { Status: 'in-progress' },
    });
  });

  it('deletes an inquiry, keeping its content in the audit log; unknown ones are 404', async () => {
    const id = inquiryIds[2]!;
    const res = await send('DELETE', `/api/CustomerInquiry/${id}`, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Success: true, Message: INQUIRY_MESSAGES.deleted });
    expect(await t.app.db.select().from(inquiries).where(eq(inquiries.id, id))).toEqual([]);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'inquiry.delete', before: { InqId: id, Subject: 'Subject 2' }, after: null });
    const again = await send('DELETE', `/api/CustomerInquiry/${id}`, tokens.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().Message).toBe(INQUIRY_MESSAGES.notFound);
    expect((await send('PATCH', `/api/CustomerInquiry/${id}/status?status=closed`, tokens.admin)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/CustomerInquiry/not-a-uuid', tokens.admin)).statusCode).toBe(400);
  });
});
