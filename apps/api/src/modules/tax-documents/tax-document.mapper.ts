import { filsToBhd, type TaxDocument } from '@marketplace/contract';
import type { TaxDocumentLine, TaxDocumentParty } from '../../db/schema';
import type { TaxDocumentRow } from './tax-documents.repository';
import { reasonInArabic } from './document-reasons';

// A stored document as the API shows it: amounts in BHD, and for a provider only the lines of its
// own items with their amounts (Partial).

const party = (value: TaxDocumentParty): TaxDocument['Seller'] => ({
  Name: value.name,
  NameAr: value.nameAr ?? '',
  Address: value.address,
  AddressAr: value.addressAr ?? '',
  Email: value.email ?? '',
  VatNumber: value.vatNumber,
  CrNumber: value.crNumber ?? '',
});

const line = (value: TaxDocumentLine): TaxDocument['Lines'][number] => ({
  OrderItemId: value.orderItemId,
  Description: value.description,
  DescriptionAr: value.descriptionAr,
  Quantity: value.quantity,
  UnitPrice: filsToBhd(value.unitPriceFils),
  VatRate: value.vatRatePercent,
  Vat: filsToBhd(value.vatFils),
  Total: filsToBhd(value.totalFils),
});

/** `onlyItems`: the order lines the reader may see (a provider's); all of them when absent. */
export function toTaxDocument(
  row: TaxDocumentRow,
  originalNumber: string | null,
  onlyItems?: ReadonlySet<string>,
): TaxDocument {
  const lines = onlyItems ? row.lines.filter((item) => onlyItems.has(item.orderItemId)) : row.lines;
  const sum = (pick: (item: TaxDocumentLine) => number) => lines.reduce((total, item) => total + pick(item), 0);
  const [taxable, vat, total] = onlyItems
    ? [sum((item) => item.unitPriceFils * item.quantity), sum((item) => item.vatFils), sum((item) => item.totalFils)]
    : [row.taxableFils, row.vatFils, row.totalFils];
  return {
    TaxDocumentId: row.id,
    Kind: row.kind,
    Number: row.number,
    IssuedAt: row.issuedAt.toISOString(),
    OrderId: row.orderId,
    OriginalNumber: originalNumber,
    Reason: row.reason ?? '',
    ReasonAr: reasonInArabic(row.reason, row.lines),
    Seller: party(row.seller),
    Buyer: party(row.buyer),
    Lines: lines.map(line),
    Taxable: filsToBhd(taxable),
    Vat: filsToBhd(vat),
    Total: filsToBhd(total),
    Partial: onlyItems !== undefined,
  };
}
