import type { TaxDocument } from '@marketplace/contract';
import { ORDER_ID } from './order-detail-fixtures';

// Tax invoices and credit notes (issue 36) for the order detail's and the transactions' tests.

export const INVOICE_ID = '51111111-1111-4111-8111-111111111111';
export const CREDIT_NOTE_ID = '52222222-2222-4222-8222-222222222222';

const party = {
  Name: 'Marketplace WLL',
  NameAr: '',
  Address: 'Manama',
  AddressAr: '',
  Email: 'billing@example.test',
  VatNumber: '200000000000003',
  CrNumber: '123456-1',
};

export function taxInvoice(overrides: Partial<TaxDocument> = {}): TaxDocument {
  return {
    TaxDocumentId: INVOICE_ID,
    Kind: 'tax-invoice',
    Number: 'INV-000123',
    IssuedAt: '2026-03-05T10:05:00.000Z',
    OrderId: ORDER_ID,
    OriginalNumber: null,
    Reason: '',
    ReasonAr: '',
    Seller: party,
    Buyer: { ...party, Name: 'Sara Ali', VatNumber: null, CrNumber: '' },
    Lines: [],
    Taxable: 2.7,
    Vat: 0.27,
    Total: 2.97,
    Partial: false,
    ...overrides,
  };
}

export const creditNote = (overrides: Partial<TaxDocument> = {}) =>
  taxInvoice({
    TaxDocumentId: CREDIT_NOTE_ID,
    Kind: 'credit-note',
    Number: 'CN-000004',
    IssuedAt: '2026-03-07T08:00:00.000Z',
    OriginalNumber: 'INV-000123',
    Reason: 'Order cancelled',
    ReasonAr: 'أُلغي الطلب',
    Taxable: 0.9,
    Vat: 0.09,
    Total: 0.99,
    ...overrides,
  });
