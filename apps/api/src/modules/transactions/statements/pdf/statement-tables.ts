import type { ProviderStatement } from '@marketplace/contract';
import type { Bilingual } from '../../../../lib/pdf/bilingual';
import { layoutTableRow, table, type Table, type TableRow } from '../../../../lib/pdf/bilingual-table';
import { bahrainShortDate, bhdAmount } from '../../../../lib/pdf/document-format';
import type { PdfCanvas } from '../../../../lib/pdf/pdf-canvas';
import { COLUMNS, LABELS } from './statement-labels';

// The statement's two tables, one row per earning and per payout, oldest first, each closed by a
// row of its totals (no rows at all for a month without any). An item's name prints in English and beneath it in Arabic; a name longer than
// two lines ends with "…", so every row keeps to a height the page flow can place.

export const EARNINGS_TABLE: Table = table([
  { heading: COLUMNS.date, width: 60, align: 'left' },
  { heading: COLUMNS.orderNumber, width: 96, align: 'left' },
  { heading: COLUMNS.item, width: 0, align: 'start', maxLines: 2, headingsApart: true },
  { heading: COLUMNS.amount, width: 58, align: 'right' },
  { heading: COLUMNS.rate, width: 38, align: 'right' },
  { heading: COLUMNS.commission, width: 62, align: 'right' },
  { heading: COLUMNS.net, width: 58, align: 'right' },
]);

export const PAYOUTS_TABLE: Table = table([
  { heading: COLUMNS.date, width: 90, align: 'left' },
  { heading: COLUMNS.reference, width: 0, align: 'start', headingsApart: true },
  { heading: COLUMNS.amount, width: 120, align: 'right' },
]);

const TOTAL_STYLE = { size: 8.5, weight: 'bold' as const };
const both = (label: Bilingual) => [label.en, label.ar];

export function earningRows(canvas: PdfCanvas, statement: ProviderStatement): TableRow[] {
  if (statement.Earnings.length === 0) return [];
  const rows = statement.Earnings.map((line) =>
    layoutTableRow(canvas, EARNINGS_TABLE, [
      [bahrainShortDate(line.Date)],
      [line.OrderNumber],
      [line.ItemName, line.ItemNameAr].filter((name) => name.trim() !== ''),
      [bhdAmount(line.Amount)],
      [`${line.CommissionRate}%`],
      [bhdAmount(line.Commission)],
      [bhdAmount(line.Net)],
    ]),
  );
  const { Gross, Commission, Net } = statement.Totals;
  const total = [[], [], both(LABELS.total), [bhdAmount(Gross)], [], [bhdAmount(Commission)], [bhdAmount(Net)]];
  return [...rows, layoutTableRow(canvas, EARNINGS_TABLE, total, TOTAL_STYLE)];
}

export function payoutRows(canvas: PdfCanvas, statement: ProviderStatement): TableRow[] {
  if (statement.Payouts.length === 0) return [];
  const rows = statement.Payouts.map((line) =>
    layoutTableRow(canvas, PAYOUTS_TABLE, [
      [bahrainShortDate(line.Date)],
      [line.ReferenceNumber],
      [bhdAmount(line.Amount)],
    ]),
  );
  const total = [[], both(LABELS.total), [bhdAmount(statement.Totals.PaidOut)]];
  return [...rows, layoutTableRow(canvas, PAYOUTS_TABLE, total, TOTAL_STYLE)];
}
