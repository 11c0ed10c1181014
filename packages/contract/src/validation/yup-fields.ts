import { ref, string } from 'yup';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../limits';
import { maxLengthMessage, requiredMessage, VALIDATION_MESSAGES } from './messages';
import {
  isNotBlank,
  isPlainText,
  isStrongPassword,
  isValidEmail,
  isValidOptionalWebsite,
  isValidPhoneOnSave,
  passwordProblems,
  type TextLines,
} from './rules';

// Field builders reused by the form schemas, each wrapping one rule of rules.ts so the forms and
// the API reject exactly the same values with exactly the same texts. No .trim() transforms:
// formik validates a cast copy but submits the raw values, so a trimming schema would pass
// " a@b.co" that the API then refuses. Blank text is caught by a not-blank test instead.

export function requiredTextField(label: string, max: number, lines: TextLines = 'single') {
  return string()
    .required(requiredMessage(label))
    .test('not-blank', requiredMessage(label), (value) => isNotBlank(value))
    .max(max, maxLengthMessage(label, max))
    .test('plain-text', VALIDATION_MESSAGES.controlCharacters, (value) => isPlainText(value, lines));
}

/** Optional text: missing becomes '' so forms post empty strings, matching the wire format. */
export function optionalTextField(label: string, max: number, lines: TextLines = 'single') {
  return string()
    .default('')
    .max(max, maxLengthMessage(label, max))
    .test('plain-text', VALIDATION_MESSAGES.controlCharacters, (value) => isPlainText(value, lines));
}

export function emailField() {
  return string()
    .required(VALIDATION_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, VALIDATION_MESSAGES.emailInvalid)
    .test('email', VALIDATION_MESSAGES.emailInvalid, (value) => isValidEmail(value));
}

/** A password being chosen: length first, then complexity, each with its own spec text. */
export function newPasswordField() {
  return string()
    .required(VALIDATION_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, maxLengthMessage('Password', PASSWORD_MAX_LENGTH))
    .test('password-strength', VALIDATION_MESSAGES.passwordComplexity, function check(value) {
      if (isStrongPassword(value)) return true;
      const [first] = passwordProblems(value);
      return this.createError({ message: first ?? VALIDATION_MESSAGES.passwordComplexity });
    });
}

/** A password being typed to sign in: only presence; old accounts may predate the rules. */
export function currentPasswordField() {
  return string()
    .required(VALIDATION_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, maxLengthMessage('Password', PASSWORD_MAX_LENGTH));
}

/** Reports a mismatch on confirmPassword, as the spec requires, not on password. */
export function confirmPasswordField(passwordKey = 'password') {
  return string()
    .required(VALIDATION_MESSAGES.confirmPasswordRequired)
    .oneOf([ref(passwordKey)], VALIDATION_MESSAGES.passwordsDontMatch);
}

/** Optional phone (profile, contact): empty is fine, otherwise + and 10-15 digits. */
export function optionalPhoneField() {
  return string()
    .default('')
    .test('phone', VALIDATION_MESSAGES.phoneInvalid, (value) => isValidPhoneOnSave(value));
}

/** Required phone (registration): our choice, so that providers and customers can be called back. */
export function requiredPhoneField() {
  return optionalPhoneField().required(VALIDATION_MESSAGES.phoneRequired);
}

export function optionalWebsiteField() {
  return string()
    .default('')
    .test('website', VALIDATION_MESSAGES.website, (value) => isValidOptionalWebsite(value));
}
