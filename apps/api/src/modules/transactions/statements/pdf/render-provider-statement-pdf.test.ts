import { join } from 'node:path';
import type { ProviderStatement } from '@marketplace/contract';
import { describe, expect, it, vi } from 'vitest';
import { FOOTER_TOP, LEFT, RIGHT } from '../../../../lib/pdf/page-geometry';
import { pageText, pdfFolder, readBack } from '../../../../lib/pdf/testing/read-back';
import { renderProviderStatementPdf } from './render-provider-statement-pdf';
import { sampleStatement } from './sample-statement';

// The statements are read back as a reader's tools read them (lib/pdf/testing), as the tax
// documents' are; STATEMENT_PDF_SAMPLES=dir keeps them to look at.

const folder = pdfFolder('STATEMENT_PDF_SAMPLES');

/** Renders the statement and reads it back. */
const rendered = async (name: string, statement: ProviderStatement) =>
  readBack(await renderProviderStatementPdf(statement), join(folder(), `${name}.pdf`));

const money = (bhd: number) => bhd.toFixed(3);

describe('renderProviderStatementPdf', () => {
  it('prints a month on one A4 page, in English and Arabic, with every figure', async () => {
    const statement = sampleStatement({ isOpen: true });
    const { info, pages, text } = await rendered('open-month', statement);

    expect(pages).toBe(1);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)/m);
    expect(info).toMatch(/^CreationDate:\s+2026-12-01T06:00:00Z$/m);
    for (const expected of [
      'Monthly statement',
      'كشف الحساب الشهري',
      'November 2026',
      'نوفمبر',
      'Pearl Home Services W.L.L.',
      'اللؤلؤة للخدمات المنزلية',
      '1 November 2026 – 30 November 2026',
      'The month is still open: figures may change',
      'الشهر لم ينته بعد',
      'قد تتغير الأرقام',
      'Opening balance',
      'الرصيد الافتتاحي',
      'Closing balance',
      'الرصيد الختامي',
      'Commission',
      'العمولة',
      'Payouts paid',
      'الدفعات المسددة',
      // An item's Arabic name, in logical order, beside its English one.
      'Deep home cleaning (3 hours)',
      'تنظيف عميق للمنزل',
      'صيانة مكيف سبليت',
      'Generated 1 December 2026, 09:00',
      'بتوقيت البحرين',
      'Page 1 of 1',
      'صفحة',
    ]) {
      expect(text).toContain(expected);
    }
    // The summary's six figures, with the currency.
    const { Totals } = statement;
    for (const bhd of [statement.OpeningBalance, Totals.Gross, Totals.Commission, Totals.Net, Totals.PaidOut]) {
      expect(text).toContain(`${money(bhd)} BHD`);
    }
    expect(text).toContain(`${money(statement.ClosingBalance)} BHD`);
    expect(statement.ClosingBalance).toBe(56.72);
    // Each earning and payout, dated in Bahrain.
    for (const line of statement.Earnings) {
      expect(text).toContain(line.OrderNumber);
      for (const bhd of [line.Amount, line.Commission, line.Net]) expect(text).toContain(money(bhd));
    }
    expect(text).toContain('1 Nov 2026');
    expect(text).toContain('25 Nov 2026');
    expect(text).toContain('PAY-2026-000001');
    expect(text).toContain('15 Nov 2026');
  });

  it('says nothing of an open month once the month has ended', async () => {
    const { text } = await rendered('closed-month', sampleStatement({ isOpen: false }));
    expect(text).toContain('Monthly statement');
    expect(text).not.toContain('still open');
    expect(text).not.toContain('قد تتغير الأرقام');
  });

  it('runs 300 earnings over several pages, repeating the headings, numbering each page', async () => {
    const statement = sampleStatement({ earnings: 300, payouts: [40_000, 125_500, 9_999] });
    const { file, pages, text, words } = await rendered('300-earnings', statement);

    expect(pages).toBeGreaterThan(5);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(await pageText(file, 1)).toContain(`Page 1 of ${pages}`);
    // Every earning once, none lost at a page break.
    expect(text.match(/ORD-202611\d\d-\d{4}/g)).toHaveLength(300);
    for (const page of [2, pages - 1]) {
      const next = await pageText(file, page);
      expect(next).toContain('Monthly statement');
      expect(next).toContain('كشف الحساب الشهري');
      expect(next).toContain('Earnings (continued)');
      expect(next).toContain('الأرباح (تابع');
      expect(next).toContain('Order No.');
      expect(next).toContain('رقم الطلب');
      expect(next).toContain(`Page ${page} of ${pages}`);
    }
    const last = await pageText(file, pages);
    expect(last).toContain(money(statement.Totals.PaidOut));
    expect(last).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain(`${money(statement.Totals.Gross)}`);
    expect(text).toContain(`${money(statement.Totals.Net)}`);
    // Every word inside the margins, and nothing of the body reaches the footer.
    for (const word of words) {
      expect(word.xMin, word.text).toBeGreaterThanOrEqual(LEFT - 0.5);
      expect(word.xMax, word.text).toBeLessThanOrEqual(RIGHT + 0.5);
      expect(word.yMin >= FOOTER_TOP || word.yMax <= FOOTER_TOP, word.text).toBe(true);
    }
  });

  it('gives the same bytes for the same statement, whenever it is rendered', async () => {
    const statement = sampleStatement({ earnings: 40 });
    const first = await renderProviderStatementPdf(statement);
    // A clock years on changes nothing: the PDF's dates are the statement's GeneratedAt.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-06-15T12:00:00Z') });
    try {
      const second = await renderProviderStatementPdf(structuredClone(statement));
      expect(first.equals(second)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('prints a month without earnings or payouts with its zero figures', async () => {
    const { pages, text } = await rendered(
      'empty-month',
      sampleStatement({ earnings: 0, payouts: [], openingFils: 0 }),
    );

    expect(pages).toBe(1);
    expect(text.match(/0\.000 BHD/g)).toHaveLength(6);
    for (const expected of [
      'No earnings in this month',
      'لا توجد أرباح في هذا الشهر',
      'No payouts in this month',
      'لا توجد دفعات في هذا الشهر',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Order No.');
  });
});
