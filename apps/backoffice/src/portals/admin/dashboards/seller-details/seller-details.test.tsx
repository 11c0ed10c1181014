import { ApiError } from '@marketplace/client';
import { TAX_DOCUMENT_MESSAGES, type SellerDetails } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { renderInAdmin } from '@/testing/render-in-admin';
import { renderPortal } from '@/testing/render-portal';
import SellerDetailsPage from './index';
import { compactNumber, sellerDetailsRequest } from './seller-details-schema';

// The seller details screen (issue 36): the contract's rules and texts in both languages, what is
// sent, and the API's refusals under their fields.

const never: SellerDetails = {
  LegalName: '',
  LegalNameAr: '',
  Address: '',
  AddressAr: '',
  VatNumber: '',
  CrNumber: '',
  IsComplete: false,
  ModifiedAt: null,
};
const complete: SellerDetails = {
  LegalName: 'Services Marketplace Bahrain W.L.L.',
  LegalNameAr: 'سوق الخدمات البحرين ذ.م.م.',
  Address: 'Building 100, Road 200, Manama',
  AddressAr: 'مبنى 100، طريق 200، المنامة',
  VatNumber: '200012345600003',
  CrNumber: '123456-1',
  IsComplete: true,
  ModifiedAt: '2026-11-24T11:05:00Z',
};

function renderPage(locale: 'en' | 'ar' = 'en', details: SellerDetails = never) {
  vi.spyOn(api.taxDocuments, 'sellerDetails').mockResolvedValue(details);
  const view = renderInAdmin(
    <>
      <SellerDetailsPage />
      <Notification />
    </>,
    { route: '/admin/seller-details', locale },
  );
  const input = (name: string) => screen.findByRole('textbox', { name });
  /** Puts a text in an input as a person would, replacing what it held. */
  const fill = async (name: string, text: string) => {
    const field = await input(name);
    await view.user.clear(field);
    await view.user.click(field);
    await view.user.paste(text);
  };
  return { ...view, input, fill };
}

describe('seller details', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what is missing while the details are incomplete, and that they were never saved', async () => {
    renderPage();
    expect(await screen.findByText(/invoices and credit notes are issued without them/)).toBeInTheDocument();
    expect(screen.getByText('Never saved yet')).toBeInTheDocument();
  });

  it('refuses a 14-digit VAT account number with the contract’s text, and sends nothing', async () => {
    const save = vi.spyOn(api.taxDocuments, 'setSellerDetails');
    const { user, fill } = renderPage('en', complete);
    await fill('VAT account number (TRN)', '20001234560000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TAX_DOCUMENT_MESSAGES.vatNumberInvalid)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'VAT account number (TRN)' })).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('requires every field, names it, and holds the contract’s lengths and CR pattern', async () => {
    const save = vi.spyOn(api.taxDocuments, 'setSellerDetails');
    const { user, fill } = renderPage();
    await fill('Legal name (English)', 'x'.repeat(151));
    await fill('CR number', 'CR 12/3');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Legal name (English) must be at most 150 characters')).toBeInTheDocument();
    expect(screen.getByText('Legal name (Arabic) is required')).toBeInTheDocument();
    expect(screen.getByText('Address (English) is required')).toBeInTheDocument();
    expect(screen.getByText('Address (Arabic) is required')).toBeInTheDocument();
    expect(screen.getByText('VAT account number (TRN) is required')).toBeInTheDocument();
    expect(screen.getByText(TAX_DOCUMENT_MESSAGES.crNumberInvalid)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the details with the spaces typed in the VAT number taken out, then shows them as saved', async () => {
    const save = vi
      .spyOn(api.taxDocuments, 'setSellerDetails')
      .mockImplementation(async (body) => ({ ...body, IsComplete: true, ModifiedAt: '2026-11-24T11:05:00Z' }));
    const { user, fill } = renderPage();
    await fill('Legal name (English)', '  Services Marketplace Bahrain W.L.L.');
    await fill('Legal name (Arabic)', 'سوق الخدمات البحرين ذ.م.م.');
    await fill('Address (English)', 'Building 100, Road 200, Manama');
    await fill('Address (Arabic)', 'مبنى 100، طريق 200، المنامة');
    await fill('VAT account number (TRN)', '200 0123 4560 0003');
    await fill('CR number', '123456-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        LegalName: 'Services Marketplace Bahrain W.L.L.',
        LegalNameAr: 'سوق الخدمات البحرين ذ.م.م.',
        Address: 'Building 100, Road 200, Manama',
        AddressAr: 'مبنى 100، طريق 200، المنامة',
        VatNumber: '200012345600003',
        CrNumber: '123456-1',
      }),
    );
    expect(await screen.findByText('Seller details saved.')).toBeInTheDocument();
    expect(await screen.findByText('Last changed 24 Nov 2026, 14:05')).toBeInTheDocument();
    expect(screen.queryByText(/issued without them/)).not.toBeInTheDocument();
    // The form starts again from what was stored: the number as sent.
    expect(await screen.findByRole('textbox', { name: 'VAT account number (TRN)' })).toHaveValue('200012345600003');
  });

  it('shows what the API refuses under the field it is about', async () => {
    vi.spyOn(api.taxDocuments, 'setSellerDetails').mockRejectedValue(
      new ApiError({
        method: 'PUT',
        path: '/api/Admin/seller-details',
        status: 400,
        body: {
          Message: TAX_DOCUMENT_MESSAGES.crNumberInvalid,
          Errors: [{ Field: 'CrNumber', Message: TAX_DOCUMENT_MESSAGES.crNumberInvalid }],
        },
        fallbacks: { fallback: 'Something went wrong.' },
      }),
    );
    const { user } = renderPage('en', complete);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some details were refused: see the marked fields.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CR number' })).toHaveAccessibleDescription(
      TAX_DOCUMENT_MESSAGES.crNumberInvalid,
    );
  });

  it('reads in Arabic: the same rules in the contract’s Arabic, the fields named in Arabic', async () => {
    const save = vi.spyOn(api.taxDocuments, 'setSellerDetails');
    const { user, fill } = renderPage('ar', { ...complete, LegalNameAr: '', IsComplete: false });
    expect(await screen.findByText(/تصدر الفواتير والإشعارات الدائنة من دونها/)).toBeInTheDocument();
    expect(screen.getByText(/^آخر تعديل: /)).toBeInTheDocument();
    await fill('رقم حساب ضريبة القيمة المضافة', '20001234560000');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('يتكوّن رقم حساب ضريبة القيمة المضافة من 15 رقمًا.')).toBeInTheDocument();
    expect(screen.getByText('حقل الاسم القانوني (بالعربية) مطلوب')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('seller details in the admin portal', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('has its route and closes the menu, after the resources', async () => {
    vi.spyOn(api.taxDocuments, 'sellerDetails').mockResolvedValue(complete);
    renderPortal({ portal: 'admin', route: '/admin/seller-details' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'Seller details' })).toBeInTheDocument();
    const item = within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Seller details' });
    expect(item).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').at(-1)).toBe(item);
    expect(await screen.findByRole('textbox', { name: 'CR number' })).toHaveValue('123456-1');
  });
});

describe('the seller details request', () => {
  it('takes out spaces and reads Arabic-Indic digits as the numbers are registered', () => {
    expect(compactNumber(' 200 0123\u00a04560 0003 ')).toBe('200012345600003');
    expect(compactNumber('٢٠٠٠١٢٣٤٥٦٠٠٠٠٣')).toBe('200012345600003');
    expect(compactNumber('١٢٣٤٥٦ - ١')).toBe('123456-1');
    expect(
      sellerDetailsRequest({ ...complete, LegalName: ' Services ', VatNumber: '200 012 345 600 003' }),
    ).toMatchObject({ LegalName: 'Services', VatNumber: '200012345600003' });
  });
});
