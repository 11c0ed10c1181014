import type { TaxDocumentKind } from '@marketplace/contract';
import type { MessageId } from '@/locales/message-id';

// A tax document's words by its kind (issue 36; our wording, the spec has no invoices). Separate
// messages rather than the kind put into one sentence: Arabic joins the preposition to the noun
// ("للفاتورة", "للإشعار") and gives each kind its own article.

export interface TaxDocumentTexts {
  /** "Tax invoice" / "Credit note". */
  readonly kind: MessageId;
  /** "Tax invoice {number}": a button's text where nothing beside it names the document. */
  readonly named: MessageId;
  /** "Download tax invoice {number}": that button's accessible name (its text inside). */
  readonly download: MessageId;
  /** "Download PDF of tax invoice {number}": the name of a "Download PDF" button. */
  readonly downloadPdfOf: MessageId;
}

export const TAX_DOCUMENT_TEXTS: Readonly<Record<TaxDocumentKind, TaxDocumentTexts>> = {
  'tax-invoice': {
    kind: 'account.taxDocuments.invoice',
    named: 'account.taxDocuments.named.invoice',
    download: 'account.taxDocuments.download.invoice',
    downloadPdfOf: 'account.taxDocuments.downloadPdfOf.invoice',
  },
  'credit-note': {
    kind: 'account.taxDocuments.creditNote',
    named: 'account.taxDocuments.named.creditNote',
    download: 'account.taxDocuments.download.creditNote',
    downloadPdfOf: 'account.taxDocuments.downloadPdfOf.creditNote',
  },
};
