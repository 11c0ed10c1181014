import {
  ALLOWED_IMAGE_EXTENSIONS,
  ALLOWED_IMAGE_MIME_TYPES,
  IMAGE_MAX_BYTES,
  MEDIA_ID_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  RATING_MAX,
  RATING_MIN,
} from '../constants';
import type { ToastText } from '../errors/toast-text';
import { EMAIL_MAX_LENGTH, URL_MAX_LENGTH } from '../limits';
import { AVATAR_FILE_MESSAGES, UPLOAD_FILE_MESSAGES, VALIDATION_MESSAGES } from './messages';

// Pure rules shared by the yup forms and the TypeBox schemas. The *_PATTERN strings are JSON Schema
// `pattern`s: no flags, ASCII classes only, so AJV (unicode mode), TypeBox and browsers agree.

/** A subset of both TypeBox's and ajv-formats' `email` format, plus a dotted domain with a TLD. */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$";
export const PASSWORD_COMPLEXITY_PATTERN = '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])';
/** While typing: an optional leading + and at most 15 digits (an empty field is fine). */
export const PHONE_TYPING_PATTERN = `^\\+?[0-9]{0,${PHONE_MAX_DIGITS}}$`;
/** On save: + and 10 to 15 digits. The spec gives no upper bound; typing already stops at 15. */
export const PHONE_SAVE_PATTERN = `^\\+[0-9]{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`;
/** Wire form of an optional phone: empty string (no phone) or the save format. */
export const OPTIONAL_PHONE_PATTERN = `^(?:\\+[0-9]{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}})?$`;
const MEDIA_ID = '[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}';
export const MEDIA_ID_PATTERN = `^${MEDIA_ID}$`;
/**
 * C0 control characters (U+0000-U+001F) and DEL. Nobody types them, PostgreSQL cannot store NUL in
 * text, and terminals and logs interpret the rest, so no text field accepts them.
 */
const CONTROL_CHARACTERS = '\\u0000-\\u001F\\u007F';
/** Text on one line: no control characters at all (tab, line feed and carriage return included). */
export const SINGLE_LINE_TEXT_PATTERN = `^[^${CONTROL_CHARACTERS}]*$`;
/** Multi-line text (descriptions, messages, comments): tab, line feed and carriage return are fine. */
export const MULTI_LINE_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

/** One character of a stored URL: visible, so no white space and no control character. */
const URL_CHARACTER = `[^\\s${CONTROL_CHARACTERS}]`;
const URL_HOST_LABEL = `[^\\s/?#.@${CONTROL_CHARACTERS}]+`;
const URL_PORT_AND_REST = `(?::[0-9]{1,5})?(?:[/?#]${URL_CHARACTER}*)?`;

/** Empty (no website) or an http(s) address with a dotted host and no spaces. */
export const OPTIONAL_WEBSITE_PATTERN = `^(?:https?://${URL_HOST_LABEL}(?:\\.${URL_HOST_LABEL})+${URL_PORT_AND_REST})?$`;

/**
 * An image the apps may show: this server's media files (`/media/<file>`, no `..`) or an absolute
 * http(s) address (object storage or a CDN; http for local development and the embedded S3
 * setting, whose host may be dotless like `localhost`). Never javascript:, data:, vbscript: or a
 * protocol-relative `//host` address.
 */
const IMAGE_URL = `(?:/media/(?!${URL_CHARACTER}*\\.\\.)${URL_CHARACTER}+|https?://${URL_HOST_LABEL}(?:\\.${URL_HOST_LABEL})*${URL_PORT_AND_REST})`;
export const IMAGE_URL_PATTERN = `^${IMAGE_URL}$`;
/** '' (no image) or an image URL as above. */
export const OPTIONAL_IMAGE_URL_PATTERN = `^(?:${IMAGE_URL})?$`;
/** A listing photo: the media id of an upload, or an image URL as above. */
export const PHOTO_PATTERN = `^(?:${MEDIA_ID}|${IMAGE_URL})$`;

/** Tokens, tickets and keys the API handed out: visible ASCII only (base64url, JWTs, hex); minLength rules out ''. */
export const OPAQUE_TOKEN_PATTERN = '^[\\x21-\\x7E]*$';

/** Required free text must contain something other than white space. */
export const NOT_BLANK_PATTERN = '\\S';

const EMAIL_REGEX = new RegExp(EMAIL_PATTERN);
const PASSWORD_COMPLEXITY_REGEX = new RegExp(PASSWORD_COMPLEXITY_PATTERN);
const PHONE_TYPING_REGEX = new RegExp(PHONE_TYPING_PATTERN);
const PHONE_SAVE_REGEX = new RegExp(PHONE_SAVE_PATTERN);
const MEDIA_ID_REGEX = new RegExp(MEDIA_ID_PATTERN);
const OPTIONAL_WEBSITE_REGEX = new RegExp(OPTIONAL_WEBSITE_PATTERN);
const SINGLE_LINE_TEXT_REGEX = new RegExp(SINGLE_LINE_TEXT_PATTERN);
const MULTI_LINE_TEXT_REGEX = new RegExp(MULTI_LINE_TEXT_PATTERN);
const OPTIONAL_IMAGE_URL_REGEX = new RegExp(OPTIONAL_IMAGE_URL_PATTERN);

export function isNotBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '';
}

export function isValidEmail(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL_REGEX.test(value);
}

/** Every password rule the value breaks, as display texts; empty when the password is strong. */
export function passwordProblems(password: string | null | undefined): string[] {
  const value = password ?? '';
  const problems: string[] = [];
  if (value.length < PASSWORD_MIN_LENGTH) problems.push(VALIDATION_MESSAGES.passwordTooShort);
  if (!PASSWORD_COMPLEXITY_REGEX.test(value)) problems.push(VALIDATION_MESSAGES.passwordComplexity);
  return problems;
}

export function isStrongPassword(password: string | null | undefined): boolean {
  return passwordProblems(password).length === 0;
}

/** Whether the phone input should accept this value as the user types. */
export function isPhoneTyping(value: string): boolean {
  return PHONE_TYPING_REGEX.test(value);
}

/** Empty means "no phone" and is fine; anything else must be + and 10 to 15 digits. */
export function isValidPhoneOnSave(value: string | null | undefined): boolean {
  const phone = (value ?? '').trim();
  return phone === '' || PHONE_SAVE_REGEX.test(phone);
}

/** The media id is the image file name without its extension, e.g. ".../<uuid>.png". */
export function mediaIdFromUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const fileName = path.slice(path.lastIndexOf('/') + 1);
  const dot = fileName.lastIndexOf('.');
  const id = dot > 0 ? fileName.slice(0, dot) : fileName;
  if (id.length !== MEDIA_ID_LENGTH || !MEDIA_ID_REGEX.test(id)) {
    throw new Error(`Cannot read a media id from image URL "${url}"`);
  }
  return id;
}

/** An empty URL or one containing "placeholder" (any case) counts as "no image". */
export function isPlaceholderImage(url: string | null | undefined): boolean {
  const value = (url ?? '').trim();
  return value === '' || value.toLowerCase().includes('placeholder');
}

export function isValidRating(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= RATING_MIN && (value as number) <= RATING_MAX;
}

export type TextLines = 'single' | 'multi';

/** No control characters; multi-line text may also hold tabs and line breaks. Missing counts as ''. */
export function isPlainText(value: string | null | undefined, lines: TextLines = 'single'): boolean {
  return (lines === 'multi' ? MULTI_LINE_TEXT_REGEX : SINGLE_LINE_TEXT_REGEX).test(value ?? '');
}

/** '' or an image URL the apps may show (see IMAGE_URL_PATTERN). */
export function isValidOptionalImageUrl(value: string | null | undefined): boolean {
  const url = value ?? '';
  return url.length <= URL_MAX_LENGTH && OPTIONAL_IMAGE_URL_REGEX.test(url);
}

export function isValidOptionalWebsite(value: string | null | undefined): boolean {
  const website = value ?? '';
  return website.length <= URL_MAX_LENGTH && OPTIONAL_WEBSITE_REGEX.test(website);
}

/** The parts of a browser File or a multipart part that the checks below need. */
export interface FileInfo {
  readonly type: string;
  readonly size: number;
  readonly name?: string;
}

/** Avatar picker: any image type, at most 10 MB (spec: "at most"). */
export function avatarFileProblem(file: FileInfo): ToastText | null {
  if (!file.type.startsWith('image/')) return AVATAR_FILE_MESSAGES.invalidType;
  if (file.size > IMAGE_MAX_BYTES) return AVATAR_FILE_MESSAGES.tooLarge;
  return null;
}

/** Upload service and API: JPEG or PNG by type and (if named) extension, below 10 MB. */
export function uploadFileProblem(file: FileInfo): string | null {
  const extension = file.name?.includes('.') ? file.name.split('.').pop()?.toLowerCase() : undefined;
  const typeOk = (ALLOWED_IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extensionOk =
    file.name === undefined || (ALLOWED_IMAGE_EXTENSIONS as readonly string[]).includes(extension ?? '');
  if (!typeOk || !extensionOk) return UPLOAD_FILE_MESSAGES.invalidType;
  if (file.size >= IMAGE_MAX_BYTES) return UPLOAD_FILE_MESSAGES.tooLarge;
  return null;
}
