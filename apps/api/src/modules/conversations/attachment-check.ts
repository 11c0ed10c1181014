import { CONVERSATION_MESSAGES } from '@marketplace/contract';
import { HttpError } from '../../lib/http-error';
import { ImageTooLargeError, normalizeImage, UnsupportedImageError } from '../../lib/media/image-processing';

// What a conversation's attachment may be, judged by its bytes (issue 37): an image (JPEG, PNG,
// WebP), re-encoded as listing photos are, so EXIF positions never reach the other side; or a PDF.

export interface CheckedAttachment {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  extension: 'jpg' | 'png' | 'pdf';
  width: number;
  height: number;
}

const PDF_HEAD = Buffer.from('%PDF-');
const PDF_TAIL = Buffer.from('%%EOF');
/** Writers may add a few bytes (line ends, whitespace) after the last %%EOF. */
const PDF_TAIL_WINDOW = 1024;

/** A PDF starts with its header and ends with an end-of-file marker; a cut-off upload does not. */
export function looksLikePdf(data: Buffer): boolean {
  return data.subarray(0, PDF_HEAD.length).equals(PDF_HEAD) && data.subarray(-PDF_TAIL_WINDOW).includes(PDF_TAIL);
}

export async function checkAttachment(file: { data: Buffer; tooLarge: boolean }): Promise<CheckedAttachment> {
  if (file.tooLarge) throw new HttpError(413, CONVERSATION_MESSAGES.attachmentTooLarge);
  if (looksLikePdf(file.data)) {
    return { data: file.data, contentType: 'application/pdf', extension: 'pdf', width: 0, height: 0 };
  }
  try {
    return await normalizeImage(file.data, ['jpeg', 'png', 'webp']);
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw new HttpError(415, CONVERSATION_MESSAGES.attachmentType);
    if (error instanceof ImageTooLargeError) throw new HttpError(413, CONVERSATION_MESSAGES.attachmentTooLarge);
    throw error;
  }
}

const FILE_NAME_MAX = 120;

/**
 * The sender's file name as the other side sees it: no folders, no control or path characters,
 * at most 120 characters, ending in the stored type's extension (a WebP is kept as a JPEG).
 */
export function cleanFileName(given: string, extension: string): string {
  const base = (given.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, FILE_NAME_MAX - extension.length - 1);
  return `${base || 'attachment'}.${extension}`;
}
