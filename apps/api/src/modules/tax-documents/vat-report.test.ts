import { BAHRAIN_UTC_OFFSET_MS, filsToBhd, TAX_DOCUMENT_MESSAGES } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDocuments } from '../../db/schema/index';
import { seededFixture, type SeededFixture } from '../../seed/testing';
import { VatReportService } from './vat-report.service';

// The VAT report of a seeded period equals the sum of its documents to the fils (issue 36), here
// added up in JavaScript, day by day in Bahrain time, from the documents themselves; on PGlite and,
// in the PostgreSQL pass, on PostgreSQL.

type Document = typeof taxDocuments.$inferSelect;

const bahrainDay = (at: Date) => new Date(at.getTime() + BAHRAIN_UTC_OFFSET_MS).toISOString().slice(0, 10);

function expectedFigures(documents: readonly Document[]) {
  const sum = (kind: Document['kind'], pick: (row: Document) => number) =>
    documents.filter((row) => row.kind === kind).reduce((total, row) => total + pick(row), 0);
  const taxable = sum('tax-invoice', (row) => row.taxableFils);
  const vat = sum('tax-invoice', (row) => row.vatFils);
  const creditedTaxable = sum('credit-note', (row) => row.taxableFils);
  const creditedVat = sum('credit-note', (row) => row.vatFils);
  return {
    Invoices: documents.filter((row) => row.kind === 'tax-invoice').length,
    TaxableSales: filsToBhd(taxable),
    OutputVat: filsToBhd(vat),
    CreditNotes: documents.filter((row) => row.kind === 'credit-note').length,
    CreditedTaxable: filsToBhd(creditedTaxable),
    CreditedVat: filsToBhd(creditedVat),
    NetTaxable: filsToBhd(taxable - creditedTaxable),
    NetVat: filsToBhd(vat - creditedVat),
  };
}

describe('the VAT report', () => {
  let fixture: SeededFixture;
  let documents: Document[];
  let service: VatReportService;

  beforeAll(async () => {
    fixture = await seededFixture();
    documents = await fixture.testDb.db.select().from(taxDocuments);
    service = new VatReportService(fixture.testDb.db);
  }, 120_000);
  afterAll(() => fixture?.close());

  /** The seeded month with the most documents, credit notes among them. */
  function busiestMonth(): { year: number; month: number } {
    const counts = new Map<string, number>();
    for (const row of documents) {
      const key = bahrainDay(row.issuedAt).slice(0, 7);
      counts.set(key, (counts.get(key) ?? 0) + (row.kind === 'credit-note' ? 100 : 1));
    }
    const [key] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    return { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) };
  }

  it("equals the month's documents, day by day and in total, to the fils", async () => {
    const { year, month } = busiestMonth();
    const label = `${year}-${String(month).padStart(2, '0')}`;
    const inMonth = documents.filter((row) => bahrainDay(row.issuedAt).startsWith(label));
    expect(inMonth.some((row) => row.kind === 'credit-note')).toBe(true);
    const report = await service.report({ year, month });
    expect(report.From).toBe(`${label}-01`);
    expect(report.To.slice(0, 7)).toBe(label);
    const days = [...new Set(inMonth.map((row) => bahrainDay(row.issuedAt)))].sort();
    expect(report.Days).toEqual(
      days.map((day) => ({ Date: day, ...expectedFigures(inMonth.filter((row) => bahrainDay(row.issuedAt) === day)) })),
    );
    expect(report.Totals).toEqual(expectedFigures(inMonth));
  });

  it("equals a quarter's documents, the sum of its three months", async () => {
    const { year, month } = busiestMonth();
    const quarter = Math.ceil(month / 3);
    const first = (quarter - 1) * 3 + 1;
    const inQuarter = documents.filter((row) => {
      const day = bahrainDay(row.issuedAt);
      const m = Number(day.slice(5, 7));
      return Number(day.slice(0, 4)) === year && m >= first && m <= first + 2;
    });
    const report = await service.report({ year, quarter });
    expect(report.Totals).toEqual(expectedFigures(inQuarter));
    expect(report.From).toBe(`${year}-${String(first).padStart(2, '0')}-01`);
  });

  it('is empty, all zeros, for a period without documents', async () => {
    const report = await service.report({ year: 2001, month: 2 });
    expect(report).toMatchObject({ From: '2001-02-01', To: '2001-02-28', Days: [] });
    expect(report.Totals).toEqual(expectedFigures([]));
  });

  it('asks for a month or a quarter, not both and not neither', async () => {
    await expect(service.report({ year: 2026, month: 1, quarter: 1 })).rejects.toMatchObject({
      message: TAX_DOCUMENT_MESSAGES.periodInvalid,
    });
    await expect(service.report({ year: 2026 })).rejects.toMatchObject({
      message: TAX_DOCUMENT_MESSAGES.periodInvalid,
    });
  });
});
