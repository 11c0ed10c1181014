import { VAT_PERCENT } from '@marketplace/contract';
import type { TaxDocumentLine } from '../../db/schema';

// A document's lines: one per order line (the marketplace sells one information request per
// line, whatever the quantity of the listing asked about), its amounts shares of the document's
// totals so the lines always add up to them to the fils.

export interface LineSource {
  readonly id: string;
  readonly name: string;
  readonly nameAr: string;
}

/** `total` split into `count` whole shares as equal as can be, the remainder on the last ones. */
export function shares(total: number, count: number): number[] {
  if (count === 0) return [];
  const base = Math.floor(total / count);
  const rest = total - base * count;
  return Array.from({ length: count }, (_, index) => base + (index >= count - rest ? 1 : 0));
}

export function documentLines(items: readonly LineSource[], taxableFils: number, vatFils: number): TaxDocumentLine[] {
  const taxable = shares(taxableFils, items.length);
  const vat = shares(vatFils, items.length);
  return items.map((item, index) => ({
    orderItemId: item.id,
    description: `Information request: ${item.name}`,
    descriptionAr: `طلب معلومات: ${item.nameAr || item.name}`,
    quantity: 1,
    unitPriceFils: taxable[index]!,
    vatRatePercent: VAT_PERCENT,
    vatFils: vat[index]!,
    totalFils: taxable[index]! + vat[index]!,
  }));
}
