import { ApiError } from '@marketplace/client';
import { fallbacksFor, VERIFICATION_MESSAGES, VERIFICATION_PATHS } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpError, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { createAdminDataProvider } from '@/portals/admin/data-provider';
import {
  PROVIDER_ID,
  providerDocument,
  providerRecord,
  requirement,
  review,
  summary,
  verifiedSummary,
} from '@/portals/admin/components/verification/verification.fixtures';
import { renderInAdmin } from '@/testing/render-in-admin';
import VerificationQueue from './review-queue';
import VerificationReview from './verification-review';

afterEach(() => vi.restoreAllMocks());

/** A name inside an Arabic sentence, isolated in its own direction (i18n/use-isolate.ts). */
const fsi = (text: string) => `\u2068${text}\u2069`;

const CR_DOCUMENT_ID = 'd0000000-0000-4000-8000-000000000001';

function renderQueue(locale: 'en' | 'ar' = 'en') {
  return renderInAdmin(
    <Routes>
      <Route path="/verification-reviews" element={<VerificationQueue />} />
      <Route path="/verification-reviews/:id" element={<p>The review page</p>} />
    </Routes>,
    {
      resource: 'verification-reviews',
      route: VERIFICATION_PATHS.adminQueue,
      dataProvider: createAdminDataProvider(api),
      locale,
    },
  );
}

/** The provider call of the provider screens, the categories, and the status change. */
function providerBackEnd(fields: Parameters<typeof providerRecord>[0] = {}, update = vi.fn()) {
  return testDataProvider({
    getOne: vi.fn(async () => ({ data: providerRecord(fields) })) as DataProvider['getOne'],
    getMany: vi.fn(async () => ({
      data: [{ id: 'c1', CategoryName: 'Cleaning', CategoryNameAr: 'التنظيف' }],
    })) as DataProvider['getMany'],
    update: update as unknown as DataProvider['update'],
  });
}

function renderReview(dataProvider: DataProvider, locale: 'en' | 'ar' = 'en') {
  return renderInAdmin(
    <>
      <Routes>
        <Route path="/verification-reviews/:id" element={<VerificationReview />} />
      </Routes>
      <Notification />
    </>,
    { resource: 'verification-reviews', route: VERIFICATION_PATHS.adminReview(PROVIDER_ID), dataProvider, locale },
  );
}

const documentSection = (name: string) => screen.findByRole('region', { name });

describe('the verification queue', { timeout: 30_000 }, () => {
  it('lists the businesses waiting, oldest first as the API sends them, a page at a time', async () => {
    const reviews = vi.spyOn(api.verification, 'reviews').mockResolvedValue({
      Items: [
        review(),
        review({
          ProviderId: '7d0c6c3e-1d1a-4c8e-9a55-3f1f6c2b9a02',
          BusinessName: 'نجمة البحرين',
          BusinessType: 'individual',
          AccState: 'active',
          AwaitingDocuments: 1,
          ReviewRequestedAt: '2026-11-22T11:00:00.000Z',
        }),
      ],
      Page: 1,
      Limit: 25,
      TotalItems: 2,
      TotalPages: 1,
    });
    const { user } = renderQueue();
    const link = await screen.findByRole('link', { name: 'Gulf Cleaning' });
    expect(link).toHaveAttribute('href', VERIFICATION_PATHS.adminReview(PROVIDER_ID));
    expect(reviews).toHaveBeenCalledWith({ Page: 1, Limit: 25 });
    for (const header of ['Business', 'Type', 'Account state', 'Sent for review', 'Awaiting decision']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Gulf Cleaning',
      'نجمة البحرين',
    ]);
    // The business's name reads in its own direction.
    expect(screen.getByRole('link', { name: 'نجمة البحرين' })).toHaveAttribute('dir', 'auto');
    const second = rows[1]!;
    expect(within(second).getByText('Individual')).toBeInTheDocument();
    expect(within(second).getByText('Active')).toBeInTheDocument();
    expect(within(second).getByText('22 Nov 2026, 14:00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2')).toBeInTheDocument();
    // No column sorts: the API's order (the longest waiting first) is the queue's.
    expect(within(screen.getByRole('columnheader', { name: 'Business' })).queryByRole('button')).toBeNull();
    await user.click(link);
    expect(await screen.findByText('The review page')).toBeInTheDocument();
  });

  it('says when nothing waits, and asks for the next page', async () => {
    const reviews = vi
      .spyOn(api.verification, 'reviews')
      .mockResolvedValueOnce({
        Items: Array.from({ length: 25 }, (_, index) =>
          review({
            ProviderId: `7d0c6c3e-1d1a-4c8e-9a55-3f1f6c2b${String(index).padStart(4, '0')}`,
            BusinessName: `Business ${index}`,
          }),
        ),
        Page: 1,
        Limit: 25,
        TotalItems: 26,
        TotalPages: 2,
      })
      .mockResolvedValue({ Items: [], Page: 2, Limit: 25, TotalItems: 0, TotalPages: 0 });
    const { user } = renderQueue();
    await screen.findByText('Business 0');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(reviews).toHaveBeenLastCalledWith({ Page: 2, Limit: 25 }));
    expect(await screen.findByText('No business is waiting for a document review.')).toBeInTheDocument();
  });

  it('names its columns and counts in Arabic', async () => {
    vi.spyOn(api.verification, 'reviews').mockResolvedValue({
      Items: [review({ BusinessType: 'individual' })],
      Page: 1,
      Limit: 25,
      TotalItems: 1,
      TotalPages: 1,
    });
    renderQueue('ar');
    expect(await screen.findByRole('link', { name: 'Gulf Cleaning' })).toBeInTheDocument();
    for (const header of ['النشاط التجاري', 'النوع', 'حالة الحساب', 'تاريخ الإرسال للمراجعة', 'بانتظار القرار']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('فرد')).toBeInTheDocument();
    expect(screen.getByText(/الأطول انتظارًا أولًا/)).toBeInTheDocument();
  });
});

describe('a business’s verification review', { timeout: 30_000 }, () => {
  it('shows the business beside each document: state, number in full, dates and the file', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summary());
    renderReview(providerBackEnd());
    const business = await screen.findByRole('region', { name: 'Business' });
    expect(await within(business).findByText('Cleaning')).toBeInTheDocument();
    expect(within(business).getByText('الخليج للتنظيف')).toHaveAttribute('lang', 'ar');
    expect(within(business).getByText('Company')).toBeInTheDocument();
    expect(within(business).getByText('Front desk')).toBeInTheDocument();
    expect(within(business).getByText('Building 12, Road 345, Manama')).toBeInTheDocument();
    expect(within(business).getByText('Manama')).toBeInTheDocument();
    expect(within(business).getByText('Sara Ali')).toBeInTheDocument();
    expect(within(business).getByText('sara@gulfcleaning.example')).toHaveAttribute('dir', 'ltr');
    expect(within(business).getByText('Pending')).toBeInTheDocument();
    expect(within(business).getByText('Not verified')).toBeInTheDocument();
    expect(within(business).getByText('In review')).toBeInTheDocument();

    const cr = await documentSection('Commercial Registration');
    expect(within(cr).getByText('Awaiting decision')).toBeInTheDocument();
    expect(within(cr).getByText('The CR certificate from Sijilat.')).toBeInTheDocument();
    // Admins read the number in full, left to right in either language.
    expect(within(cr).getByText('123456-01')).toHaveAttribute('dir', 'ltr');
    expect(within(cr).getByText('1 Mar 2025')).toBeInTheDocument();
    expect(within(cr).getByText('1 Mar 2027')).toBeInTheDocument();
    // A PDF is a download through its signed link, never opened in the page.
    const download = within(cr).getByRole('link', { name: 'Download the PDF of Commercial Registration' });
    expect(download).toHaveAttribute('href', 'https://files.example.test/cr?token=abc');
    expect(download).toHaveAttribute('download', 'cr-certificate.pdf');
    expect(within(cr).getByText('cr-certificate.pdf (200 KB)')).toBeInTheDocument();

    // An image is previewed in the page.
    const cpr = await documentSection('CPR card of the signatory');
    expect(within(cpr).getByRole('img', { name: 'Preview of CPR card of the signatory' })).toHaveAttribute(
      'src',
      'https://files.example.test/cpr?token=def',
    );
    expect(within(cpr).queryByText('Issue date')).toBeNull();

    // Decided documents have no decision buttons.
    const iban = await documentSection('IBAN letter');
    expect(within(iban).getByText('Accepted')).toBeInTheDocument();
    expect(within(iban).queryByRole('button')).toBeNull();
    expect(within(iban).queryByText('Number')).toBeNull();
  });

  it('accepts a document with one call and shows the new summary', async () => {
    const read = vi.spyOn(api.verification, 'summary').mockResolvedValue(summary());
    const decided = summary();
    decided.Items[0] = {
      ...decided.Items[0]!,
      State: 'accepted',
      Document: providerDocument({ State: 'accepted', DecidedAt: '2026-11-22T10:00:00.000Z' }),
    };
    // The API answers the new summary, and reads it so from then on.
    const reviewCall = vi.spyOn(api.verification, 'review').mockImplementation(async () => {
      read.mockResolvedValue(decided);
      return decided;
    });
    const { user } = renderReview(providerBackEnd());
    const cr = await documentSection('Commercial Registration');
    await user.click(within(cr).getByRole('button', { name: 'Accept Commercial Registration' }));
    await waitFor(() => expect(reviewCall).toHaveBeenCalledWith(PROVIDER_ID, CR_DOCUMENT_ID, { Decision: 'accept' }));
    expect(await screen.findByText('Document accepted: Commercial Registration.')).toBeInTheDocument();
    expect(await within(cr).findByText('Accepted')).toBeInTheDocument();
    expect(within(cr).queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('asks for changes only with a reason, then sends it', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summary());
    const reviewCall = vi.spyOn(api.verification, 'review').mockResolvedValue(summary());
    const { user } = renderReview(providerBackEnd());
    const cr = await documentSection('Commercial Registration');
    await user.click(within(cr).getByRole('button', { name: 'Request changes to Commercial Registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request changes to Commercial Registration?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(await within(dialog).findByText(VERIFICATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(await within(dialog).findByText(VERIFICATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(reviewCall).not.toHaveBeenCalled();

    await user.clear(reason);
    await user.type(reason, 'The expiry date is hidden by the stamp. ');
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    await waitFor(() =>
      expect(reviewCall).toHaveBeenCalledWith(PROVIDER_ID, CR_DOCUMENT_ID, {
        Decision: 'request-changes',
        Reason: 'The expiry date is hidden by the stamp.',
      }),
    );
    expect(await screen.findByText(/^Changes requested: Commercial Registration\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the API’s refusal of a decision as it said it', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summary());
    vi.spyOn(api.verification, 'review').mockRejectedValue(
      new ApiError({
        method: 'PATCH',
        path: `/api/Provider/${PROVIDER_ID}/documents/${CR_DOCUMENT_ID}/review`,
        status: 409,
        body: { Success: false, Message: VERIFICATION_MESSAGES.notAwaitingReview },
        fallbacks: fallbacksFor('unknown'),
      }),
    );
    const { user } = renderReview(providerBackEnd());
    const cr = await documentSection('Commercial Registration');
    await user.click(within(cr).getByRole('button', { name: 'Accept Commercial Registration' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.notAwaitingReview)).toBeInTheDocument();
  });

  it('shows the accepted document still in force during a renewal', async () => {
    const renewal = summary({
      Status: 'in-review',
      Items: [
        {
          Requirement: requirement(),
          State: 'submitted',
          Document: providerDocument({ Number: '123456-02', ExpiresOn: '2029-03-01' }),
          Previous: providerDocument({
            DocumentId: 'd0000000-0000-4000-8000-000000000009',
            State: 'accepted',
            ExpiresOn: '2026-12-15',
            FileName: 'old-cr.png',
            ContentType: 'image/png',
            Url: 'https://files.example.test/old-cr?token=x',
            DecidedAt: '2025-03-05T10:00:00.000Z',
          }),
        },
      ],
    });
    vi.spyOn(api.verification, 'summary').mockResolvedValue(renewal);
    renderReview(providerBackEnd({ AccState: 'active', Verification: 'verified', VerifiedUntil: '2026-12-16' }));
    const cr = await documentSection('Commercial Registration');
    expect(within(cr).getByText('123456-02')).toBeInTheDocument();
    expect(within(cr).getByRole('heading', { name: 'Accepted document still in force' })).toBeInTheDocument();
    expect(within(cr).getByText('123456-01')).toBeInTheDocument();
    expect(within(cr).getByText('15 Dec 2026')).toBeInTheDocument();
    expect(
      within(cr).getByRole('img', { name: 'Preview of Commercial Registration, the accepted one in force' }),
    ).toHaveAttribute('src', 'https://files.example.test/old-cr?token=x');
    expect(within(cr).getByRole('button', { name: 'Accept Commercial Registration' })).toBeInTheDocument();
  });

  it('keeps Approve disabled until every document is accepted; Reject asks for a reason', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summary());
    const update = vi.fn(async () => ({ data: providerRecord({ AccState: 'rejected' }) }));
    const { user } = renderReview(providerBackEnd({}, update));
    const decision = await screen.findByRole('region', { name: 'Decision on the business' });
    const approve = within(decision).getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('Approve becomes available when every required document is accepted.');
    await user.click(within(decision).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Gulf Cleaning?' });
    await user.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'The CR belongs to another business.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'providers',
        expect.objectContaining({
          id: PROVIDER_ID,
          data: { AccState: 'rejected', Reason: 'The CR belongs to another business.' },
        }),
      ),
    );
    expect(await screen.findByText('Provider rejected.')).toBeInTheDocument();
  });

  it('approves a verified business with the status call, and shows the API’s refusal if it comes', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(verifiedSummary());
    const update = vi.fn(async () => {
      throw new HttpError(VERIFICATION_MESSAGES.notVerified, 409);
    });
    const { user } = renderReview(providerBackEnd({ Verification: 'verified' }, update));
    const decision = await screen.findByRole('region', { name: 'Decision on the business' });
    expect(decision).toHaveTextContent('Every required document is accepted: the business can be approved.');
    const approve = within(decision).getByRole('button', { name: 'Approve' });
    expect(approve).toBeEnabled();
    await user.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Approve Gulf Cleaning?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'providers',
        expect.objectContaining({ id: PROVIDER_ID, data: { AccState: 'active' } }),
      ),
    );
    expect(await screen.findByText(VERIFICATION_MESSAGES.notVerified)).toBeInTheDocument();
  });

  it('says what failed when the documents cannot be read', async () => {
    vi.spyOn(api.verification, 'summary').mockRejectedValue(
      new ApiError({
        method: 'GET',
        path: `/api/Provider/${PROVIDER_ID}/verification`,
        status: 404,
        body: { Success: false, Message: 'Provider not found.' },
        fallbacks: fallbacksFor('unknown'),
      }),
    );
    renderReview(providerBackEnd());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The documents could not be loaded: Provider not found.',
    );
  });
});

describe('a business’s verification review in Arabic', { timeout: 30_000 }, () => {
  it('names the sections, documents and decisions in Arabic, and asks for a reason in Arabic', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summary());
    const reviewCall = vi.spyOn(api.verification, 'review').mockResolvedValue(summary());
    const { user } = renderReview(providerBackEnd(), 'ar');
    const business = await screen.findByRole('region', { name: 'النشاط التجاري' });
    expect(await within(business).findByText('التنظيف')).toBeInTheDocument();
    expect(within(business).getByText('شركة')).toBeInTheDocument();
    expect(within(business).getByText('غير موثَّق')).toBeInTheDocument();
    expect(within(business).getByText('المستندات قيد المراجعة')).toBeInTheDocument();
    // The requirement by its Arabic name, its hint in Arabic.
    const cr = await documentSection('السجل التجاري');
    expect(within(cr).getByText('بانتظار القرار')).toBeInTheDocument();
    expect(within(cr).getByText('شهادة السجل التجاري من سجلات.')).toBeInTheDocument();
    expect(within(cr).getByText('1 مارس 2027')).toBeInTheDocument();
    expect(within(cr).getByRole('link', { name: `تنزيل ملف PDF: ${fsi('السجل التجاري')}` })).toBeInTheDocument();

    const decision = screen.getByRole('region', { name: 'القرار بشأن النشاط التجاري' });
    expect(within(decision).getByRole('button', { name: 'موافقة' })).toBeDisabled();
    expect(decision).toHaveTextContent('تصبح الموافقة متاحة بعد قبول جميع المستندات المطلوبة.');

    await user.click(within(cr).getByRole('button', { name: `طلب تعديلات على ${fsi('السجل التجاري')}` }));
    const dialog = await screen.findByRole('dialog', { name: `طلب تعديلات على ${fsi('السجل التجاري')}؟` });
    await user.click(within(dialog).getByRole('button', { name: 'طلب التعديلات' }));
    expect(
      await within(dialog).findByText('وضّح ما يجب تغييره حتى يتمكّن النشاط التجاري من تصحيحه.'),
    ).toBeInTheDocument();
    expect(reviewCall).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'السبب' }), 'الصورة غير واضحة');
    await user.click(within(dialog).getByRole('button', { name: 'طلب التعديلات' }));
    await waitFor(() =>
      expect(reviewCall).toHaveBeenCalledWith(PROVIDER_ID, CR_DOCUMENT_ID, {
        Decision: 'request-changes',
        Reason: 'الصورة غير واضحة',
      }),
    );
    expect(await screen.findByText(new RegExp(`^طُلبت تعديلات على ${fsi('السجل التجاري')}\\.`))).toBeInTheDocument();
  });

  it('shows the API’s refusal to approve in Arabic', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(verifiedSummary());
    const update = vi.fn(async () => {
      throw new HttpError(VERIFICATION_MESSAGES.notVerified, 409);
    });
    const { user } = renderReview(providerBackEnd({ Verification: 'verified' }, update), 'ar');
    const decision = await screen.findByRole('region', { name: 'القرار بشأن النشاط التجاري' });
    await user.click(within(decision).getByRole('button', { name: 'موافقة' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'موافقة' }));
    expect(
      await screen.findByText('لا يمكن اعتماد هذا النشاط التجاري قبل قبول جميع مستنداته المطلوبة.'),
    ).toBeInTheDocument();
  });
});
