import {
  filsToBhd,
  TAX_DOCUMENT_MESSAGES,
  type VatReport,
  type VatReportDay,
  type VatReportQuery,
} from '@marketplace/contract';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/http-error';
import { bahrainDayLabel, bahrainMonthStart, nextBahrainMonth } from '../../lib/bahrain-calendar';
import { vatDays, type VatDayRow } from './vat-report.repository';

// The figures of a VAT return (issue 36): for a month or a quarter, the tax invoices' taxable
// sales and output VAT and the credit notes' corrections, per day and in total. They are the sums
// of the documents themselves, so the report matches them to the fils.

interface Sums {
  invoices: number;
  taxable: number;
  vat: number;
  notes: number;
  creditedTaxable: number;
  creditedVat: number;
}

const ZERO: Sums = { invoices: 0, taxable: 0, vat: 0, notes: 0, creditedTaxable: 0, creditedVat: 0 };

function add(sums: Sums, row: VatDayRow): Sums {
  return row.kind === 'tax-invoice'
    ? {
        ...sums,
        invoices: sums.invoices + row.documents,
        taxable: sums.taxable + row.taxableFils,
        vat: sums.vat + row.vatFils,
      }
    : {
        ...sums,
        notes: sums.notes + row.documents,
        creditedTaxable: sums.creditedTaxable + row.taxableFils,
        creditedVat: sums.creditedVat + row.vatFils,
      };
}

function figures(sums: Sums): Omit<VatReportDay, 'Date'> {
  return {
    Invoices: sums.invoices,
    TaxableSales: filsToBhd(sums.taxable),
    OutputVat: filsToBhd(sums.vat),
    CreditNotes: sums.notes,
    CreditedTaxable: filsToBhd(sums.creditedTaxable),
    CreditedVat: filsToBhd(sums.creditedVat),
    NetTaxable: filsToBhd(sums.taxable - sums.creditedTaxable),
    NetVat: filsToBhd(sums.vat - sums.creditedVat),
  };
}

/** The period's first and last Bahrain month. */
function monthsOf(query: VatReportQuery): { first: number; last: number } {
  if ((query.month === undefined) === (query.quarter === undefined))
    throw badRequest(TAX_DOCUMENT_MESSAGES.periodInvalid);
  if (query.month !== undefined) return { first: query.month, last: query.month };
  const first = (query.quarter! - 1) * 3 + 1;
  return { first, last: first + 2 };
}

export class VatReportService {
  constructor(private readonly db: Database) {}

  async report(query: VatReportQuery): Promise<VatReport> {
    const { first, last } = monthsOf(query);
    const from = bahrainMonthStart({ year: query.year, month: first });
    const until = bahrainMonthStart(nextBahrainMonth({ year: query.year, month: last }));
    const rows = await vatDays(this.db, from, until);
    const byDay = new Map<string, Sums>();
    for (const row of rows) byDay.set(row.day, add(byDay.get(row.day) ?? ZERO, row));
    return {
      From: bahrainDayLabel(from),
      To: bahrainDayLabel(new Date(until.getTime() - 1)),
      Days: [...byDay].map(([date, sums]) => ({ Date: date, ...figures(sums) })),
      Totals: figures(rows.reduce(add, ZERO)),
    };
  }
}
