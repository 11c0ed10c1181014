import type { Bilingual } from '../../../lib/pdf/bilingual';

// Every label of a tax invoice and a credit note in both languages, printed side by side: one
// document serves an English and an Arabic reader (issue 36), and a bilingual tax document is the
// Gulf's usual form. The documents' texts live here rather than in the apps' catalogs: the API
// prints them, in both languages at once, whatever the reader's language.

export const TITLES: Record<'tax-invoice' | 'credit-note', Bilingual> = {
  'tax-invoice': { en: 'Tax Invoice', ar: 'فاتورة ضريبية' },
  'credit-note': { en: 'Credit Note', ar: 'إشعار دائن' },
};

export const NUMBER_LABELS: Record<'tax-invoice' | 'credit-note', Bilingual> = {
  'tax-invoice': { en: 'Invoice No.', ar: 'رقم الفاتورة' },
  'credit-note': { en: 'Credit Note No.', ar: 'رقم الإشعار الدائن' },
};

export const DETAILS_HEADINGS: Record<'tax-invoice' | 'credit-note', Bilingual> = {
  'tax-invoice': { en: 'Invoice details', ar: 'بيانات الفاتورة' },
  'credit-note': { en: 'Credit note details', ar: 'بيانات الإشعار الدائن' },
};

export const LABELS = {
  customer: { en: 'Customer', ar: 'العميل' },
  vatNumber: { en: 'VAT Account No.', ar: 'رقم حساب ضريبة القيمة المضافة' },
  crNumber: { en: 'CR No.', ar: 'رقم السجل التجاري' },
  email: { en: 'E-mail', ar: 'البريد الإلكتروني' },
  issuedAt: { en: 'Date of issue', ar: 'تاريخ الإصدار' },
  orderNumber: { en: 'Order No.', ar: 'رقم الطلب' },
  originalInvoice: { en: 'Original invoice', ar: 'الفاتورة الأصلية' },
  originalIssuedAt: { en: 'Invoice date', ar: 'تاريخ الفاتورة' },
  reason: { en: 'Reason', ar: 'السبب' },
  continued: { en: 'continued', ar: 'تابع' },
} satisfies Record<string, Bilingual>;

/** The lines table's headings; amounts name the currency once, here. */
export const COLUMNS = {
  index: { en: '#', ar: 'م' },
  description: { en: 'Description', ar: 'الوصف' },
  quantity: { en: 'Qty', ar: 'الكمية' },
  unitPrice: { en: 'Unit price excl. VAT (BHD)', ar: 'سعر الوحدة دون الضريبة (د.ب.)' },
  vatRate: { en: 'VAT rate', ar: 'نسبة الضريبة' },
  vat: { en: 'VAT (BHD)', ar: 'الضريبة (د.ب.)' },
  total: { en: 'Total incl. VAT (BHD)', ar: 'الإجمالي شامل الضريبة (د.ب.)' },
} satisfies Record<string, Bilingual>;

export const TOTALS = {
  taxable: { en: 'Total excl. VAT', ar: 'الإجمالي دون ضريبة القيمة المضافة' },
  total: { en: 'Total incl. VAT', ar: 'الإجمالي شامل ضريبة القيمة المضافة' },
} satisfies Record<string, Bilingual>;

/** "VAT 10%" when every line has that rate; "VAT" alone when rates differ. */
export function vatTotalLabel(rates: readonly number[]): Bilingual {
  const distinct = [...new Set(rates)];
  const rate = distinct.length === 1 ? ` ${distinct[0]}%` : '';
  return { en: `VAT${rate}`, ar: `ضريبة القيمة المضافة${rate}` };
}

export const FOOTER: Bilingual = {
  en: 'Amounts in Bahraini dinars (BHD). Times in Bahrain time (UTC+3).',
  ar: 'المبالغ بالدينار البحريني (د.ب.). الأوقات بتوقيت البحرين.',
};
