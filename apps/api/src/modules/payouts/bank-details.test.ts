import { eq } from 'drizzle-orm';
import { BANK_DETAILS_MESSAGES, LOGIN_ERRORS, PAYOUT_ERRORS, TRANSACTION_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { providerWithToken, userWithToken } from '../service-items/testing';
import { addTransaction, send } from '../transactions/testing';

type Headers = Record<string, string>;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const DETAILS = {
  AccountHolder: 'Manama Pipes W.L.L.',
  BankName: 'Bank of Bahrain and Kuwait',
  Iban: 'bh67 bmag 0000 1299 1234 56',
};

describe('payout bank details', () => {
  let t: TestApp;
  let providerId: string;
  const headers: Record<string, Headers> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const pipes = await providerWithToken(t.app, 'active', 'Manama Pipes');
    providerId = pipes.provider.id;
    headers.owner = pipes.headers;
    headers.other = (await providerWithToken(t.app, 'active', 'Riffa Cleaners')).headers;
    headers.customer = (await userWithToken(t.app, 'customer')).headers;
    headers.admin = (await userWithToken(t.app, 'admin')).headers;
    const earning = { type: 'earning', amountFils: 900, feeFils: 90, netFils: 810, commissionRateBp: 1000 } as const;
    await addTransaction(t.app, { ...earning, providerId });
  });
  afterAll(() => t.close());

  const url = (id = providerId) => `/api/Provider/${id}/bank-details`;
  const put = (body: object, as: Headers = headers.owner!, id = providerId) => send(t.app, 'PUT', url(id), as, body);
  const askPayout = (Amount: number) =>
    send(t.app, 'POST', '/api/Payout', headers.owner, { ProviderId: providerId, Amount });

  it('answers null while none were given, and a payout request is refused until they are', async () => {
    const none = await send(t.app, 'GET', url(), headers.owner);
    expect([none.statusCode, none.json()]).toEqual([200, null]);
    const refused = await askPayout(0.5);
    expect([refused.statusCode, refused.json().Message]).toEqual([409, PAYOUT_ERRORS.noBankDetails]);
  });

  it('refuses a bad IBAN with 400 and the form text: checksum, length, country, characters', async () => {
    for (const Iban of ['BH68BMAG00001299123456', 'BH67BMAG0000129912345', 'GB82WEST12345698765432', 'BH67-BMAG', '']) {
      const res = await put({ ...DETAILS, Iban });
      expect([res.statusCode, res.json().Message], Iban).toEqual([400, BANK_DETAILS_MESSAGES.ibanInvalid]);
    }
    expect((await put({ ...DETAILS, AccountHolder: '  ' })).statusCode).toBe(400);
    expect((await put({ AccountHolder: 'A', BankName: 'B' })).statusCode).toBe(400);
  });

  it('stores them normalised for the provider, audited with the IBAN masked', async () => {
    const res = await put(DETAILS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ProviderId: providerId,
      AccountHolder: DETAILS.AccountHolder,
      BankName: DETAILS.BankName,
      Iban: 'BH67BMAG00001299123456',
      IbanMasked: '•••• 3456',
    });
    const changed = await put({ ...DETAILS, Iban: 'BH63NBOB12345678901234' });
    expect(changed.json().IbanMasked).toBe('•••• 1234');
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, providerId));
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'provider.bank-details',
        null,
        { AccountHolder: DETAILS.AccountHolder, BankName: DETAILS.BankName, Iban: '•••• 3456' },
      ],
      [
        'provider.bank-details',
        { AccountHolder: DETAILS.AccountHolder, BankName: DETAILS.BankName, Iban: '•••• 3456' },
        { AccountHolder: DETAILS.AccountHolder, BankName: DETAILS.BankName, Iban: '•••• 1234' },
      ],
    ]);
    for (const as of [headers.owner!, headers.admin!]) {
      const read = await send(t.app, 'GET', url(), as);
      expect([read.statusCode, read.json().Iban]).toEqual([200, 'BH63NBOB12345678901234']);
    }
  });

  it('then lets the provider ask for a payout, still not above the available balance', async () => {
    const over = await askPayout(0.811);
    expect([over.statusCode, over.json().Message]).toEqual([409, PAYOUT_ERRORS.overBalance('0.810 BHD')]);
    const booked = await askPayout(0.81);
    expect(booked.statusCode).toBe(201);
    // The admin settling it reads where to transfer it, on the payout itself.
    const account = {
      AccountHolder: DETAILS.AccountHolder,
      BankName: DETAILS.BankName,
      Iban: 'BH63NBOB12345678901234',
    };
    expect(booked.json().BankAccount).toEqual(account);
    const listed = (await send(t.app, 'GET', '/api/Payout?status=pending', headers.admin)).json();
    expect(
      listed.Items.find((row: { PayoutId: string }) => row.PayoutId === booked.json().PayoutId).BankAccount,
    ).toEqual(account);
  });

  it('lets only the provider write them and only the provider and admins read them', async () => {
    for (const as of [headers.other!, headers.customer!]) {
      const read = await send(t.app, 'GET', url(), as);
      expect(read.statusCode).toBe(403);
    }
    const otherRead = await send(t.app, 'GET', url(), headers.other);
    expect(otherRead.json().Message).toBe(TRANSACTION_ERRORS.notYourBusiness);
    const otherWrite = await put(DETAILS, headers.other);
    expect([otherWrite.statusCode, otherWrite.json().Message]).toEqual([403, BANK_DETAILS_MESSAGES.notYourBusiness]);
    for (const as of [headers.admin!, headers.customer!]) {
      const res = await put(DETAILS, as);
      expect([res.statusCode, res.json().Message]).toEqual([403, LOGIN_ERRORS.forbidden]);
    }
    expect((await put(DETAILS, {})).statusCode).toBe(401);
    expect((await put(DETAILS, headers.owner, UNKNOWN)).statusCode).toBe(403);
    expect((await send(t.app, 'GET', url(UNKNOWN), headers.admin)).statusCode).toBe(404);
    expect((await send(t.app, 'GET', url('not-a-uuid'), headers.admin)).statusCode).toBe(400);
    const stored = await send(t.app, 'GET', url(), headers.owner);
    expect(stored.json().Iban).toBe('BH63NBOB12345678901234');
  });
});
