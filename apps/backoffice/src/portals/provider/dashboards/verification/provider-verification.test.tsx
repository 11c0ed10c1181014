import { DOCUMENT_MAX_BYTES, VERIFICATION_MESSAGES, VERIFICATION_PATHS, type Locale } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { PROVIDER_ID, providerRecordFixture } from '@/portals/provider/testing/provider-fixtures';
import {
  CPR,
  CR,
  CR_ID,
  documentFixture,
  IBAN,
  itemFixture,
  summaryFixture,
  summaryIn,
} from '@/portals/provider/testing/verification-fixtures';
import { typeDay } from '@/testing/day-picker';
import { renderInAdmin } from '@/testing/render-in-admin';
import { signInProvider } from '@/testing/signed-in-provider';
import ProviderVerification from './index';

// "Verify your business" (issue 38) over the typed client: api.verification.* and the provider
// update are spied on, as the API behind them is written beside this page.

const renderPage = (locale: Locale = 'en') =>
  renderInAdmin(
    <>
      <ProviderVerification />
      <Notification />
    </>,
    { portal: 'provider', route: VERIFICATION_PATHS.provider, locale },
  );

const card = (name: string) => screen.findByRole('region', { name });
const pdf = () => new File(['%PDF-1.7 %%EOF'], 'cr-2026.pdf', { type: 'application/pdf' });

async function openUpload(name: string, user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('button', { name: `Upload ${name}` }));
  return screen.findByRole('dialog', { name: `Upload ${name}` });
}

/** MUI's useMediaQuery reads matchMedia, which jsdom lacks: a phone matches the "down sm" query. */
function asPhone() {
  window.matchMedia = vi.fn((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => signInProvider());
afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('the verification page', { timeout: 30_000 }, () => {
  it('asks a business that sent nothing for each document, the submission waiting for them', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('not-submitted'));
    renderPage();
    expect(await screen.findByText('Send your documents to get verified')).toBeInTheDocument();
    expect(api.verification.summary).toHaveBeenCalledWith(PROVIDER_ID);
    for (const requirement of [CR, CPR, IBAN]) {
      const section = await card(requirement.Name);
      expect(within(section).getByRole('heading', { level: 3, name: requirement.Name })).toHaveAttribute('dir', 'auto');
      expect(within(section).getByText('Missing')).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: `Upload ${requirement.Name}` })).toBeEnabled();
    }
    expect(within(await card(CR.Name)).getByText(CR.Hint)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit for review' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('3 documents are still to upload before you can submit.');
    // The business type is still free to change.
    expect(screen.getByRole('radio', { name: 'Company' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Individual' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Individual' })).toHaveAccessibleDescription(
      'A freelancer working under their own CPR, without a commercial registration.',
    );
  });

  it('says the documents are in review since the day they were sent, and locks the type and the submission', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('in-review'));
    renderPage();
    expect(await screen.findByText('Your documents are in review')).toBeInTheDocument();
    expect(screen.getByText('Sent on 24 Nov 2026.')).toBeInTheDocument();
    expect(within(await card(CR.Name)).getByText('Submitted')).toBeInTheDocument();
    // Masked number, dates, file with its preview and download.
    const cr = await card(CR.Name);
    expect(within(cr).getByText('•••••5678')).toHaveAttribute('dir', 'ltr');
    expect(within(cr).getByText('10 Jan 2026')).toBeInTheDocument();
    expect(within(cr).getByText('9 Jan 2027')).toBeInTheDocument();
    expect(within(cr).getByRole('link', { name: 'View commercial.pdf' })).toHaveAttribute('target', '_blank');
    expect(within(cr).getByRole('button', { name: `Replace ${CR.Name}` })).toBeInTheDocument();

    expect(screen.getByRole('radio', { name: 'Company' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Individual' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save business type' })).not.toBeInTheDocument();
    expect(screen.getByText(/documents are in review or accepted/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    const submit = screen.getByRole('button', { name: 'Submit for review' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Your documents are with the marketplace for review.');
  });

  it("shows the reviewer's reason on the document to redo, prominently", async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('changes-requested'));
    renderPage();
    expect(await screen.findByText('Some documents need changes')).toBeInTheDocument();
    const cr = await card(CR.Name);
    expect(within(cr).getAllByText('Changes requested')).toHaveLength(2);
    const reason = within(cr).getByText('The CR certificate is cut off at the bottom.');
    expect(reason.tagName).toBe('BLOCKQUOTE');
    expect(reason).toHaveAttribute('dir', 'auto');
    expect(within(await card(CPR.Name)).getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toHaveAccessibleDescription(
      '1 document is still to upload before you can submit.',
    );
    // One document was accepted: the type no longer changes.
    expect(screen.getByRole('radio', { name: 'Company' })).toBeDisabled();
  });

  it('says a verified business is verified, and until which day', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('verified'));
    renderPage();
    expect(await screen.findByText('Your business is verified')).toBeInTheDocument();
    // VerifiedUntil 2027-01-10 is the first day without the badge.
    expect(screen.getByText(/valid until the end of 9 Jan 2027/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Company' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  });

  it('says an expired verification stops new orders, and which document ran out', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('expired'));
    renderPage();
    expect(await screen.findByText('Your verification has expired')).toBeInTheDocument();
    expect(screen.getByText(/take no new orders/)).toBeInTheDocument();
    const cr = await card(CR.Name);
    expect(within(cr).getByText('Expired')).toBeInTheDocument();
    expect(within(cr).getByText('This document expired on 1 Nov 2026. Upload a current one.')).toBeInTheDocument();
  });

  it('shows the accepted document still in force beside its renewal', async () => {
    const previous = documentFixture(CR, 'accepted', { ExpiresOn: '2026-12-15', FileName: 'old-cr.pdf' });
    vi.spyOn(api.verification, 'summary').mockResolvedValue(
      summaryFixture({
        Status: 'in-review',
        ReviewRequestedAt: '2026-11-24T10:00:00.000Z',
        Items: [
          itemFixture(CR, 'submitted', { FileName: 'new-cr.pdf', ExpiresOn: '2027-12-15' }, previous),
          itemFixture(CPR, 'accepted'),
          itemFixture(IBAN, 'accepted'),
        ],
      }),
    );
    renderPage();
    const cr = await card(CR.Name);
    expect(within(cr).getByText('new-cr.pdf')).toBeInTheDocument();
    const inForce = within(cr).getByRole('group', { name: 'In force until the new one is accepted' });
    expect(within(inForce).getByText('old-cr.pdf')).toBeInTheDocument();
    expect(within(inForce).getByText('15 Dec 2026')).toBeInTheDocument();
  });

  it('downloads a file through the API', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('in-review'));
    const file = vi.spyOn(api.verification, 'file').mockResolvedValue(new Blob(['%PDF']));
    URL.createObjectURL = vi.fn(() => 'blob:cr');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPage();
    const cr = await card(CR.Name);
    await user.click(within(cr).getByRole('button', { name: 'Download commercial.pdf' }));
    await waitFor(() => expect(file).toHaveBeenCalledWith(PROVIDER_ID, expect.any(String)));
    await waitFor(() => expect(click).toHaveBeenCalled());
  });

  it("checks the upload dialog's fields before sending: number, dates and file", async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('not-submitted'));
    const upload = vi.spyOn(api.verification, 'upload');
    const { user } = renderPage();
    const dialog = await openUpload(CR.Name, user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(VERIFICATION_MESSAGES.numberRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(VERIFICATION_MESSAGES.issueDateRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(VERIFICATION_MESSAGES.expiryDateRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(VERIFICATION_MESSAGES.fileMissing)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Document number' })).toHaveAttribute('aria-invalid', 'true');

    // A GIF is refused by its type, before any upload.
    const input = within(dialog).getByLabelText('File');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'cr.gif', { type: 'image/gif' })] } });
    expect(await within(dialog).findByText(VERIFICATION_MESSAGES.fileType)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/cr\.gif.*Upload the document as a PDF, JPEG or PNG file\./);

    // A PDF over 10 MB by its size.
    const large = pdf();
    Object.defineProperty(large, 'size', { value: DOCUMENT_MAX_BYTES + 1 });
    fireEvent.change(input, { target: { files: [large] } });
    expect(await within(dialog).findByText(VERIFICATION_MESSAGES.fileTooLarge)).toBeInTheDocument();
    expect(within(dialog).getByText('cr-2026.pdf, 10 MB')).toBeInTheDocument();

    // An issue date in the future.
    await typeDay(user, 'Issue date', '2099-01-01');
    expect(await within(dialog).findByText(VERIFICATION_MESSAGES.issuedInFuture)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a document with the fields its requirement has, then gives focus back to its card', async () => {
    const summary = vi
      .spyOn(api.verification, 'summary')
      .mockResolvedValueOnce(summaryIn('not-submitted'))
      .mockResolvedValue(
        summaryFixture({
          Items: [itemFixture(CR, 'submitted'), itemFixture(CPR, 'missing'), itemFixture(IBAN, 'missing')],
        }),
      );
    const upload = vi.spyOn(api.verification, 'upload').mockImplementation(async (_id, { onProgress }) => {
      onProgress?.(0.5);
      return documentFixture(CR, 'submitted');
    });
    const { user } = renderPage();
    const dialog = await openUpload(CR.Name, user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Document number' }), ' 12345-1 ');
    await typeDay(user, 'Issue date', '2026-01-10');
    await typeDay(user, 'Expiry date', '2098-06-30');
    const file = pdf();
    await user.upload(within(dialog).getByLabelText('File'), file);
    expect(within(dialog).getByText('cr-2026.pdf, 1 KB')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() =>
      expect(upload).toHaveBeenCalledWith(PROVIDER_ID, {
        requirementId: CR_ID,
        file,
        number: '12345-1',
        issuedOn: '2026-01-10',
        expiresOn: '2098-06-30',
        onProgress: expect.any(Function),
      }),
    );
    expect(
      await screen.findByText(`${CR.Name} uploaded. Submit your documents for review once all are uploaded.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(summary).toHaveBeenCalledTimes(2);
    const cr = await card(CR.Name);
    expect(await within(cr).findByText('Submitted')).toBeInTheDocument();
    await waitFor(() => expect(within(cr).getByRole('button', { name: `Replace ${CR.Name}` })).toHaveFocus());
  });

  it("shows the API's refusal in the dialog, keeping what was typed", async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('not-submitted'));
    vi.spyOn(api.verification, 'upload').mockRejectedValue(new Error(VERIFICATION_MESSAGES.alreadyExpired));
    const { user } = renderPage();
    const dialog = await openUpload(CPR.Name, user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Document number' }), '880101234');
    await typeDay(user, 'Expiry date', '2098-06-30');
    await user.upload(within(dialog).getByLabelText('File'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The document was not uploaded');
    expect(alert).toHaveTextContent(VERIFICATION_MESSAGES.alreadyExpired);
    expect(within(dialog).getByRole('textbox', { name: 'Document number' })).toHaveValue('880101234');
    expect(within(dialog).getByText('cr-2026.pdf, 1 KB')).toBeInTheDocument();
    // Cancel closes it; focus returns to the button that opened it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: `Upload ${CPR.Name}` })).toHaveFocus());
  });

  it('fills a phone with the upload dialog, its file input reached from the keyboard', async () => {
    asPhone();
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('not-submitted'));
    const { user } = renderPage();
    const dialog = await openUpload(IBAN.Name, user);
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    // The IBAN letter has an issue date only: no number, no expiry.
    expect(within(dialog).queryByRole('textbox', { name: 'Document number' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Expiry date' })).not.toBeInTheDocument();
    const input = within(dialog).getByLabelText('File');
    for (let step = 0; step < 20 && document.activeElement !== input; step += 1) await user.tab();
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('No file chosen PDF, JPEG or PNG, at most 10 MB.');
  });

  it('submits for review after a confirmation, then says the documents are in review', async () => {
    const ready = summaryFixture({
      CanSubmit: true,
      Items: [itemFixture(CR, 'submitted'), itemFixture(CPR, 'submitted'), itemFixture(IBAN, 'submitted')],
    });
    vi.spyOn(api.verification, 'summary').mockResolvedValue(ready);
    const submit = vi.spyOn(api.verification, 'submit').mockResolvedValue(summaryIn('in-review'));
    const { user } = renderPage();
    expect(
      await screen.findByText('Every document is uploaded: submit them for review at the end of the page.'),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Submit for review' });
    expect(button).toBeEnabled();
    await user.click(button);
    const confirm = await screen.findByRole('dialog', { name: 'Submit your documents for review?' });
    expect(confirm).toHaveTextContent('An admin will check each document.');
    expect(submit).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith(PROVIDER_ID));
    expect(await screen.findByText('Your documents are in review')).toBeInTheDocument();
    expect(await screen.findByText(VERIFICATION_MESSAGES.submitted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByText('Your documents are in review').closest('[role=status]')).toHaveFocus(),
    );
  });

  it('changes the business type with its own button, and shows a refusal', async () => {
    vi.spyOn(api.verification, 'summary')
      .mockResolvedValueOnce(summaryIn('not-submitted'))
      .mockResolvedValue(summaryFixture({ BusinessType: 'individual', Items: [itemFixture(CPR, 'missing')] }));
    const update = vi
      .spyOn(api.providers, 'update')
      .mockResolvedValue(providerRecordFixture({ BusinessType: 'individual' }));
    const { user } = renderPage();
    const save = await screen.findByRole('button', { name: 'Save business type' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    expect(screen.getByText(/those uploaded for the other type will not be used/)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await user.click(save);
    await waitFor(() => expect(update).toHaveBeenCalledWith(PROVIDER_ID, { BusinessType: 'individual' }));
    expect(
      await screen.findByText('Business type saved. The documents below are the ones it needs.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Individual' })).toBeChecked());
    expect(screen.queryByRole('region', { name: CR.Name })).not.toBeInTheDocument();

    update.mockRejectedValue(new Error(VERIFICATION_MESSAGES.businessTypeLocked));
    await user.click(screen.getByRole('radio', { name: 'Company' }));
    await user.click(screen.getByRole('button', { name: 'Save business type' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VERIFICATION_MESSAGES.businessTypeLocked);
  });

  it('says when the documents cannot be read, with a way to try again', async () => {
    const summary = vi
      .spyOn(api.verification, 'summary')
      .mockRejectedValueOnce(new Error('Server error'))
      .mockResolvedValue(summaryIn('verified'));
    const { user } = renderPage();
    expect(await screen.findByText('Your documents could not be loaded: Server error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your business is verified')).toBeInTheDocument();
    expect(summary).toHaveBeenCalledTimes(2);
  });
});

describe('the verification page in Arabic', { timeout: 30_000 }, () => {
  it('names the documents as the admins wrote them in Arabic, with their states and buttons', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('changes-requested'));
    renderPage('ar');
    expect(await screen.findByText('بعض المستندات بحاجة إلى تعديل')).toBeInTheDocument();
    const cr = await card('شهادة السجل التجاري');
    expect(within(cr).getAllByText('مطلوب تعديل')).toHaveLength(2);
    // The reviewer's English keeps its own direction.
    expect(within(cr).getByText('The CR certificate is cut off at the bottom.')).toHaveAttribute('dir', 'auto');
    expect(within(cr).getByRole('button', { name: 'استبدال \u2068شهادة السجل التجاري\u2069' })).toBeInTheDocument();
    expect(within(await card('البطاقة الذكية للمفوّض بالتوقيع')).getByText('مقبول')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'شركة' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'إرسال للمراجعة' })).toHaveAccessibleDescription(
      'بقي مستند واحد لرفعه قبل أن تتمكّن من الإرسال.',
    );
  });

  it("checks the dialog's fields with the API's Arabic messages", async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(summaryIn('not-submitted'));
    const upload = vi.spyOn(api.verification, 'upload');
    const { user } = renderPage('ar');
    await user.click(await screen.findByRole('button', { name: 'رفع \u2068شهادة السجل التجاري\u2069' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفع \u2068شهادة السجل التجاري\u2069' });
    await user.click(within(dialog).getByRole('button', { name: 'رفع' }));
    expect(await within(dialog).findByText('أدخل الرقم المطبوع على المستند.')).toBeInTheDocument();
    expect(within(dialog).getByText('أدخل تاريخ إصدار المستند.')).toBeInTheDocument();
    expect(within(dialog).getByText('أدخل تاريخ انتهاء صلاحية المستند.')).toBeInTheDocument();
    expect(within(dialog).getByText('اختر ملف المستند.')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('الملف');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'cr.gif', { type: 'image/gif' })] } });
    expect(await within(dialog).findByText('ارفع المستند بصيغة PDF أو JPEG أو PNG.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('submits for review after the Arabic confirmation', async () => {
    vi.spyOn(api.verification, 'summary').mockResolvedValue(
      summaryFixture({
        CanSubmit: true,
        Items: [itemFixture(CR, 'submitted'), itemFixture(CPR, 'submitted'), itemFixture(IBAN, 'submitted')],
      }),
    );
    vi.spyOn(api.verification, 'submit').mockResolvedValue(summaryIn('in-review'));
    const { user } = renderPage('ar');
    await user.click(await screen.findByRole('button', { name: 'إرسال للمراجعة' }));
    const confirm = await screen.findByRole('dialog', { name: 'هل تريد إرسال مستنداتك للمراجعة؟' });
    await user.click(within(confirm).getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('مستنداتك قيد المراجعة')).toBeInTheDocument();
    expect(await screen.findByText('أُرسلت مستنداتك للمراجعة.')).toBeInTheDocument();
  });
});
