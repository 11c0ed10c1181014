import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOOTER_TOP, LEFT, PAGE, RIGHT } from '../../../lib/pdf/page-geometry';
import { pageText, pdfFolder, readBack } from '../../../lib/pdf/testing/read-back';
import { renderTaxDocumentPdf } from './render-tax-document-pdf';
import { manyLines, SAMPLE_CREDIT_NOTE, SAMPLE_INVOICE, sampleLine, withLines } from './sample-documents';
import type { TaxDocumentView } from './tax-document-view';

// The PDFs are read back as a reader's tools read them (lib/pdf/testing); TAX_PDF_SAMPLES=dir keeps
// them to look at.

const folder = pdfFolder('TAX_PDF_SAMPLES');

/** Renders the document and reads it back. */
const rendered = async (name: string, document: TaxDocumentView) =>
  readBack(await renderTaxDocumentPdf(document), join(folder(), `${name}.pdf`));

describe('renderTaxDocumentPdf', () => {
  it('prints a tax invoice on one A4 page, in English and Arabic', async () => {
    const { pdf, pages, pageSize, text } = await rendered('invoice', SAMPLE_INVOICE);

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toBe(1);
    expect(pageSize).toMatch(/^595\.28 x 841\.89 pts \(A4\)/);
    for (const expected of [
      'Tax Invoice',
      'فاتورة ضريبية',
      'INV-000123',
      '1 December 2026, 14:05',
      'ORD-20261201-0042',
      'Bahrain Services Marketplace W.L.L.',
      'سوق خدمات البحرين',
      '220000000000003',
      'رقم حساب ضريبة القيمة المضافة',
      '123456-1',
      'رقم السجل التجاري',
      'Fatima Al-Khalifa',
      'fatima@example.com',
      'Deep home cleaning',
      'تنظيف عميق للمنزل',
      'ساعات',
      'غسيل السيارة في الموقع مع تلميع الإطارات',
      '25.000',
      '27.500',
      '10%',
      '57.000 BHD',
      '5.700 BHD',
      '62.700 BHD',
      'د.ب',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a credit note naming the invoice it corrects and why', async () => {
    const { pages, text } = await rendered('credit-note', SAMPLE_CREDIT_NOTE);

    expect(pages).toBe(1);
    for (const expected of [
      'Credit Note',
      'إشعار دائن',
      'CN-000007',
      '3 December 2026, 10:30',
      'Original invoice',
      'الفاتورة الأصلية',
      'INV-000123',
      '1 December 2026, 14:05',
      'Refund: item cancelled by the provider',
      // pdftotext splits a shadda from its letter: the words around it.
      'ألغى',
      'العنصر',
      '13.200 BHD',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.each([
    [1, 1],
    [5, 1],
    [20, 2],
  ])('fits %i lines on %i page(s), repeating the title and headings on the next', async (count, expectedPages) => {
    const document = withLines(SAMPLE_INVOICE, manyLines(count));
    const { file, pages, text } = await rendered(`lines-${count}`, document);

    expect(pages).toBe(expectedPages);
    expect(text.split('AC maintenance, split unit').length - 1).toBe(
      manyLines(count).filter((line) => line.quantity === 2).length,
    );
    const last = await pageText(file, pages);
    expect(last).toContain((document.totals.totalFils / 1000).toFixed(3) + ' BHD');
    expect(last).toContain(`Page ${pages} of ${pages}`);
    if (pages > 1) {
      expect(last).toContain('فاتورة ضريبية');
      expect(last).toContain('INV-000123 · 1 December 2026');
      expect(last).toContain('continued');
      expect(last).toContain('تابع');
      expect(last).toContain('Unit price excl.');
      expect(await pageText(file, 1)).not.toContain('Total excl. VAT');
    }
  });

  it('prints hostile text without failing or leaving its box', async () => {
    const hostile = [
      '<b>"Cleaning" & co</b>',
      '\u202Eevil\u202C',
      '\u200Fمرحبا\u200E',
      'Clean ✨ 👨‍👩‍👧 🇧🇭 1️⃣',
      'tab\there\nnew line\u0000\u0007',
      'lone \uD800 surrogate, 漢字',
      'x'.repeat(3000),
      'word '.repeat(400),
    ].join(' ');
    const document = withLines(
      {
        ...SAMPLE_INVOICE,
        buyer: {
          name: hostile,
          address: `عنوان ${hostile}`,
          email: `${'a'.repeat(200)}@example.com`,
          vatNumber: '\u202E1',
        },
        reason: hostile,
      },
      [sampleLine(hostile, `\u202Bوصف ${'كلمة '.repeat(300)}${hostile}`, 1, 1_000), ...SAMPLE_INVOICE.lines],
    );
    const { pages, text, words } = await rendered('hostile', document);

    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain('"Cleaning" & co');
    expect(text).toContain('مرحبا');
    expect(text).toContain('…');
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(text).toContain('Page 2 of 2');
    // Every word inside the margins, and nothing of the body reaches the footer.
    expect(words.length).toBeGreaterThan(100);
    for (const word of words) {
      expect(word.xMin, word.text).toBeGreaterThanOrEqual(LEFT - 0.5);
      expect(word.xMax, word.text).toBeLessThanOrEqual(RIGHT + 0.5);
      expect(word.yMin >= FOOTER_TOP || word.yMax <= FOOTER_TOP, word.text).toBe(true);
      expect(word.yMax, word.text).toBeLessThanOrEqual(PAGE.height - 30);
    }
  });

  it('gives the same bytes for the same document', async () => {
    const [first, second] = await Promise.all([
      renderTaxDocumentPdf(SAMPLE_CREDIT_NOTE),
      renderTaxDocumentPdf(SAMPLE_CREDIT_NOTE),
    ]);
    expect(first.equals(second)).toBe(true);
  });
});
