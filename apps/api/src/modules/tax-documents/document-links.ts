import { SignedLinks } from '../../lib/signed-links';

// The link a receipt or refund e-mail gives to its tax invoice or credit note (issue 36): it opens
// that one PDF without signing in, for 30 days; after that the customer downloads it from the
// order's page. Forwarding the mail forwards the document, as with a paper copy; nothing else
// about the account goes with it.

export const MAILED_LINK_LIFETIME_DAYS = 30;
const LIFETIME_SECONDS = MAILED_LINK_LIFETIME_DAYS * 24 * 60 * 60;

export class TaxDocumentLinks {
  private readonly links: SignedLinks;

  constructor(secret: string, now?: () => number) {
    this.links = new SignedLinks(secret, 'tax-document-pdf', now);
  }

  /** The path (and query) that opens the document's PDF, from today for MAILED_LINK_LIFETIME_DAYS. */
  path(documentId: string): string {
    return `/api/TaxDocument/${documentId}/pdf/link?token=${this.links.sign(documentId, LIFETIME_SECONDS)}`;
  }

  opens(documentId: string, token: string): boolean {
    return this.links.verify(documentId, token);
  }
}
