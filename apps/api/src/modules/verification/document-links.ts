import { SignedLinks } from '../../lib/signed-links';

// The link a document's preview opens with (issue 38): an <img> sends no bearer token, so each
// document read by its provider or an admin carries a signed URL for its one file, valid for a
// quarter of an hour; a page read later gets fresh ones.

export const DOCUMENT_LINK_LIFETIME_SECONDS = 15 * 60;

export class DocumentLinks {
  private readonly signed: SignedLinks;

  constructor(secret: string, now?: () => number) {
    this.signed = new SignedLinks(secret, 'provider-document', now);
  }

  /** The same-origin path of the file, with its token. */
  readonly url = (providerId: string, documentId: string): string =>
    `/api/Provider/${providerId}/documents/${documentId}/file?token=${this.signed.sign(documentId, DOCUMENT_LINK_LIFETIME_SECONDS)}`;

  verify(documentId: string, token: string): boolean {
    return this.signed.verify(documentId, token);
  }
}
