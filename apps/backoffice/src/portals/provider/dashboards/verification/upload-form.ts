import type { DocumentUpload } from '@marketplace/client';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NUMBER_MAX_LENGTH,
  VERIFICATION_MESSAGES,
  type DocumentRequirement,
} from '@marketplace/contract';
import { mixed, object, string } from 'yup';
import { isRealDay } from '@/portals/provider/components/verification-rules';

// The upload dialog's rules (issue 38): the fields the requirement has, each required, with the
// API's own messages (VERIFICATION_MESSAGES, translated by the contract's catalog), and the file
// checked by type and size before any byte is sent. The API checks the file's content again.

/** What the browser offers to pick: PDF, JPEG and PNG, by type and by extension. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];

/** Why a file cannot be sent (a message of the contract), or null. */
export function documentFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const type = file.type.toLowerCase();
  // Some systems give no type for a file they do not know: its extension decides then.
  const typeOk = type === '' ? DOCUMENT_EXTENSIONS.includes(extension) : DOCUMENT_TYPES.includes(type);
  if (!typeOk) return VERIFICATION_MESSAGES.fileType;
  if (file.size > DOCUMENT_MAX_BYTES) return VERIFICATION_MESSAGES.fileTooLarge;
  return null;
}

export interface DocumentFormValues {
  number: string;
  /** YYYY-MM-DD, or '' while none. */
  issuedOn: string;
  expiresOn: string;
  file: File | null;
}

export const EMPTY_DOCUMENT_FORM: DocumentFormValues = { number: '', issuedOn: '', expiresOn: '', file: null };

/**
 * The form's schema for one requirement on `today` (Bahrain's, YYYY-MM-DD): the number as printed,
 * an issue date not in the future, an expiry after it and not passed, and a file. `numberTooLong`
 * is the length message in the language on screen (the contract has none of its own).
 */
export function documentFormSchema(requirement: DocumentRequirement, today: string, numberTooLong: string) {
  const day = (requiredMessage: string) =>
    string()
      .default('')
      .required(requiredMessage)
      .test('real-day', VERIFICATION_MESSAGES.dateInvalid, (value) => !value || isRealDay(value));
  /** A rule on a whole day only: a missing or unreal one has its own message already. */
  const onDay = (rule: (day: string) => boolean) => (value: string | undefined) =>
    !value || !isRealDay(value) || rule(value);
  const unused = string().default('');
  return object({
    number: requirement.HasNumber
      ? string()
          .default('')
          .trim()
          .required(VERIFICATION_MESSAGES.numberRequired)
          .max(DOCUMENT_NUMBER_MAX_LENGTH, numberTooLong)
      : unused,
    issuedOn: requirement.HasIssueDate
      ? day(VERIFICATION_MESSAGES.issueDateRequired).test(
          'not-future',
          VERIFICATION_MESSAGES.issuedInFuture,
          onDay((value) => value <= today),
        )
      : unused,
    expiresOn: requirement.HasExpiryDate
      ? day(VERIFICATION_MESSAGES.expiryDateRequired)
          .test('after-issue', VERIFICATION_MESSAGES.expiryBeforeIssue, (value, context) => {
            const issued = (context.parent as DocumentFormValues).issuedOn;
            return onDay((day) => !requirement.HasIssueDate || !isRealDay(issued) || day > issued)(value);
          })
          .test(
            'not-passed',
            VERIFICATION_MESSAGES.alreadyExpired,
            onDay((value) => value >= today),
          )
      : unused,
    file: mixed<File>()
      .nullable()
      .default(null)
      .test('file', VERIFICATION_MESSAGES.fileMissing, (file, context) => {
        if (!file) return false;
        const problem = documentFileProblem(file);
        return problem ? context.createError({ message: problem }) : true;
      }),
  });
}

/** The upload call's fields: only those the requirement has, the number trimmed. */
export function uploadOf(
  requirement: DocumentRequirement,
  values: DocumentFormValues,
  onProgress?: (fraction: number) => void,
): DocumentUpload {
  return {
    requirementId: requirement.RequirementId,
    file: values.file!,
    ...(requirement.HasNumber ? { number: values.number.trim() } : {}),
    ...(requirement.HasIssueDate ? { issuedOn: values.issuedOn } : {}),
    ...(requirement.HasExpiryDate ? { expiresOn: values.expiresOn } : {}),
    ...(onProgress ? { onProgress } : {}),
  };
}
