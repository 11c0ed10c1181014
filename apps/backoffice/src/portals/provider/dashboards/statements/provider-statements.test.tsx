import { ApiError } from '@marketplace/client';
import { PROVIDER_STATEMENT_MESSAGES, type ProviderStatement } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { formatsFor } from '@/i18n/text';
import { PROVIDER_ID, providerFixture } from '@/portals/provider/testing/provider-fixtures';
import { captureDownloads } from '@/testing/downloads';
import { renderInAdmin } from '@/testing/render-in-admin';
import { signInProvider } from '@/testing/signed-in-provider';
import ProviderStatements from './index';

// The provider's monthly statements (issue 36) on 20 November 2026, for a business created in
// January: October, the last month closed, is shown first.

const NOW = new Date('2026-11-20T10:00:00Z');

const statementOf = (month: string, over: Partial<ProviderStatement> = {}): ProviderStatement => ({
  ProviderId: PROVIDER_ID,
  BusinessName: 'Gulf Tools',
  BusinessNameAr: 'أدوات الخليج',
  Month: month,
  From: `${month}-01`,
  To: `${month}-${month.endsWith('-09') ? '30' : '31'}`,
  IsOpen: false,
  OpeningBalance: 5,
  Earnings: [
    {
      TransactionId: 'e1',
      Date: `${month}-12T09:00:00.000Z`,
      ReferenceNumber: 'ER-2026-00000001',
      OrderNumber: 'ABCDEF12',
      ItemName: 'AC service',
      ItemNameAr: 'صيانة المكيّف',
      Amount: 12.5,
      CommissionRate: 10,
      Commission: 1.25,
      Net: 11.25,
    },
    {
      TransactionId: 'e2',
      Date: `${month}-14T09:00:00.000Z`,
      ReferenceNumber: 'ER-2026-00000002',
      OrderNumber: '99ZZ0001',
      ItemName: 'Duct cleaning',
      ItemNameAr: '',
      Amount: 8,
      CommissionRate: 10,
      Commission: 0.8,
      Net: 7.2,
    },
  ],
  Payouts: [
    { TransactionId: 'p1', Date: `${month}-25T11:00:00.000Z`, ReferenceNumber: 'PO-2026-00000007', Amount: 10 },
  ],
  Totals: { Gross: 20.5, Commission: 2.05, Net: 18.45, PaidOut: 10 },
  ClosingBalance: 13.45,
  GeneratedAt: NOW.toISOString(),
  ...over,
});

const empty = (month: string) =>
  statementOf(month, {
    Earnings: [],
    Payouts: [],
    Totals: { Gross: 0, Commission: 0, Net: 0, PaidOut: 0 },
    ClosingBalance: 5,
  });

function renderPage(locale: 'en' | 'ar' = 'en', route = '/provider-dashboard/statements') {
  return renderInAdmin(
    <>
      <ProviderStatements />
      <Notification />
    </>,
    { portal: 'provider', route, locale },
  );
}

/** The text a cell or a figure shows: the Arabic number isolates are for the eye, not for the assertion. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const arabicMoney = (amount: number) => plain(formatsFor('ar').money(amount));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInProvider();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe("the provider's monthly statements", { timeout: 30_000 }, () => {
  it('shows the last month closed: its figures, earnings and payouts with their totals', async () => {
    const statement = vi
      .spyOn(api.transactions, 'statement')
      .mockImplementation(async (_id, month) => statementOf(month));
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Statement for October 2026' })).toBeInTheDocument();
    expect(statement).toHaveBeenCalledWith(PROVIDER_ID, '2026-10');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('2026-10');
    expect(await screen.findByText('1 Oct 2026 to 31 Oct 2026')).toBeInTheDocument();

    const summary = screen.getByRole('group', { name: 'Summary for October 2026' });
    for (const figure of [
      'Opening balance5.000 BHD',
      'Gross earnings20.500 BHD',
      'Commission2.050 BHD',
      'Net earnings18.450 BHD',
      'Payouts paid10.000 BHD',
      'Closing balance13.450 BHD',
    ])
      expect(summary).toHaveTextContent(figure);
    expect(screen.queryByText(/still open/)).not.toBeInTheDocument();

    const earnings = screen.getByRole('table', { name: 'Earnings' });
    expect(within(earnings).getAllByRole('row')).toHaveLength(4);
    expect(
      within(earnings).getByRole('row', {
        name: /^12 Oct 2026 ABCDEF12 AC service 12\.500 BHD 1\.250 BHD at 10% 11\.250 BHD$/,
      }),
    ).toBeInTheDocument();
    expect(
      within(earnings).getByRole('row', { name: /^Total 20\.500 BHD 2\.050 BHD 18\.450 BHD$/ }),
    ).toBeInTheDocument();

    const payouts = screen.getByRole('table', { name: 'Payouts paid' });
    expect(
      within(payouts).getByRole('row', { name: /^25 Oct 2026 PO-2026-00000007 10\.000 BHD$/ }),
    ).toBeInTheDocument();
    expect(within(payouts).getByRole('row', { name: /^Total 10\.000 BHD$/ })).toBeInTheDocument();
  });

  it('offers the months since the business was created, newest first, and asks for the one chosen', async () => {
    const statement = vi
      .spyOn(api.transactions, 'statement')
      .mockImplementation(async (_id, month) => statementOf(month));
    const { user, router } = renderPage();
    const picker = await screen.findByRole('combobox', { name: 'Month' });
    const options = within(picker).getAllByRole('option');
    expect(options).toHaveLength(11);
    expect(options[0]).toHaveTextContent('November 2026');
    expect(options.at(-1)).toHaveTextContent('January 2026');

    await user.selectOptions(picker, 'September 2026');
    expect(await screen.findByRole('heading', { level: 2, name: 'Statement for September 2026' })).toBeInTheDocument();
    expect(statement).toHaveBeenLastCalledWith(PROVIDER_ID, '2026-09');
    expect(await screen.findByText('1 Sept 2026 to 30 Sept 2026')).toBeInTheDocument();
    // In the address, so a reload shows the same month.
    expect(router.state.location.search).toBe('?month=2026-09');
  });

  it('opens the month the address names, and says the current month is still open', async () => {
    const statement = vi
      .spyOn(api.transactions, 'statement')
      .mockImplementation(async (_id, month) => statementOf(month, { IsOpen: month === '2026-11' }));
    renderPage('en', '/provider-dashboard/statements?month=2026-11');
    expect(await screen.findByText('This month is still open: its figures can still change.')).toBeInTheDocument();
    expect(statement).toHaveBeenCalledWith(PROVIDER_ID, '2026-11');
    expect(statement).not.toHaveBeenCalledWith(PROVIDER_ID, '2026-10');
  });

  it('starts at the current month for a business created this month', async () => {
    signInProvider(providerFixture({ createdAt: '2026-11-03T08:00:00.000Z' }));
    const statement = vi.spyOn(api.transactions, 'statement').mockImplementation(async (_id, month) => empty(month));
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Statement for November 2026' })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Month' })).getAllByRole('option')).toHaveLength(1);
    expect(statement).toHaveBeenCalledWith(PROVIDER_ID, '2026-11');
  });

  it('says so when the month had no earnings and no payouts', async () => {
    vi.spyOn(api.transactions, 'statement').mockImplementation(async (_id, month) => empty(month));
    renderPage();
    expect(await screen.findByText('No earnings in October 2026')).toBeInTheDocument();
    expect(screen.getByText('No payouts paid in October 2026')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Summary for October 2026' })).toHaveTextContent(
      'Closing balance5.000 BHD',
    );
  });

  it("shows the API's message when the statement cannot be read, and tries again when asked", async () => {
    const statement = vi
      .spyOn(api.transactions, 'statement')
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockImplementation(async (_id, month) => statementOf(month));
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The statement could not be loaded: Failed to fetch');
    // react-admin's notification says it too.
    await waitFor(() =>
      expect(screen.getAllByText('The statement could not be loaded: Failed to fetch')).toHaveLength(2),
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Earnings' })).toBeInTheDocument();
    expect(statement).toHaveBeenCalledTimes(2);
  });

  it('downloads the PDF and the CSV of the month shown as statement-YYYY-MM files', async () => {
    vi.spyOn(api.transactions, 'statement').mockImplementation(async (_id, month) => statementOf(month));
    let sendPdf: (blob: Blob) => void = () => undefined;
    const file = vi
      .spyOn(api.transactions, 'statementFile')
      .mockImplementation((_id, _month, format) =>
        format === 'pdf'
          ? new Promise<Blob>((resolve) => (sendPdf = resolve))
          : Promise.resolve(new Blob(['Date,Kind\n'], { type: 'text/csv' })),
      );
    const { downloads } = captureDownloads();
    const { user } = renderPage();
    const group = await screen.findByRole('group', { name: 'Download the statement for October 2026' });

    await user.click(within(group).getByRole('button', { name: 'Download PDF' }));
    expect(file).toHaveBeenCalledWith(PROVIDER_ID, '2026-10', 'pdf', 'en');
    // Busy while the PDF is prepared, yet still focused and in the same place.
    const busy = within(group).getByRole('button', { name: 'Preparing the PDF…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    expect(file).toHaveBeenCalledTimes(1);

    await user.click(within(group).getByRole('button', { name: 'Download CSV' }));
    expect(file).toHaveBeenLastCalledWith(PROVIDER_ID, '2026-10', 'csv', 'en');
    sendPdf(new Blob(['%PDF-1.7 statement'], { type: 'application/pdf' }));
    await waitFor(async () => expect(await downloads()).toHaveLength(2));
    expect(await downloads()).toEqual([
      { fileName: 'statement-2026-10.csv', text: 'Date,Kind\n' },
      { fileName: 'statement-2026-10.pdf', text: '%PDF-1.7 statement' },
    ]);
    expect(within(group).getByRole('button', { name: 'Download PDF' })).not.toHaveAttribute('aria-disabled');
  });

  it('says which file could not be downloaded, and why', async () => {
    vi.spyOn(api.transactions, 'statement').mockImplementation(async (_id, month) => statementOf(month));
    vi.spyOn(api.transactions, 'statementFile').mockRejectedValue(new Error('Failed to fetch'));
    const { downloads } = captureDownloads();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('The CSV for October 2026 could not be downloaded: Failed to fetch'),
    ).toBeInTheDocument();
    expect(await downloads()).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveTextContent('Download CSV'));
  });

  it('shows each earning and payout as a card on a phone', async () => {
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
    vi.spyOn(api.transactions, 'statement').mockImplementation(async (_id, month) => statementOf(month));
    renderPage();
    const earnings = await screen.findByRole('list', { name: 'Earnings' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first] = within(earnings).getAllByRole('listitem');
    expect(first).toHaveTextContent('AC service');
    expect(first).toHaveTextContent('Order #ABCDEF12 · 12 Oct 2026');
    expect(first).toHaveTextContent('Amount 12.500 BHD · Commission 1.250 BHD (10%) · Net 11.250 BHD');
    const payouts = screen.getByRole('list', { name: 'Payouts paid' });
    expect(within(payouts).getByRole('listitem')).toHaveTextContent(
      '10.000 BHDPaid 25 Oct 2026Reference: PO-2026-00000007',
    );
  });
});

describe("the provider's monthly statements in Arabic", { timeout: 30_000 }, () => {
  it('names the month in Arabic and shows the figures and rows, items in Arabic where they have it', async () => {
    vi.spyOn(api.transactions, 'statement').mockImplementation(async (_id, month) => statementOf(month));
    renderPage('ar');
    expect(await screen.findByRole('heading', { level: 2, name: 'كشف حساب أكتوبر 2026' })).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'الشهر' });
    expect(within(picker).getAllByRole('option')[0]).toHaveTextContent('نوفمبر 2026');

    const summary = await screen.findByRole('group', { name: 'ملخّص أكتوبر 2026' });
    expect(plain(summary.textContent ?? '')).toContain(`الرصيد الافتتاحي${arabicMoney(5)}`);
    expect(plain(summary.textContent ?? '')).toContain(`الرصيد الختامي${arabicMoney(13.45)}`);

    const earnings = screen.getByRole('table', { name: 'الأرباح' });
    const [, first, second] = within(earnings).getAllByRole('row');
    expect(first).toHaveTextContent('صيانة المكيّف');
    expect(first).toHaveTextContent('12.500 د.ب.');
    expect(first).toHaveTextContent('بنسبة 10');
    // An item without an Arabic name reads in English rather than not at all.
    expect(second).toHaveTextContent('Duct cleaning');
    expect(screen.getByRole('table', { name: 'الدفعات المحوّلة' })).toHaveTextContent('PO-2026-00000007');
    expect(screen.getByRole('group', { name: 'تنزيل كشف حساب أكتوبر 2026' })).toHaveTextContent(
      'تنزيل ملف \u2066PDF\u2069تنزيل ملف \u2066CSV\u2069',
    );
  });

  it('says the month is open, and an empty month, in Arabic', async () => {
    vi.spyOn(api.transactions, 'statement').mockImplementation(async (_id, month) => ({
      ...empty(month),
      IsOpen: true,
    }));
    renderPage('ar');
    expect(await screen.findByText('هذا الشهر لم ينتهِ بعد: قد تتغيّر أرقامه.')).toBeInTheDocument();
    expect(screen.getByText('لا توجد أرباح في أكتوبر 2026')).toBeInTheDocument();
    expect(screen.getByText('لم تُحوَّل أي دفعات في أكتوبر 2026')).toBeInTheDocument();
  });

  it("shows the API's refusal and a failed download in Arabic", async () => {
    const refusal = new ApiError({
      method: 'GET',
      path: `/api/Transaction/provider/${PROVIDER_ID}/statement`,
      status: 400,
      body: { Message: PROVIDER_STATEMENT_MESSAGES.monthNotBegun },
      fallbacks: { fallback: 'Something went wrong.' },
    });
    vi.spyOn(api.transactions, 'statement').mockRejectedValueOnce(refusal);
    renderPage('ar');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'تعذّر تحميل كشف الحساب: لا يوجد كشف حساب لشهر لم يبدأ بعد.',
    );
  });

  it('names a failed PDF download in Arabic', async () => {
    vi.spyOn(api.transactions, 'statement').mockImplementation(async (_id, month) => statementOf(month));
    vi.spyOn(api.transactions, 'statementFile').mockRejectedValue(new Error('Failed to fetch'));
    captureDownloads();
    const { user } = renderPage('ar');
    await user.click(await screen.findByRole('button', { name: 'تنزيل ملف \u2066PDF\u2069' }));
    expect(
      await screen.findByText('تعذّر تنزيل ملف \u2066PDF\u2069 لكشف حساب أكتوبر 2026: Failed to fetch'),
    ).toBeInTheDocument();
  });

  it('asks for the CSV with its headers in Arabic', async () => {
    vi.spyOn(api.transactions, 'statement').mockImplementation(async (_id, month) => statementOf(month));
    const file = vi
      .spyOn(api.transactions, 'statementFile')
      .mockResolvedValue(new Blob(['التاريخ\n'], { type: 'text/csv' }));
    captureDownloads();
    const { user } = renderPage('ar');
    await user.click(await screen.findByRole('button', { name: 'تنزيل ملف \u2066CSV\u2069' }));
    await waitFor(() => expect(file).toHaveBeenCalledWith(PROVIDER_ID, '2026-10', 'csv', 'ar'));
  });
});
