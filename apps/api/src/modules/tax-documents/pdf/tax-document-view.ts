import type { TaxDocumentLine as StoredTaxDocumentLine } from '../../../db/schema';

/**
 * Everything a tax invoice or a credit note prints, as the renderer takes it: built from the
 * database by the module, so the PDF code reads no tables and can be tested on plain objects.
 * Amounts are integer fils (1 BHD = 1000 fils), as everywhere in the product.
 */
export interface TaxDocumentView {
  kind: 'tax-invoice' | 'credit-note';
  /** e.g. "INV-000123" or "CN-000007": printed as is. */
  number: string;
  /** ISO date-time of issue; printed in Bahrain time (Asia/Bahrain, UTC+3). */
  issuedAt: string;
  seller: {
    legalName: string;
    legalNameAr: string;
    address: string;
    addressAr: string;
    vatNumber: string;
    crNumber: string;
  };
  buyer: { name: string; address: string; email: string; vatNumber: string | null };
  /** For a credit note: the invoice it corrects. */
  original: { number: string; issuedAt: string } | null;
  /** For a credit note: why (e.g. "Refund: item cancelled by the provider"). */
  reason: string | null;
  /** The reason in Arabic, '' when it has none. */
  reasonAr: string;
  /** The order the document is for, printed as a reference (e.g. "ORD-20261201-0042"). */
  orderNumber: string;
  lines: TaxDocumentLine[];
  totals: { taxableFils: number; vatFils: number; totalFils: number };
}

/** A stored line without the order line it came from, which the PDF does not print. */
export type TaxDocumentLine = Omit<StoredTaxDocumentLine, 'orderItemId'>;
