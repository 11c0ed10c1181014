import type { TaxDocumentLine, TaxDocumentView } from './tax-document-view';

// Documents for the renderer's tests (and for looking at: TAX_PDF_SAMPLES=dir keeps the PDFs the
// tests render). Amounts add up as the module computes them: 10% VAT per line, totals the sums.

const seller: TaxDocumentView['seller'] = {
  legalName: 'Bahrain Services Marketplace W.L.L.',
  legalNameAr: 'سوق خدمات البحرين ذ.م.م.',
  address: 'Office 2104, Building 2504, Road 2832, Block 428, Seef, Kingdom of Bahrain',
  addressAr: 'مكتب 2104، مبنى 2504، طريق 2832، مجمع 428، السيف، مملكة البحرين',
  vatNumber: '220000000000003',
  crNumber: '123456-1',
};

/** A line of `quantity` at `unitPriceFils`, with its VAT and total. */
export function sampleLine(
  description: string,
  descriptionAr: string,
  quantity: number,
  unitPriceFils: number,
): TaxDocumentLine {
  const vatFils = Math.round((quantity * unitPriceFils) / 10);
  return {
    description,
    descriptionAr,
    quantity,
    unitPriceFils,
    vatRatePercent: 10,
    vatFils,
    totalFils: quantity * unitPriceFils + vatFils,
  };
}

export const SAMPLE_LINES: TaxDocumentLine[] = [
  sampleLine('Deep home cleaning (3 hours)', 'تنظيف عميق للمنزل (3 ساعات)', 1, 25_000),
  sampleLine('AC maintenance, split unit', 'صيانة مكيف سبليت', 2, 12_000),
  // A provider who wrote the title in Arabic only.
  sampleLine('غسيل السيارة في الموقع مع تلميع الإطارات', '', 1, 8_000),
];

/** The document with these lines, its totals their sums. */
export function withLines(document: TaxDocumentView, lines: TaxDocumentLine[]): TaxDocumentView {
  const sum = (pick: (line: TaxDocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    ...document,
    lines,
    totals: {
      taxableFils: sum((line) => line.quantity * line.unitPriceFils),
      vatFils: sum((line) => line.vatFils),
      totalFils: sum((line) => line.totalFils),
    },
  };
}

export const SAMPLE_INVOICE: TaxDocumentView = withLines(
  {
    kind: 'tax-invoice',
    number: 'INV-000123',
    // 14:05 in Bahrain.
    issuedAt: '2026-12-01T11:05:00.000Z',
    seller,
    buyer: {
      name: 'Fatima Al-Khalifa',
      address: 'Flat 12, Building 345, Road 1234, Block 312, Manama',
      email: 'fatima@example.com',
      vatNumber: null,
    },
    original: null,
    reason: null,
    reasonAr: '',
    orderNumber: 'ORD-20261201-0042',
    lines: [],
    totals: { taxableFils: 0, vatFils: 0, totalFils: 0 },
  },
  SAMPLE_LINES,
);

export const SAMPLE_CREDIT_NOTE: TaxDocumentView = withLines(
  {
    ...SAMPLE_INVOICE,
    kind: 'credit-note',
    number: 'CN-000007',
    issuedAt: '2026-12-03T07:30:00.000Z',
    original: { number: SAMPLE_INVOICE.number, issuedAt: SAMPLE_INVOICE.issuedAt },
    reason: 'Refund: item cancelled by the provider',
    reasonAr: 'استرداد: ألغى المزوّد العنصر',
  },
  [sampleLine('AC maintenance, split unit', 'صيانة مكيف سبليت', 1, 12_000)],
);

/** `count` lines, the three samples in turn. */
export const manyLines = (count: number): TaxDocumentLine[] =>
  Array.from({ length: count }, (_, index) => SAMPLE_LINES[index % SAMPLE_LINES.length]!);
