import { formatBhd, TRANSACTION_AMOUNT_DECIMALS, type Transaction } from '@marketplace/contract';
import type { MessageId } from '@/locales/message-id';

// Export (spec 2.5, Transaction History): the filtered list as a CSV file a spreadsheet opens.

/**
 * The header's column names as message ids: the file is written in the page's language (the
 * cells stay data: ISO dates, the type and status codes, plain amounts).
 */
export const CSV_HEADER: readonly MessageId[] = [
  'account.csv.date',
  'account.csv.type',
  'account.csv.status',
  'account.csv.description',
  'account.csv.service',
  'account.csv.provider',
  'account.csv.reference',
  'account.csv.paymentMethod',
  'account.csv.amount',
];

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): a
// description or a provider's name is text somebody else typed, so it must stay text.
const FORMULA_START = /^[=+\-@\t\r]/;
// Amounts are numbers this file wrote itself ("-12.50"); they stay numbers a sheet can add up.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function neutralise(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

function cell(value: string): string {
  const safe = neutralise(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** "-12.50" for a payment, "5.00" for a refund: the screen's sign, without the currency. */
export function signedAmount(transaction: Transaction): string {
  const digits = formatBhd(transaction.Amount, TRANSACTION_AMOUNT_DECIMALS).replace(/^-/, '').split(' ')[0];
  return transaction.Type === 'refund' ? `${digits}` : `-${digits}`;
}

/** One header line (CSV_HEADER, translated) and one line per transaction, CRLF as RFC 4180 has it. */
export function transactionsToCsv(transactions: readonly Transaction[], header: readonly string[]): string {
  const rows = transactions.map((t) => [
    t.CreatedAt,
    t.Type,
    t.Status,
    t.Description,
    t.ServiceName,
    t.ProviderName,
    t.ReferenceNumber,
    t.PaymentMethod,
    signedAmount(t),
  ]);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** transactions-2026-03-05.csv, dated by the device's day. */
export function csvFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `transactions-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
