import type { TaxDocument } from '@marketplace/contract';

// Tax documents (issue 36) as GET /api/Order/{id}/tax-documents answers them, for the order pages'
// tests: an order's invoice and a credit note for one of its lines.

export const TAX_ORDER_ID = '5f3e2a1b-0000-4000-8000-000000000001';

const party = {
  Name: 'Services Marketplace Bahrain W.L.L.',
  NameAr: 'سوق الخدمات البحرين ذ.م.م.',
  Address: 'Building 100, Road 200, Manama',
  AddressAr: 'مبنى 100، طريق 200، المنامة',
  Email: 'billing@example.bh',
  VatNumber: '200012345600003',
  CrNumber: '123456-1',
};

const line = (over: Partial<TaxDocument['Lines'][number]> = {}): TaxDocument['Lines'][number] => ({
  OrderItemId: 'i-1',
  Description: 'Information request: AC repair',
  DescriptionAr: 'طلب معلومات: إصلاح المكيّف',
  Quantity: 1,
  UnitPrice: 0.9,
  VatRate: 10,
  Vat: 0.09,
  Total: 0.99,
  ...over,
});

export const taxInvoice = (over: Partial<TaxDocument> = {}): TaxDocument => ({
  TaxDocumentId: '7a000000-0000-4000-8000-000000000001',
  Kind: 'tax-invoice',
  Number: 'INV-000041',
  IssuedAt: '2026-11-20T09:31:00Z',
  OrderId: TAX_ORDER_ID,
  OriginalNumber: null,
  Reason: '',
  ReasonAr: '',
  Seller: party,
  Buyer: { ...party, Name: 'Layla Hasan', NameAr: '', VatNumber: null, CrNumber: '' },
  Lines: [line(), line({ OrderItemId: 'i-2', Description: 'Information request: Duct cleaning', DescriptionAr: '' })],
  Taxable: 1.8,
  Vat: 0.18,
  Total: 1.98,
  Partial: false,
  ...over,
});

export const creditNote = (over: Partial<TaxDocument> = {}): TaxDocument => ({
  ...taxInvoice(),
  TaxDocumentId: '7a000000-0000-4000-8000-000000000002',
  Kind: 'credit-note',
  Number: 'CN-000007',
  IssuedAt: '2026-11-21T10:00:00Z',
  OriginalNumber: 'INV-000041',
  Reason: 'Fully booked that week',
  ReasonAr: '',
  Lines: [line({ OrderItemId: 'i-2', Description: 'Information request: Duct cleaning', DescriptionAr: '' })],
  Taxable: 0.9,
  Vat: 0.09,
  Total: 0.99,
  ...over,
});

/** The lines of one provider's items only, as the API answers a provider (`Partial`). */
export const providerView = (document: TaxDocument, itemIds: readonly string[]): TaxDocument => {
  const lines = document.Lines.filter((item) => itemIds.includes(item.OrderItemId));
  const sum = (pick: (item: TaxDocument['Lines'][number]) => number) =>
    Math.round(lines.reduce((total, item) => total + pick(item) * 1000, 0)) / 1000;
  return {
    ...document,
    Lines: lines,
    Taxable: sum((item) => item.UnitPrice * item.Quantity),
    Vat: sum((item) => item.Vat),
    Total: sum((item) => item.Total),
    Partial: true,
  };
};
