import type { VatReport, VatReportDay } from '@marketplace/contract';
import { toCsv, type CsvCell } from '@/components/csv';
import type { MessageId, Translate } from '@/i18n/text';

// The VAT report's figures in one order for the cards, the per-day table and the CSV: counts of
// documents, then amounts in BHD (three decimals, fils).

export type VatFigures = VatReport['Totals'];
export type VatFigure = keyof VatFigures;

export const VAT_FIGURES: readonly { readonly key: VatFigure; readonly label: MessageId; readonly count?: true }[] = [
  { key: 'Invoices', label: 'admin.vat.invoices', count: true },
  { key: 'TaxableSales', label: 'admin.vat.taxableSales' },
  { key: 'OutputVat', label: 'admin.vat.outputVat' },
  { key: 'CreditNotes', label: 'admin.vat.creditNotes', count: true },
  { key: 'CreditedTaxable', label: 'admin.vat.creditedTaxable' },
  { key: 'CreditedVat', label: 'admin.vat.creditedVat' },
  { key: 'NetTaxable', label: 'admin.vat.netTaxable' },
  { key: 'NetVat', label: 'admin.vat.netVat' },
];

/**
 * The per-day rows and a total row as CSV: headers in the language on screen (amounts say BHD),
 * values machine-readable (the day as 2026-10-03, amounts with their three decimals).
 */
export function vatReportCsv(report: VatReport, t: Translate): string {
  const columns = [
    t('admin.vat.day'),
    ...VAT_FIGURES.map(({ label, count }) => (count ? t(label) : t('admin.vat.csvAmount', { name: t(label) }))),
  ];
  const row = (first: string, figures: VatFigures | VatReportDay): CsvCell[] => [
    first,
    ...VAT_FIGURES.map(({ key, count }) => (count ? figures[key] : figures[key].toFixed(3))),
  ];
  return toCsv(columns, [...report.Days.map((day) => row(day.Date, day)), row(t('admin.vat.total'), report.Totals)]);
}
