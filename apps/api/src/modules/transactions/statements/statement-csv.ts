import { bhdToFils, toCsv, UTF8_BOM, type Locale, type ProviderStatement } from '@marketplace/contract';
import { bahrainDayLabel } from '../../../lib/bahrain-calendar';

// A monthly statement as a spreadsheet (issue 36), the way bank statements read: the opening
// balance, each movement in date order with what it changed and the running balance, then the
// closing balance. Headers and row kinds in the reader's language; dates and amounts stay
// machine-readable (YYYY-MM-DD, dot decimals, 3 of them) in both.

const HEADERS: Record<Locale, readonly string[]> = {
  en: [
    'Date',
    'Entry',
    'Reference',
    'Order',
    'Item',
    'Amount (BHD)',
    'Commission (BHD)',
    'Change (BHD)',
    'Balance (BHD)',
  ],
  ar: [
    'التاريخ',
    'البند',
    'المرجع',
    'الطلب',
    'العنصر',
    'المبلغ (د.ب.)',
    'العمولة (د.ب.)',
    'التغيّر (د.ب.)',
    'الرصيد (د.ب.)',
  ],
};

const ENTRIES: Record<Locale, Record<'opening' | 'earning' | 'payout' | 'closing', string>> = {
  en: { opening: 'Opening balance', earning: 'Earning', payout: 'Payout', closing: 'Closing balance' },
  ar: { opening: 'الرصيد الافتتاحي', earning: 'أرباح', payout: 'دفعة مسددة', closing: 'الرصيد الختامي' },
};

const money = (fils: number) => (fils / 1000).toFixed(3);

interface Movement {
  date: string;
  entry: 'earning' | 'payout';
  reference: string;
  order: string;
  item: string;
  amountFils: number;
  commissionFils: number | null;
  changeFils: number;
}

function movementsOf(statement: ProviderStatement, locale: Locale): Movement[] {
  const earnings = statement.Earnings.map((line): Movement => ({
    date: line.Date,
    entry: 'earning',
    reference: line.ReferenceNumber,
    order: line.OrderNumber,
    item: locale === 'ar' && line.ItemNameAr ? line.ItemNameAr : line.ItemName,
    amountFils: bhdToFils(line.Amount),
    commissionFils: bhdToFils(line.Commission),
    changeFils: bhdToFils(line.Net),
  }));
  const payouts = statement.Payouts.map((line): Movement => ({
    date: line.Date,
    entry: 'payout',
    reference: line.ReferenceNumber,
    order: '',
    item: '',
    amountFils: bhdToFils(line.Amount),
    commissionFils: null,
    changeFils: -bhdToFils(line.Amount),
  }));
  // ISO instants sort as text; a payout and an earning of the same instant keep their lists' order.
  return [...earnings, ...payouts].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The statement as CSV text with its byte order mark, in `locale`. */
export function statementCsv(statement: ProviderStatement, locale: Locale): string {
  const entries = ENTRIES[locale];
  let balanceFils = bhdToFils(statement.OpeningBalance);
  const rows = [[statement.From, entries.opening, '', '', '', '', '', '', money(balanceFils)]];
  for (const movement of movementsOf(statement, locale)) {
    balanceFils += movement.changeFils;
    rows.push([
      bahrainDayLabel(new Date(movement.date)),
      entries[movement.entry],
      movement.reference,
      movement.order,
      movement.item,
      money(movement.amountFils),
      movement.commissionFils === null ? '' : money(movement.commissionFils),
      money(movement.changeFils),
      money(balanceFils),
    ]);
  }
  rows.push([statement.To, entries.closing, '', '', '', '', '', '', money(bhdToFils(statement.ClosingBalance))]);
  return UTF8_BOM + toCsv(HEADERS[locale], rows);
}
