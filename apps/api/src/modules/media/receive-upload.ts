import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { IMAGE_MAX_BYTES, MEDIA_UPLOAD_FIELDS } from '@marketplace/contract';
import { HttpError } from '../../lib/http-error';

export interface ReceivedFile {
  /** The bytes received, at most IMAGE_MAX_BYTES of them. */
  data: Buffer;
  /** The file went past the limit: the rest was discarded and `data` is incomplete. */
  tooLarge: boolean;
  /** The client's name for the file: logged, never trusted for the type or the storage key. */
  fileName: string;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  file: ReceivedFile | undefined;
}

/**
 * Busboy limits. The file is cut at IMAGE_MAX_BYTES so a 10 MiB part is "too large" as in
 * uploadFileProblem(); the few text fields are short, and one file is all the form has.
 */
export const UPLOAD_LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
  headerPairs: 100,
};

export const RECEIVE_MESSAGES = {
  timeout: 'The upload took too long. Please try again with a smaller image or a better connection.',
  notMultipart: 'Send the image as multipart/form-data.',
  tooManyParts: 'Send one image (File) with the fields UserId, RelatedType and RelatedId.',
  unreadable: 'The upload was interrupted or malformed. Please try again.',
} as const;

/** The text fields a media upload carries; another form names its own. */
const MEDIA_TEXT_FIELDS: ReadonlySet<string> = new Set<string>([
  MEDIA_UPLOAD_FIELDS.userId,
  MEDIA_UPLOAD_FIELDS.relatedType,
  MEDIA_UPLOAD_FIELDS.relatedId,
]);
const LIMIT_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

async function readFile(stream: Readable & { truncated?: boolean }): Promise<Omit<ReceivedFile, 'fileName'>> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  return { data, tooLarge: stream.truncated === true || data.length >= IMAGE_MAX_BYTES };
}

async function readForm(parts: AsyncIterable<Multipart>, textFields: ReadonlySet<string>): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: {}, file: undefined };
  for await (const part of parts) {
    if (part.type === 'file' && part.fieldname === MEDIA_UPLOAD_FIELDS.file) {
      form.file = { ...(await readFile(part.file)), fileName: part.filename };
    } else if (part.type === 'file') {
      // Each part must be read to the end before the parser hands over the next one.
      await finished(part.file.resume());
    } else if (textFields.has(part.fieldname) && typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/** Parser failures are the client's: a broken or cut-off body, too many parts, not multipart. */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, RECEIVE_MESSAGES.notMultipart);
  if (typeof code === 'string' && LIMIT_ERRORS.has(code)) return new HttpError(400, RECEIVE_MESSAGES.tooManyParts);
  return new HttpError(400, RECEIVE_MESSAGES.unreadable);
}

/**
 * Reads the whole form into memory (one image of at most 10 MiB), giving up with 408 after
 * `timeoutMs` so a slow or stalled client cannot hold a request and its buffer open forever.
 */
export async function receiveUploadForm(
  request: FastifyRequest,
  reply: FastifyReply,
  timeoutMs: number,
  textFields: ReadonlySet<string> = MEDIA_TEXT_FIELDS,
): Promise<ReceivedForm> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new HttpError(408, RECEIVE_MESSAGES.timeout)), timeoutMs);
  });
  const reading = (async () => readForm(request.parts(), textFields))();
  // After a time-out nobody awaits the reading; it fails once the connection closes.
  reading.catch(() => undefined);
  try {
    return await Promise.race([reading, timedOut]);
  } catch (error) {
    const uploadError = asUploadError(error);
    // The rest of the body is never read, so the connection cannot carry another request.
    if (uploadError instanceof HttpError && uploadError.statusCode === 408) reply.header('connection', 'close');
    if (uploadError !== error) request.log.info({ err: error }, 'upload could not be read');
    throw uploadError;
  } finally {
    clearTimeout(timer);
  }
}
