import type { Transaction } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { storefrontI18n } from '@/locales/test-i18n';
import { CSV_HEADER, csvFileName, transactionsToCsv } from './transactions-csv';

/** The header in a language, as the export writes it (the page's translator). */
const headerIn = (locale: 'en' | 'ar') => {
  const i18n = storefrontI18n(locale);
  return CSV_HEADER.map((id) => i18n._(id));
};
const english = headerIn('en');

const base: Transaction = {
  TransactionId: '6b1b3c1e-1111-4111-8111-111111111111',
  Type: 'payment',
  Status: 'completed',
  Amount: 12.5,
  Description: 'Payment for order 7C9E6679',
  CreatedAt: '2026-03-05T10:00:00.000Z',
  ServiceName: 'Leak repair',
  ProviderName: 'Riffa Plumbing',
  DescriptionAr: '',
  ServiceNameAr: '',
  ProviderNameAr: '',
  ReferenceNumber: 'TXN-2026-0001',
  PaymentMethod: 'Credit Card',
  TaxDocumentId: null,
  TaxDocumentNumber: null,
};

describe('transactionsToCsv', () => {
  it('writes a header and one line per transaction, signed amounts with 2 decimals', () => {
    const csv = transactionsToCsv([base, { ...base, Type: 'refund', Amount: 5, Status: 'pending' }], english);
    expect(csv.split('\r\n')).toEqual([
      'Date,Type,Status,Description,Service,Provider,Reference,Payment Method,Amount (BHD)',
      '2026-03-05T10:00:00.000Z,payment,completed,Payment for order 7C9E6679,Leak repair,Riffa Plumbing,TXN-2026-0001,Credit Card,-12.50',
      '2026-03-05T10:00:00.000Z,refund,pending,Payment for order 7C9E6679,Leak repair,Riffa Plumbing,TXN-2026-0001,Credit Card,5.00',
      '',
    ]);
  });

  it('prefixes text cells a spreadsheet would run as a formula, and quotes commas and quotes', () => {
    const csv = transactionsToCsv(
      [
        {
          ...base,
          Description: '=HYPERLINK("http://x.test","click")',
          ServiceName: '+1 cleaning',
          ProviderName: '-Bad, "Co"',
          ReferenceNumber: '@SUM(A1)',
        },
      ],
      english,
    );
    const line = csv.split('\r\n')[1];
    expect(line).toBe(
      `2026-03-05T10:00:00.000Z,payment,completed,"'=HYPERLINK(""http://x.test"",""click"")",'+1 cleaning,"'-Bad, ""Co""",'@SUM(A1),Credit Card,-12.50`,
    );
  });

  it('writes the header in Arabic for an Arabic page, the cells staying data', () => {
    const csv = transactionsToCsv([base], headerIn('ar'));
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      'التاريخ,النوع,الحالة,الوصف,الخدمة,مقدّم الخدمة,المرجع,طريقة الدفع,المبلغ (د.ب.)',
      '2026-03-05T10:00:00.000Z,payment,completed,Payment for order 7C9E6679,Leak repair,Riffa Plumbing,TXN-2026-0001,Credit Card,-12.50',
    ]);
  });

  it('names the file by the day', () => {
    expect(csvFileName(new Date(2026, 2, 5, 9))).toBe('transactions-2026-03-05.csv');
  });
});
