import type { VatReport } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { UTF8_BOM } from '@/components/csv';
import { formatsFor } from '@/i18n/text';
import { captureDownloads } from '@/testing/downloads';
import { renderInAdmin } from '@/testing/render-in-admin';
import { renderPortal } from '@/testing/render-portal';
import VatReportPage from './index';
import { previousMonth, queryOf } from './vat-period';

// The VAT report screen (issue 36): the period picked, the totals and the days, the CSV for the
// return, in both languages.

const october: VatReport = {
  From: '2026-10-01',
  To: '2026-10-31',
  Days: [
    {
      Date: '2026-10-03',
      Invoices: 2,
      TaxableSales: 2.7,
      OutputVat: 0.27,
      CreditNotes: 0,
      CreditedTaxable: 0,
      CreditedVat: 0,
      NetTaxable: 2.7,
      NetVat: 0.27,
    },
    {
      Date: '2026-10-05',
      Invoices: 1,
      TaxableSales: 0.9,
      OutputVat: 0.09,
      CreditNotes: 1,
      CreditedTaxable: 0.9,
      CreditedVat: 0.09,
      NetTaxable: 0,
      NetVat: 0,
    },
    // A day of refunds only: its net figures are below zero.
    {
      Date: '2026-10-07',
      Invoices: 0,
      TaxableSales: 0,
      OutputVat: 0,
      CreditNotes: 1,
      CreditedTaxable: 0.9,
      CreditedVat: 0.09,
      NetTaxable: -0.9,
      NetVat: -0.09,
    },
  ],
  Totals: {
    Invoices: 3,
    TaxableSales: 3.6,
    OutputVat: 0.36,
    CreditNotes: 2,
    CreditedTaxable: 1.8,
    CreditedVat: 0.18,
    NetTaxable: 1.8,
    NetVat: 0.18,
  },
};
const empty: VatReport = { ...october, Days: [], Totals: { ...october.Totals, Invoices: 0, CreditNotes: 0 } };

function renderReport(route = '/admin/vat-report?year=2026&month=10', locale: 'en' | 'ar' = 'en') {
  return renderInAdmin(<VatReportPage />, { route, locale });
}

/** A figure card's value, by its label. */
const figure = (totals: HTMLElement, label: string) =>
  within(totals).getByText(label, { selector: 'p' }).parentElement?.textContent?.slice(label.length);

describe('the VAT report', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens on the previous month in Bahrain', async () => {
    const report = vi.spyOn(api.taxDocuments, 'vatReport').mockResolvedValue(october);
    renderReport('/admin/vat-report');
    await waitFor(() => expect(report).toHaveBeenCalledWith(queryOf(previousMonth())));
  });

  it('shows the period’s totals as figures and each day with the total as the last row', async () => {
    const report = vi.spyOn(api.taxDocuments, 'vatReport').mockResolvedValue(october);
    renderReport();
    expect(await screen.findByRole('heading', { level: 2, name: 'October 2026' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith({ year: 2026, month: 10 });
    expect(await screen.findByText('1 Oct 2026 to 31 Oct 2026')).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(figure(totals, 'Tax invoices')).toBe('3');
    expect(figure(totals, 'Taxable sales')).toBe('3.600 BHD');
    expect(figure(totals, 'Output VAT')).toBe('0.360 BHD');
    expect(figure(totals, 'Credit notes')).toBe('2');
    expect(figure(totals, 'VAT credited')).toBe('0.180 BHD');
    expect(figure(totals, 'Net output VAT')).toBe('0.180 BHD');

    const table = screen.getByRole('region', { name: 'VAT per day of October 2026' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveAccessibleName(/^3 Oct 2026/);
    expect(rows[2]).toHaveTextContent('5 Oct 20261' + '0.900 BHD0.090 BHD1' + '0.900 BHD0.090 BHD0.000 BHD0.000 BHD');
    expect(rows[3]).toHaveTextContent('7 Oct 20260' + '0.000 BHD0.000 BHD1' + '0.900 BHD0.090 BHD-0.900 BHD-0.090 BHD');
    expect(rows[4]).toHaveTextContent('Total33.600 BHD0.360 BHD21.800 BHD0.180 BHD1.800 BHD0.180 BHD');
  });

  it('exports the days and a total row as CSV: headers in words, amounts with three decimals', async () => {
    vi.spyOn(api.taxDocuments, 'vatReport').mockResolvedValue(october);
    const { theDownload } = captureDownloads();
    const { user } = renderReport();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const file = await theDownload();
    expect(file.fileName).toBe('vat-report-2026-10.csv');
    expect(file.text).toBe(
      UTF8_BOM +
        [
          'Day,Tax invoices,Taxable sales (BHD),Output VAT (BHD),Credit notes,Credited before VAT (BHD),VAT credited (BHD),Net taxable sales (BHD),Net output VAT (BHD)',
          '2026-10-03,2,2.700,0.270,0,0.000,0.000,2.700,0.270',
          '2026-10-05,1,0.900,0.090,1,0.900,0.090,0.000,0.000',
          // Below zero, and still a number to a spreadsheet (no ' in front).
          '2026-10-07,0,0.000,0.000,1,0.900,0.090,-0.900,-0.090',
          'Total,3,3.600,0.360,2,1.800,0.180,1.800,0.180',
        ].join('\r\n'),
    );
  });

  it('switches to a quarter by keyboard and keeps it in the address', async () => {
    const report = vi.spyOn(api.taxDocuments, 'vatReport').mockResolvedValue(october);
    const { user, router } = renderReport();
    const quarter = await screen.findByRole('button', { name: 'Quarter' });
    expect(screen.getByRole('group', { name: 'Length of the period' })).toContainElement(quarter);
    quarter.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(report).toHaveBeenCalledWith({ year: 2026, quarter: 4 }));
    expect(router.state.location.search).toBe('?year=2026&quarter=4');
    expect(await screen.findByRole('heading', { level: 2, name: 'Q4 2026' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Quarter' })).toHaveTextContent('Q4 (Oct–Dec)');

    await user.click(screen.getByRole('combobox', { name: 'Quarter' }));
    await user.click(await screen.findByRole('option', { name: 'Q1 (Jan–Mar)' }));
    await waitFor(() => expect(report).toHaveBeenCalledWith({ year: 2026, quarter: 1 }));
  });

  it('says when the period has no document, and offers no empty file', async () => {
    vi.spyOn(api.taxDocuments, 'vatReport').mockResolvedValue(empty);
    renderReport();
    expect(await screen.findByRole('heading', { name: 'No tax document in October 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Totals' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('reads in Arabic, and so do its CSV headers', async () => {
    vi.spyOn(api.taxDocuments, 'vatReport').mockResolvedValue(october);
    const { theDownload } = captureDownloads();
    const { user } = renderReport('/admin/vat-report?year=2026&quarter=4', 'ar');
    expect(await screen.findByRole('heading', { level: 2, name: 'الربع الرابع من 2026' })).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'الإجماليات' });
    expect(figure(totals, 'المبيعات الخاضعة للضريبة')).toBe(formatsFor('ar').money(3.6));
    expect(screen.getByRole('region', { name: 'الضريبة حسب اليوم في الربع الرابع من 2026' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'مدة الفترة' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'تصدير CSV' }));
    const file = await theDownload();
    expect(file.fileName).toBe('vat-report-2026-Q4.csv');
    const [header, , , , total] = file.text.slice(1).split('\r\n');
    expect(header).toBe(
      'اليوم,الفواتير الضريبية,المبيعات الخاضعة للضريبة (د.ب.),ضريبة المخرجات (د.ب.),الإشعارات الدائنة,المردود قبل الضريبة (د.ب.),الضريبة المردودة (د.ب.),صافي المبيعات الخاضعة للضريبة (د.ب.),صافي ضريبة المخرجات (د.ب.)',
    );
    expect(total).toBe('الإجمالي,3,3.600,0.360,2,1.800,0.180,1.800,0.180');
  });
});

describe('the VAT report in the admin portal', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('has its route and a menu item after the resources, before the seller details', async () => {
    vi.spyOn(api.taxDocuments, 'vatReport').mockResolvedValue(october);
    renderPortal({ portal: 'admin', route: '/admin/vat-report?year=2026&month=10' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'VAT report' })).toBeInTheDocument();
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.slice(-2).map((item) => item.textContent)).toEqual(['VAT report', 'Seller details']);
    expect(items.at(-2)).toHaveAttribute('aria-current', 'page');
  });
});
