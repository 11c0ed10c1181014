import { HttpError } from '../http-error';
import {
  ImageTooLargeError,
  normalizeImage,
  UnsupportedImageError,
  type AcceptedImageFormat,
} from './image-processing';

// Files for the private file store (conversation attachments, verification documents), judged by
// their bytes: a PDF, or an image decoded and re-encoded by sharp, so EXIF data (a phone's
// position) never stays.

export interface CheckedPrivateFile {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  extension: 'jpg' | 'png' | 'pdf';
  width: number;
  height: number;
}

export interface PrivateFileRules {
  /** The image formats taken besides PDF (a WebP is kept as a JPEG, or a PNG with transparency). */
  images: readonly AcceptedImageFormat[];
  /** The 415 and 413 answers' texts. */
  typeMessage: string;
  tooLargeMessage: string;
}

const PDF_HEAD = Buffer.from('%PDF-');
const PDF_TAIL = Buffer.from('%%EOF');
/** Writers may add a few bytes (line ends, whitespace) after the last %%EOF. */
const PDF_TAIL_WINDOW = 1024;

/** A PDF starts with its header and ends with an end-of-file marker; a cut-off upload does not. */
export function looksLikePdf(data: Buffer): boolean {
  return data.subarray(0, PDF_HEAD.length).equals(PDF_HEAD) && data.subarray(-PDF_TAIL_WINDOW).includes(PDF_TAIL);
}

export async function checkPrivateFile(
  file: { data: Buffer; tooLarge: boolean },
  rules: PrivateFileRules,
): Promise<CheckedPrivateFile> {
  if (file.tooLarge) throw new HttpError(413, rules.tooLargeMessage);
  if (looksLikePdf(file.data)) {
    return { data: file.data, contentType: 'application/pdf', extension: 'pdf', width: 0, height: 0 };
  }
  try {
    return await normalizeImage(file.data, rules.images);
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw new HttpError(415, rules.typeMessage);
    if (error instanceof ImageTooLargeError) throw new HttpError(413, rules.tooLargeMessage);
    throw error;
  }
}

const FILE_NAME_MAX = 120;

/**
 * The sender's file name as others see it: no folders, no control or path characters, at most
 * 120 characters, ending in the stored type's extension (a WebP is kept as a JPEG).
 */
export function cleanFileName(given: string, extension: string, fallback = 'attachment'): string {
  const base = (given.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, FILE_NAME_MAX - extension.length - 1);
  return `${base || fallback}.${extension}`;
}
