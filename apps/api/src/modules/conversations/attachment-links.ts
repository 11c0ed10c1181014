import { SignedLinks } from '../../lib/signed-links';

// The links an attachment opens with (issue 37): an <img> sends no bearer token, so a message's
// attachment carries a signed URL for the one file, valid for a few hours. Only people who may
// read the conversation are given it; a page read later gets fresh ones.

export const ATTACHMENT_LINK_LIFETIME_SECONDS = 12 * 60 * 60;

export class AttachmentLinks {
  private readonly signed: SignedLinks;

  constructor(secret: string, now?: () => number) {
    this.signed = new SignedLinks(secret, 'conversation-attachment', now);
  }

  /** The same-origin path of the file, with its token. */
  readonly url = (conversationId: string, attachmentId: string): string =>
    `/api/Conversation/${conversationId}/attachments/${attachmentId}?token=${this.signed.sign(attachmentId, ATTACHMENT_LINK_LIFETIME_SECONDS)}`;

  verify(attachmentId: string, token: string): boolean {
    return this.signed.verify(attachmentId, token);
  }
}
