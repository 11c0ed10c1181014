import { CONVERSATION_MESSAGES } from '@marketplace/contract';
import { checkPrivateFile, type CheckedPrivateFile } from '../../lib/media/private-file-check';

/** What a conversation's attachment may be (issue 37): an image (JPEG, PNG, WebP) or a PDF. */
export const checkAttachment = (file: { data: Buffer; tooLarge: boolean }): Promise<CheckedPrivateFile> =>
  checkPrivateFile(file, {
    images: ['jpeg', 'png', 'webp'],
    typeMessage: CONVERSATION_MESSAGES.attachmentType,
    tooLargeMessage: CONVERSATION_MESSAGES.attachmentTooLarge,
  });
