import { LISTING_IMPORT_TEMPLATE_CSV, type ListingImportReport } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { providerFixture } from '@/portals/provider/testing/provider-fixtures';
import { renderInAdmin } from '@/testing/render-in-admin';
import { signInProvider } from '@/testing/signed-in-provider';
import ProviderListingImport from './index';

const CSV = 'Type,Name,Category,Price\nservice,Leak check,Plumbing,5\nitem,Filter,Plumbing,2\n';
const valid: ListingImportReport = { Valid: true, Rows: 2, Created: 2, Updated: 0, Errors: [] };
const invalid: ListingImportReport = {
  Valid: false,
  Rows: 2,
  Created: 0,
  Updated: 0,
  Errors: [
    { Row: 3, Field: 'Stock', Message: 'An item needs an available quantity (0 or more).' },
    { Row: 3, Field: 'Price', Message: 'Price must be an amount in BHD with at most 3 decimals, e.g. 12.500.' },
  ],
};

async function pasteAndCheck() {
  const view = renderInAdmin(<ProviderListingImport />, {
    portal: 'provider',
    route: '/provider-dashboard/listings/import',
  });
  await view.user.click(await screen.findByRole('textbox', { name: /paste the csv/i }));
  await view.user.paste(CSV);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Check the file' })).toBeEnabled());
  await view.user.click(screen.getByRole('button', { name: 'Check the file' }));
  return view;
}

describe('provider listing import', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInProvider();
  });
  afterEach(() => vi.restoreAllMocks());

  it('imports a file only after a check found every row valid, then links back to the listings', async () => {
    const importCsv = vi.spyOn(api.serviceItems, 'importCsv').mockResolvedValueOnce(valid).mockResolvedValueOnce(valid);
    const { user } = await pasteAndCheck();
    expect(await screen.findByText('All 2 rows are valid: 2 new listings and 0 updates.')).toBeInTheDocument();
    expect(importCsv).toHaveBeenCalledWith({ Csv: CSV, DryRun: true });
    await user.click(screen.getByRole('button', { name: 'Import 2 listings' }));
    expect(await screen.findByText(/Imported: 2 new listings and 0 updates/)).toBeInTheDocument();
    expect(importCsv).toHaveBeenLastCalledWith({ Csv: CSV });
    expect(screen.getByRole('link', { name: 'Back to your listings' })).toHaveAttribute(
      'href',
      '/provider-dashboard/listings',
    );
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByRole('textbox', { name: /paste the csv/i })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Import listings' })).toBeDisabled();
  });

  it('lists every problem by row and column and keeps the import closed', async () => {
    const importCsv = vi.spyOn(api.serviceItems, 'importCsv').mockResolvedValue(invalid);
    const { user } = await pasteAndCheck();
    expect(await screen.findByText(/2 problems found in 1 of 2 rows/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Problems found in the file' });
    expect(table).toHaveTextContent('3StockAn item needs an available quantity (0 or more).');
    expect(screen.getByRole('button', { name: /^Import/ })).toBeDisabled();
    // A fixed text must be checked again before it can be imported.
    await user.type(screen.getByRole('textbox', { name: /paste the csv/i }), ' ');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(importCsv).toHaveBeenCalledTimes(1);
  });

  it('reads a chosen file into the text that is checked', async () => {
    const importCsv = vi.spyOn(api.serviceItems, 'importCsv').mockResolvedValue(valid);
    const { user, container } = renderInAdmin(<ProviderListingImport />, {
      portal: 'provider',
      route: '/provider-dashboard/listings/import',
    });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await waitFor(() => expect(input).toBeEnabled());
    await user.upload(input, new File([CSV], 'listings.csv', { type: 'text/csv' }));
    expect(await screen.findByText('File: listings.csv')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /paste the csv/i })).toHaveValue(CSV);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await waitFor(() => expect(importCsv).toHaveBeenCalledWith({ Csv: CSV, DryRun: true }));
  });

  it("shows the API's message when the check fails", async () => {
    vi.spyOn(api.serviceItems, 'importCsv').mockRejectedValue(
      new Error('Only an active business can import listings.'),
    );
    await pasteAndCheck();
    expect((await screen.findAllByText('Only an active business can import listings.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^Import/ })).toBeDisabled();
  });

  it('says why before a business that is not active tries, and offers the template', async () => {
    signInProvider(providerFixture({ accState: 'pending' }));
    renderInAdmin(<ProviderListingImport />, { portal: 'provider', route: '/provider-dashboard/listings/import' });
    expect(await screen.findByText('Only an active business can import listings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();
    const template = screen.getByRole('link', { name: 'Download the template' });
    expect(decodeURIComponent(template.getAttribute('href')!)).toContain(LISTING_IMPORT_TEMPLATE_CSV);
  });
});

describe('provider listing import in Arabic', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInProvider();
  });
  afterEach(() => vi.restoreAllMocks());

  async function pasteAndCheckInArabic() {
    const view = renderInAdmin(<ProviderListingImport />, {
      portal: 'provider',
      route: '/provider-dashboard/listings/import',
      locale: 'ar',
    });
    expect(await screen.findByRole('heading', { name: 'الخطوة 1: اختر الملف' })).toBeInTheDocument();
    const paste = screen.getByRole('textbox', { name: 'أو الصق محتوى ملف CSV هنا' });
    // The CSV keeps its own direction (English column names) on an Arabic page.
    expect(paste).toHaveAttribute('dir', 'auto');
    await view.user.click(paste);
    await view.user.paste(CSV);
    await waitFor(() => expect(screen.getByRole('button', { name: 'فحص الملف' })).toBeEnabled());
    await view.user.click(screen.getByRole('button', { name: 'فحص الملف' }));
    return view;
  }

  it('reports the problems by row and column in Arabic, the contract’s messages translated', async () => {
    vi.spyOn(api.serviceItems, 'importCsv').mockResolvedValue(invalid);
    await pasteAndCheckInArabic();
    expect(await screen.findByText(/^عُثر على مشكلتين في 1 من أصل صفّين\. لم يُستورد أي شيء/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'المشكلات التي عُثر عليها في الملف' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['الصف', 'العمود', 'المشكلة']);
    expect(table).toHaveTextContent('3Stockيجب تحديد الكمية المتاحة للمنتج (0 أو أكثر).');
    expect(screen.getByRole('button', { name: 'استيراد الإعلانات' })).toBeDisabled();
  });

  it('imports a valid file with the Arabic count and links back to the listings', async () => {
    const importCsv = vi.spyOn(api.serviceItems, 'importCsv').mockResolvedValue(valid);
    const { user } = await pasteAndCheckInArabic();
    expect(await screen.findByText('الصفان كلاهما صالحان: إعلانان جديدان ولا تحديثات.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'استيراد إعلانين' }));
    expect(await screen.findByText(/تم الاستيراد: إعلانان جديدان ولا تحديثات\./)).toBeInTheDocument();
    expect(importCsv).toHaveBeenLastCalledWith({ Csv: CSV });
    expect(screen.getByRole('link', { name: 'العودة إلى إعلاناتك' })).toHaveAttribute(
      'href',
      '/provider-dashboard/listings',
    );
  });

  it('says in Arabic why a business that is not active cannot import, and explains the columns', async () => {
    signInProvider(providerFixture({ accState: 'pending' }));
    renderInAdmin(<ProviderListingImport />, {
      portal: 'provider',
      route: '/provider-dashboard/listings/import',
      locale: 'ar',
    });
    expect(await screen.findByText('لا يمكن استيراد العروض إلا لنشاط تجاري نشط.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'فحص الملف' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'تنزيل النموذج' })).toBeInTheDocument();
    expect(
      screen.getByText('\u2066service\u2069 (خدمة) أو \u2066item\u2069 (منتج)', { exact: false }),
    ).toBeInTheDocument();
  });
});
