import { ATTACHMENT_MAX_BYTES } from '@marketplace/contract';
import type { UiMessageId } from '../../lib/ui-text';

// What the composer accepts before anything is uploaded: the API's own rule (images and PDFs up to
// 10 MB, checked again there by content), said at once instead of after a 10 MB upload.

export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
const ACCEPTED_TYPES = new Set(ATTACHMENT_ACCEPT.split(','));

/** Why a chosen file cannot be sent (a message id whose English is the API's text), or null. */
export function attachmentProblem(file: Pick<File, 'type' | 'size'>): UiMessageId | null {
  if (!ACCEPTED_TYPES.has(file.type)) return 'ui.conversation.fileType';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'ui.conversation.fileTooLarge';
  return null;
}
