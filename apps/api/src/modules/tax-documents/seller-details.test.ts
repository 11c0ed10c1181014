import { TAX_DOCUMENT_MESSAGES } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { userWithToken } from '../service-items/testing';

// The marketplace's seller details (issue 36): admins read and set them, every change audited;
// a VAT account number or a CR number of the wrong shape is refused with its own text.

const DETAILS = {
  LegalName: 'Services Marketplace Bahrain W.L.L.',
  LegalNameAr: 'سوق الخدمات البحرين ذ.م.م.',
  Address: 'Building 100, Road 1701, Block 317, Manama',
  AddressAr: 'مبنى 100، طريق 1701، مجمع 317، المنامة',
  VatNumber: '220012345600003',
  CrNumber: '123456-1',
};

describe('seller details', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await userWithToken(t.app, 'admin');
  });
  afterAll(() => t.close());

  const read = () => call(t.app, { method: 'GET', url: '/api/Admin/seller-details', headers: admin.headers });
  const save = (payload: object) =>
    call(t.app, { method: 'PUT', url: '/api/Admin/seller-details', headers: admin.headers, payload });

  it('are empty and incomplete until an admin sets them, then read back as saved and audited', async () => {
    expect((await read()).json()).toMatchObject({ LegalName: '', VatNumber: '', IsComplete: false, ModifiedAt: null });
    const saved = await save({ ...DETAILS, LegalName: `  ${DETAILS.LegalName} ` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...DETAILS, IsComplete: true });
    expect((await read()).json()).toEqual(saved.json());
    await save({ ...DETAILS, CrNumber: '654321-2' });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetType, 'seller'));
    expect(audit.map((row) => [row.action, row.actorUserId])).toEqual([
      ['seller.update', admin.user.id],
      ['seller.update', admin.user.id],
    ]);
    const second = audit.find((row) => row.before !== null)!;
    expect(second.before).toMatchObject({ CrNumber: '123456-1' });
    expect(second.after).toMatchObject({ CrNumber: '654321-2' });
  });

  it.each([
    ['a VAT account number of 14 digits', { VatNumber: '22001234560000' }, TAX_DOCUMENT_MESSAGES.vatNumberInvalid],
    ['a VAT account number with letters', { VatNumber: 'BH2200123456000' }, TAX_DOCUMENT_MESSAGES.vatNumberInvalid],
    ['a CR number with a space', { CrNumber: '123456 1' }, TAX_DOCUMENT_MESSAGES.crNumberInvalid],
  ])('refuses %s with its own text, changing nothing', async (_case, change, message) => {
    const before = (await read()).json();
    const refused = await save({ ...DETAILS, ...change });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(message);
    expect((await read()).json()).toEqual(before);
  });

  it('answers customers and providers 403', async () => {
    for (const role of ['customer', 'provider'] as const) {
      const other = await userWithToken(t.app, role);
      expect(
        (await call(t.app, { method: 'GET', url: '/api/Admin/seller-details', headers: other.headers })).statusCode,
      ).toBe(403);
    }
  });
});
