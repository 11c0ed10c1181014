import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VERIFICATION_MESSAGES,
  type AdminInbox,
  type ProviderDocument,
  type ProviderVerificationSummary,
  type VerificationReviewList,
} from '@marketplace/contract';
import { auditLog } from '../../db/schema/index';
import { bearer, call, latestMail } from '../../../test/account-helpers';
import { jpegWithExif } from '../media/testing';
import { account, addProvider, providerTestApp } from '../providers/testing';
import { fieldsFor, PDF, requirementsOf, uploadDocument } from './testing';

// Issue 38: a business uploads its documents, sends them for review, an admin asks for a change,
// the business replaces the document, the admin accepts and can then approve it.

describe('verifying a business', () => {
  let ctx: Awaited<ReturnType<typeof providerTestApp>>;
  let providerId: string;
  let owner: Awaited<ReturnType<typeof account>>;
  let other: Awaited<ReturnType<typeof account>>;
  let requirements: Awaited<ReturnType<typeof requirementsOf>>;
  beforeAll(async () => {
    ctx = await providerTestApp();
    owner = await account(ctx.app, 'owner@example.bh', 'provider');
    providerId = await addProvider(ctx.app, owner.userId, { businessName: 'Gulf Glass', accState: 'pending' });
    other = await account(ctx.app, 'other@example.bh', 'provider');
    await addProvider(ctx.app, other.userId, { businessName: 'Other Business' });
    requirements = await requirementsOf(ctx.app);
  });
  afterAll(() => ctx.t.close());

  const summary = async (token: string) => {
    const res = await ctx.request('GET', `/api/Provider/${providerId}/verification`, token);
    expect(res.statusCode).toBe(200);
    return res.json<ProviderVerificationSummary>();
  };
  const asOwner = () => bearer(owner.token);
  const cr = () => requirements[0]!;

  it('lists the company documents as missing for a new business', async () => {
    const seen = await summary(owner.token);
    expect(seen).toMatchObject({ BusinessType: 'company', Status: 'not-submitted', CanSubmit: false });
    expect(seen.Items.map((item) => [item.Requirement.Name, item.State])).toEqual([
      ['Commercial Registration (CR) certificate', 'missing'],
      ['Authorised signatory’s CPR card', 'missing'],
      ['IBAN certificate or bank letter', 'missing'],
    ]);
  });

  it('tells other businesses, customers and visitors that the business does not exist', async () => {
    for (const token of [other.token, ctx.customer.token]) {
      const res = await ctx.request('GET', `/api/Provider/${providerId}/verification`, token);
      expect(res.statusCode).toBe(token === other.token ? 404 : 403);
    }
    expect((await ctx.request('GET', `/api/Provider/${providerId}/verification`)).statusCode).toBe(401);
    const upload = await uploadDocument(ctx.app, bearer(other.token), providerId, fieldsFor(cr()));
    expect(upload.statusCode).toBe(404);
  });

  it.each([
    ['no number', { Number: '' }, VERIFICATION_MESSAGES.numberRequired],
    ['no issue date', { IssuedOn: '' }, VERIFICATION_MESSAGES.issueDateRequired],
    ['a day that does not exist', { ExpiresOn: '2030-02-30' }, VERIFICATION_MESSAGES.dateInvalid],
    ['an issue date to come', { IssuedOn: '2099-01-01' }, VERIFICATION_MESSAGES.issuedInFuture],
    [
      'an expiry before the issue',
      { IssuedOn: '2024-05-01', ExpiresOn: '2024-04-30' },
      VERIFICATION_MESSAGES.expiryBeforeIssue,
    ],
    [
      'a document already expired',
      { IssuedOn: '2020-01-01', ExpiresOn: '2021-01-01' },
      VERIFICATION_MESSAGES.alreadyExpired,
    ],
  ])('refuses %s with its reason', async (_case, change, message) => {
    const res = await uploadDocument(ctx.app, asOwner(), providerId, { ...fieldsFor(cr()), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Message: message });
  });

  it('judges the file by its bytes: a renamed text file is refused, a photo loses its metadata', async () => {
    const fake = { bytes: Buffer.from('not a pdf at all'), name: 'cr.pdf', type: 'application/pdf' };
    const refused = await uploadDocument(ctx.app, asOwner(), providerId, fieldsFor(cr()), fake);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ Message: VERIFICATION_MESSAGES.fileType });

    const photo = { bytes: await jpegWithExif(640, 480), name: 'cpr card.jpeg', type: 'image/jpeg' };
    const cpr = requirements[1]!;
    const taken = await uploadDocument(ctx.app, asOwner(), providerId, fieldsFor(cpr, '870512345'), photo);
    expect(taken.statusCode).toBe(201);
    const document = taken.json<ProviderDocument>();
    expect(document).toMatchObject({ ContentType: 'image/jpeg', FileName: 'cpr card.jpg', State: 'submitted' });
    expect(document.Number).toBe('•••••2345');
    const file = await call(ctx.app, { method: 'GET', url: document.Url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('refuses to submit before every document is there, then sends them to the admins', async () => {
    const early = await ctx.request('POST', `/api/Provider/${providerId}/verification/submit`, owner.token);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ Message: VERIFICATION_MESSAGES.incomplete });
    for (const requirement of [requirements[0]!, requirements[2]!]) {
      expect((await uploadDocument(ctx.app, asOwner(), providerId, fieldsFor(requirement))).statusCode).toBe(201);
    }
    expect((await summary(owner.token)).CanSubmit).toBe(true);
    const sent = await ctx.request('POST', `/api/Provider/${providerId}/verification/submit`, owner.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ Status: 'in-review', CanSubmit: false });
    const again = await ctx.request('POST', `/api/Provider/${providerId}/verification/submit`, owner.token);
    expect(again.json()).toMatchObject({ Message: VERIFICATION_MESSAGES.alreadyInReview });

    const inbox = await ctx.request('GET', '/api/Admin/inbox', ctx.admin.token);
    expect(inbox.json<AdminInbox>().VerificationReviews).toBe(1);
    const queue = (
      await ctx.request('GET', '/api/Admin/verification-reviews', ctx.admin.token)
    ).json<VerificationReviewList>();
    expect(queue.Items).toEqual([expect.objectContaining({ ProviderId: providerId, AwaitingDocuments: 3 })]);
  });

  it('shows admins the numbers in full, and refuses approval until verified', async () => {
    const seen = await summary(ctx.admin.token);
    expect(seen.Items[0]!.Document!.Number).toBe('CR-12345678');
    const approve = await ctx.request('PATCH', `/api/Provider/${providerId}/status`, ctx.admin.token, {
      AccState: 'active',
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ Message: VERIFICATION_MESSAGES.notVerified });
  });

  it('asks for a change with a reason, and tells the provider once the review is over', async () => {
    const seen = await summary(ctx.admin.token);
    const [crItem, cprItem, ibanItem] = seen.Items;
    const review = (documentId: string, body: object) =>
      ctx.request('PATCH', `/api/Provider/${providerId}/documents/${documentId}/review`, ctx.admin.token, body);
    const noReason = await review(crItem!.Document!.DocumentId, { Decision: 'request-changes', Reason: '  ' });
    expect(noReason.json()).toMatchObject({ Message: VERIFICATION_MESSAGES.reasonRequired });
    expect(
      (await review(crItem!.Document!.DocumentId, { Decision: 'request-changes', Reason: 'The CR is cut off' }))
        .statusCode,
    ).toBe(200);
    expect((await review(cprItem!.Document!.DocumentId, { Decision: 'accept' })).statusCode).toBe(200);
    const last = await review(ibanItem!.Document!.DocumentId, { Decision: 'accept' });
    expect(last.json()).toMatchObject({ Status: 'changes-requested', ReviewRequestedAt: null });
    const twice = await review(ibanItem!.Document!.DocumentId, { Decision: 'accept' });
    expect(twice.json()).toMatchObject({ Message: VERIFICATION_MESSAGES.notAwaitingReview });

    const mail = (await latestMail(ctx.app, 'owner@example.bh', '/provider-dashboard/verification'))!;
    expect(mail.mail.subject).toBe('Changes needed to your documents');
    expect(mail.mail.textBody).toContain('Commercial Registration (CR) certificate: The CR is cut off');
    const audits = await ctx.app.db.select().from(auditLog).where(eq(auditLog.targetId, providerId));
    expect(audits.map((entry) => entry.action).sort()).toEqual([
      'document.accept',
      'document.accept',
      'document.request-changes',
    ]);
    expect(JSON.stringify(audits)).not.toContain('12345678');
  });

  it('takes the replacement, verifies the business on acceptance, and then lets it be approved', async () => {
    const replaced = await uploadDocument(ctx.app, asOwner(), providerId, fieldsFor(cr(), 'CR-87654321'));
    expect(replaced.statusCode).toBe(201);
    await ctx.request('POST', `/api/Provider/${providerId}/verification/submit`, owner.token);
    const seen = await summary(ctx.admin.token);
    expect(seen.Items[0]).toMatchObject({ State: 'submitted', Document: { Number: 'CR-87654321', Reason: null } });
    const accepted = await ctx.request(
      'PATCH',
      `/api/Provider/${providerId}/documents/${seen.Items[0]!.Document!.DocumentId}/review`,
      ctx.admin.token,
      { Decision: 'accept' },
    );
    expect(accepted.json()).toMatchObject({ Status: 'verified' });
    expect((await latestMail(ctx.app, 'owner@example.bh', '/provider-dashboard/verification'))!.mail.subject).toBe(
      'Your business is verified',
    );
    const approve = await ctx.request('PATCH', `/api/Provider/${providerId}/status`, ctx.admin.token, {
      AccState: 'active',
    });
    expect(approve.statusCode).toBe(200);
    const provider = await ctx.request('GET', `/api/Provider/${providerId}`);
    expect(provider.json()).toMatchObject({ Verification: 'verified', AccState: 'active' });
  });

  it('keeps the business type once documents are accepted', async () => {
    const res = await ctx.request('PUT', `/api/Provider/${providerId}`, owner.token, { BusinessType: 'individual' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ Message: VERIFICATION_MESSAGES.businessTypeLocked });
  });

  it('serves a file to its business and admins only, and its link for a quarter of an hour', async () => {
    const document = (await summary(owner.token)).Items[0]!.Document!;
    const path = `/api/Provider/${providerId}/documents/${document.DocumentId}/file`;
    const get = (token?: string) => ctx.request('GET', path, token);
    expect((await get(owner.token)).statusCode).toBe(200);
    expect((await get(ctx.admin.token)).rawPayload.equals(PDF)).toBe(true);
    expect((await get(other.token)).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(401);
    const pdf = await get(owner.token);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    const forged = await call(ctx.app, { method: 'GET', url: `${path}?token=1.${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(401);
  });
});
