// @vitest-environment jsdom
// jsdom, not the suite's happy-dom (vite.config.ts): this file reads a colour as the theme's CSS
// variable, which happy-dom resolves to a value.
import { sessionFor, TEST_USER_ID } from '@marketplace/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp, type RenderAppOptions } from '@/testing/render-app';
import { transaction, page, pagedAnswer, summary } from '../testing/transaction-history-fixtures';
import { TransactionHistoryPage } from './transaction-history-page';

const LIST = 'GET /api/Transaction';
const SUMMARY = `GET /api/Transaction/customer/${TEST_USER_ID}/summary`;

const open = (api: RenderAppOptions['api'], session = sessionFor('Customer')) =>
  renderApp(<TransactionHistoryPage />, { session, api: { [SUMMARY]: { body: summary }, ...api } });

/** jsdom's Blob has no text(); FileReader it has. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const rows = () => within(screen.getByRole('region', { name: 'Recent Transactions' })).queryAllByRole('listitem');

describe('TransactionHistoryPage', () => {
  it('shows the four summary cards with 2 decimals and BHD', async () => {
    open({ [LIST]: { body: page([]) } });
    const cards = screen.getByRole('region', { name: 'Transaction summary' });
    expect(await within(cards).findByText('120.50 BHD')).toBeInTheDocument();
    expect(within(cards).getByText('30.25 BHD')).toBeInTheDocument();
    expect(within(cards).getByText('14')).toBeInTheDocument();
    expect(within(cards).getByText('7.00 BHD')).toBeInTheDocument();
    for (const title of ['Total Spent', 'This Month', 'Total Transactions', 'Pending Amount'])
      expect(within(cards).getByText(title)).toBeInTheDocument();
  });

  it('shows a row with icon, reference, service, +/- amount in green or red, badge and method', async () => {
    open({
      [LIST]: {
        body: page([
          transaction(1),
          transaction(2, { Type: 'refund', Amount: 5, Status: 'pending', PaymentMethod: 'BenefitPay' }),
        ]),
      },
    });
    expect(await screen.findByText('Payment for order 1')).toBeInTheDocument();
    const [payment, refund] = rows();
    expect(within(payment!).getByRole('img', { name: 'Payment' })).toBeInTheDocument();
    expect(within(payment!).getByText('Ref: TXN-1')).toBeInTheDocument();
    expect(within(payment!).getByText('Service: Leak repair by Riffa Plumbing')).toBeInTheDocument();
    expect(within(payment!).getByText('via Credit Card')).toBeInTheDocument();
    expect(within(payment!).getByText('Completed')).toBeInTheDocument();
    const minus = within(payment!).getByText('-12.50 BHD').parentElement!;
    expect(within(refund!).getByRole('img', { name: 'Refund' })).toBeInTheDocument();
    expect(within(refund!).getByText('Pending')).toBeInTheDocument();
    expect(within(refund!).getByText('via BenefitPay')).toBeInTheDocument();
    const plus = within(refund!).getByText('+5.00 BHD').parentElement!;
    // The theme uses CSS variables: the palette entry names the colour in light and dark alike.
    expect(getComputedStyle(minus).color).toBe('var(--mui-palette-error-main)');
    expect(getComputedStyle(plus).color).toBe('var(--mui-palette-success-main)');
  });

  it('sends the search after the pause and the type and status filters, omitting all', async () => {
    const { user, api } = open({ [LIST]: { body: page([transaction(1)]) } });
    await screen.findByText('Payment for order 1');
    expect(api.callsTo('GET', '/api/Transaction')[0]!.query.toString()).toBe(
      `customerId=${TEST_USER_ID}&page=1&pageSize=10`,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), '  LEAK ');
    await waitFor(() => expect(api.callsTo('GET', '/api/Transaction').at(-1)!.query.get('search')).toBe('LEAK'), {
      timeout: 2000,
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Refunds');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Status', 'Completed', 'Pending', 'Failed', 'Cancelled']);
    await user.selectOptions(status, 'Failed');
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET', '/api/Transaction').at(-1)!.query)).toMatchObject({
        search: 'LEAK',
        type: 'refund',
        status: 'failed',
      }),
    );
  });

  it('shows Load More while the server has more pages and appends the next one', async () => {
    const all = Array.from({ length: 12 }, (_, i) => transaction(i + 1));
    const { user } = open({ [LIST]: pagedAnswer(all) });
    await screen.findByText('Payment for order 1');
    expect(rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Payment for order 12')).toBeInTheDocument();
    expect(rows()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    open({ [LIST]: { body: page([]) } });
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
  });

  it('shows the loading text, then the error with Retry, which loads again', async () => {
    const { user, api } = open({ [LIST]: { status: 500, body: { Message: 'Database unavailable' } } });
    expect(screen.getByText('Loading transactions...')).toBeInTheDocument();
    expect(await screen.findByText('Error loading transactions: Database unavailable')).toBeInTheDocument();
    api.route(LIST, { body: page([transaction(1)]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Payment for order 1')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in and calls nothing', () => {
    const { api } = open({}, null as never);
    expect(screen.getByText('Please log in to view your transaction history.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('Refresh reads the summary and the list again', async () => {
    const { user, api } = open({ [LIST]: { body: page([transaction(1)]) } });
    await screen.findByText('Payment for order 1');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/Transaction')).toHaveLength(2));
    expect(api.callsTo('GET', `/api/Transaction/customer/${TEST_USER_ID}/summary`)).toHaveLength(2);
  });

  describe('Export', () => {
    let saved: Blob[];
    beforeEach(() => {
      saved = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:transactions';
      });
      URL.revokeObjectURL = vi.fn();
      // jsdom cannot follow a download link; the file is what createObjectURL was given.
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });
    afterEach(() => vi.restoreAllMocks());

    it('downloads every transaction the filters match as CSV, not only the pages shown', async () => {
      const all = Array.from({ length: 105 }, (_, i) => transaction(i + 1, { Type: 'refund' }));
      const { user, api } = open({ [LIST]: pagedAnswer(all) });
      await screen.findByText('Payment for order 1');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Refunds');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const exports = api.callsTo('GET', '/api/Transaction').filter((c) => c.query.get('pageSize') === '100');
      expect(exports.map((c) => [c.query.get('page'), c.query.get('type')])).toEqual([
        ['1', 'refund'],
        ['2', 'refund'],
      ]);
      const lines = (await readText(saved[0]!))
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines).toHaveLength(106);
      expect(lines[1]).toBe(
        '2026-03-05T10:00:00.000Z,refund,completed,Payment for order 1,Leak repair,Riffa Plumbing,TXN-1,Credit Card,12.50',
      );
    });
  });
});

describe('TransactionHistoryPage in Arabic', () => {
  const openArabic = (api: RenderAppOptions['api'], session = sessionFor('Customer')) =>
    renderApp(<TransactionHistoryPage />, { session, api: { [SUMMARY]: { body: summary }, ...api }, locale: 'ar' });
  const arabicRows = () => within(screen.getByRole('region', { name: 'أحدث المعاملات' })).queryAllByRole('listitem');
  const serverData = (n: number) => [`Payment for order ${n}`, 'Leak repair', 'Riffa Plumbing', `TXN-${n}`];

  it('shows the header, the cards, the filters and the rows in Arabic', async () => {
    const all = Array.from({ length: 12 }, (_, i) =>
      transaction(i + 1, i === 1 ? { Type: 'refund', Amount: 5, Status: 'pending', ServiceName: '' } : {}),
    );
    openArabic({ [LIST]: pagedAnswer(all) });
    expect(screen.getByRole('heading', { level: 1, name: 'سجل المعاملات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تحديث' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تصدير' })).toBeInTheDocument();
    expect(screen.getByText('جارٍ تحميل المعاملات...')).toBeInTheDocument();

    const cards = screen.getByRole('region', { name: 'ملخص المعاملات' });
    expect(await within(cards).findByText('120.50', { exact: false })).toBeInTheDocument();
    for (const title of [
      'إجمالي المدفوعات',
      'منذ إنشاء الحساب',
      'هذا الشهر',
      'إجمالي المعاملات',
      'المبالغ قيد المعالجة',
    ])
      expect(within(cards).getByText(title)).toBeInTheDocument();
    expect(within(cards).getByText('إجمالي المدفوعات').nextSibling).toHaveTextContent('120.50 د.ب.');

    expect(screen.getByRole('searchbox', { name: 'ابحث في المعاملات' })).toHaveAttribute(
      'placeholder',
      'ابحث في المعاملات...',
    );
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('النوع')).toEqual(['جميع الأنواع', 'المدفوعات', 'المبالغ المستردة']);
    expect(options('الحالة')).toEqual(['جميع الحالات', 'مكتملة', 'قيد المعالجة', 'فاشلة', 'ملغاة']);

    await screen.findByText('Payment for order 1');
    const [payment, refund] = arabicRows();
    expect(within(payment!).getByRole('img', { name: 'دفعة' })).toBeInTheDocument();
    expect(within(payment!).getByText('5 مارس 2026 في 1:00 م')).toBeInTheDocument();
    // The reference reads left to right, the names in their own direction (Unicode isolates).
    expect(within(payment!).getByText('المرجع: \u2066TXN-1\u2069')).toBeInTheDocument();
    expect(
      within(payment!).getByText('الخدمة: \u2068Leak repair\u2069 من \u2068Riffa Plumbing\u2069'),
    ).toBeInTheDocument();
    expect(within(payment!).getByText('عبر \u2068بطاقة ائتمان\u2069')).toBeInTheDocument();
    expect(within(payment!).getByText('مكتملة')).toBeInTheDocument();
    expect(payment).toHaveTextContent('-12.50 د.ب.');
    expect(within(refund!).getByRole('img', { name: 'استرداد' })).toBeInTheDocument();
    expect(within(refund!).getByText('قيد المعالجة')).toBeInTheDocument();
    expect(refund).toHaveTextContent('+5.00 د.ب.');
    expect(screen.getByRole('button', { name: 'عرض المزيد' })).toBeInTheDocument();
    expectNoEnglish(document.body, { data: Array.from({ length: 10 }, (_, i) => serverData(10 - i)).flat() });
  });

  it('shows the empty text, the failure and the sign-in request in Arabic', async () => {
    const { unmount } = openArabic({ [LIST]: { body: page([]) } });
    expect(await screen.findByText('لا توجد معاملات')).toBeInTheDocument();
    expectNoEnglish(document.body);
    unmount();

    const failed = openArabic({ [LIST]: { status: 500, body: {} } });
    expect(await screen.findByText(/^حدث خطأ أثناء تحميل المعاملات: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    expectNoEnglish(document.body);
    failed.unmount();

    openArabic({}, null as never);
    expect(screen.getByText('يُرجى تسجيل الدخول لعرض سجل معاملاتك.')).toBeInTheDocument();
  });
});
