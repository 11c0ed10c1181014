import { PASSWORD_MIN_LENGTH, RATING_MAX, RATING_MIN } from '../constants';
import type { ToastText } from '../errors/toast-text';
import { MONEY_MAX_BHD } from '../limits';

// Validation texts. Spec section 5 gives the first group verbatim; the rest (required fields,
// lengths, rating, website, image URLs, control characters) are our wording because the spec
// leaves those form rules open.
// Forms (yup) and the API (400 bodies) both read them from here.

export const VALIDATION_MESSAGES = {
  // Spec section 5, verbatim.
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordComplexity: 'Password must contain at least one lowercase letter, one uppercase letter, and one number',
  passwordsDontMatch: "Passwords don't match",
  /** The text of the phone-on-save toast; used alone as the field error under the input. */
  phoneInvalid:
    'Phone number must start with + and have at least 10 digits after the + symbol (minimum 11 characters total).',
  // Our wording.
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Please confirm your password',
  phoneRequired: 'Phone number is required',
  rating: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`,
  website: 'Please enter a valid website address starting with http:// or https://',
  imageUrl: 'Please use an uploaded image (/media/...) or an image address starting with http:// or https://',
  controlCharacters: 'Text must not contain control characters (such as NUL or escape codes)',
  amountOutOfRange: `Amounts must be from 0 to ${MONEY_MAX_BHD} BHD`,
  dateTime: 'Please enter a date and time such as 2024-01-31T12:00:00Z',
} as const;

/** Spec section 5: shown as a toast when the profile is saved with a malformed phone. */
export const PHONE_INVALID_TOAST = {
  title: 'Invalid Phone Number',
  description: VALIDATION_MESSAGES.phoneInvalid,
} as const satisfies ToastText;

/** The phone toast as the single line the spec prints ("Invalid Phone Number: ..."). */
export const PHONE_INVALID_MESSAGE = `${PHONE_INVALID_TOAST.title}: ${PHONE_INVALID_TOAST.description}`;

/** Avatar picker checks (spec section 5), shown as toasts before any upload starts. */
export const AVATAR_FILE_MESSAGES = {
  invalidType: { title: 'Invalid file type', description: 'Please select an image file only.' },
  tooLarge: { title: 'File too large', description: 'File is too large. Maximum size is 10MB.' },
} as const satisfies Record<string, ToastText>;

/** The upload service's own checks (spec section 5); the API answers 415/413 with the same idea. */
export const UPLOAD_FILE_MESSAGES = {
  invalidType: 'File must be an image (JPEG, PNG, JPG)',
  tooLarge: 'File size must be less than 10MB',
} as const;

/** "First name is required": one pattern for every required text field. */
export function requiredMessage(label: string): string {
  return `${label} is required`;
}

export function maxLengthMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}
