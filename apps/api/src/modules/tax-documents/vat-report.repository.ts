import { and, gte, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { taxDocuments } from '../../db/schema';

// The documents of a period summed per Bahrain calendar day and kind (issue 36). Asia/Bahrain has
// no daylight saving, so a day is the UTC time three hours on (the same rule as lib/bahrain-calendar).

export interface VatDayRow {
  day: string;
  kind: 'tax-invoice' | 'credit-note';
  documents: number;
  taxableFils: number;
  vatFils: number;
}

export async function vatDays(db: DbExecutor, from: Date, until: Date): Promise<VatDayRow[]> {
  const day = sql<string>`to_char((${taxDocuments.issuedAt} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      kind: taxDocuments.kind,
      documents: sql<number>`count(*)::int`,
      taxableFils: sql<number>`coalesce(sum(${taxDocuments.taxableFils}), 0)::bigint`,
      vatFils: sql<number>`coalesce(sum(${taxDocuments.vatFils}), 0)::bigint`,
    })
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, until)))
    .groupBy(day, taxDocuments.kind)
    .orderBy(day);
  // bigint sums arrive as strings from PostgreSQL.
  return rows.map((row) => ({
    ...row,
    documents: Number(row.documents),
    taxableFils: Number(row.taxableFils),
    vatFils: Number(row.vatFils),
  }));
}
