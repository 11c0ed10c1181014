import {
  DESCRIPTION_MAX_LENGTH,
  isNotBlank,
  isPlainText,
  maxLengthMessage,
  VALIDATION_MESSAGES,
  VERIFICATION_MESSAGES,
} from '@marketplace/contract';
import { object, string } from 'yup';

// The reason an admin gives when asking a business to redo a document (issue 38), on the rules of
// DocumentReviewRequest: required to request changes, plain text, as long as a description. The
// messages are the contract's (its catalog says them in Arabic): the dialog shows what the API
// would answer, before any call.

export const changesReasonSchema = (label: string) =>
  object({
    Reason: string()
      .required(VERIFICATION_MESSAGES.reasonRequired)
      .test('not-blank', VERIFICATION_MESSAGES.reasonRequired, (value) => isNotBlank(value))
      .max(DESCRIPTION_MAX_LENGTH, maxLengthMessage(label, DESCRIPTION_MAX_LENGTH))
      .test('plain-text', VALIDATION_MESSAGES.controlCharacters, (value) => isPlainText(value, 'multi')),
  });
