import type { Bilingual } from '../../../../lib/pdf/bilingual';
import { bahrainDateTime } from '../../../../lib/pdf/document-format';

// Every text of a provider's monthly statement in both languages, printed side by side (see
// lib/pdf/bilingual.ts). The words are the provider dashboard's: "الأرباح", "الدفعات", "البند",
// "الصافي", "العمولة", "المرجع" (apps/backoffice/src/locales/provider-*), and the statement CSV's
// "الرصيد الافتتاحي" and "الرصيد الختامي".

export const MARKETPLACE: Bilingual = { en: 'Bahrain Services Marketplace', ar: 'سوق خدمات البحرين' };

export const TITLE: Bilingual = { en: 'Monthly statement', ar: 'كشف الحساب الشهري' };

export const LABELS = {
  period: { en: 'Period', ar: 'الفترة' },
  continued: { en: 'continued', ar: 'تابع' },
  openMonth: {
    en: 'The month is still open: figures may change',
    ar: 'الشهر لم ينته بعد: قد تتغير الأرقام',
  },
  summary: { en: 'Summary', ar: 'الملخص' },
  earnings: { en: 'Earnings', ar: 'الأرباح' },
  payouts: { en: 'Payouts', ar: 'الدفعات' },
  noEarnings: { en: 'No earnings in this month', ar: 'لا توجد أرباح في هذا الشهر' },
  noPayouts: { en: 'No payouts in this month', ar: 'لا توجد دفعات في هذا الشهر' },
  total: { en: 'Total', ar: 'المجموع' },
} satisfies Record<string, Bilingual>;

/** The summary's rows, top to bottom: opening + net - paid out = closing. */
export const SUMMARY = {
  opening: { en: 'Opening balance', ar: 'الرصيد الافتتاحي' },
  gross: { en: 'Gross earnings', ar: 'إجمالي الأرباح' },
  commission: { en: 'Commission', ar: 'العمولة' },
  net: { en: 'Net earnings', ar: 'صافي الأرباح' },
  paidOut: { en: 'Payouts paid', ar: 'الدفعات المسددة' },
  closing: { en: 'Closing balance', ar: 'الرصيد الختامي' },
} satisfies Record<string, Bilingual>;

/** The tables' headings; amounts name the currency once, here. */
export const COLUMNS = {
  date: { en: 'Date', ar: 'التاريخ' },
  orderNumber: { en: 'Order No.', ar: 'رقم الطلب' },
  item: { en: 'Item', ar: 'البند' },
  amount: { en: 'Amount (BHD)', ar: 'المبلغ (د.ب.)' },
  rate: { en: 'Rate', ar: 'النسبة' },
  commission: { en: 'Commission (BHD)', ar: 'العمولة (د.ب.)' },
  net: { en: 'Net (BHD)', ar: 'الصافي (د.ب.)' },
  reference: { en: 'Reference', ar: 'المرجع' },
} satisfies Record<string, Bilingual>;

/** The footer's note: when the statement was made, and what its figures are in. */
export const footerNote = (generatedAt: string): Bilingual => ({
  en: `Generated ${bahrainDateTime(generatedAt)} (Bahrain time). Amounts in BHD.`,
  ar: `أُعد في ${bahrainDateTime(generatedAt, 'ar')} بتوقيت البحرين. المبالغ بالدينار البحريني.`,
});
