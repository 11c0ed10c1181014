import { boolean, number, object, string, type InferType } from 'yup';
import { DEFAULT_RATING, RATING_MAX, RATING_MIN } from '../constants';
import {
  ADDRESS_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  INQUIRY_MESSAGE_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REVIEW_COMMENT_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
} from '../limits';
import { requiredMessage, VALIDATION_MESSAGES } from './messages';
import {
  confirmPasswordField,
  currentPasswordField,
  emailField,
  newPasswordField,
  optionalPhoneField,
  optionalTextField,
  optionalWebsiteField,
  requiredPhoneField,
  requiredTextField,
} from './yup-fields';

// Form schemas of both apps. Key casing follows the form state the spec names: camelCase for the
// auth forms, PascalCase where the form mirrors a payload (profile, contact, review).

/** Password reset page (spec 2.6); email is pre-filled and read-only but still checked. */
export const resetPasswordFormSchema = object({
  email: emailField(),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField(),
});
export type ResetPasswordFormValues = InferType<typeof resetPasswordFormSchema>;

export const customerRegistrationFormSchema = object({
  firstName: requiredTextField('First name', NAME_MAX_LENGTH),
  lastName: requiredTextField('Last name', NAME_MAX_LENGTH),
  email: emailField(),
  phoneNumber: requiredPhoneField(),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField(),
});
export type CustomerRegistrationFormValues = InferType<typeof customerRegistrationFormSchema>;

export const signInFormSchema = object({
  email: emailField(),
  password: currentPasswordField(),
});
export type SignInFormValues = InferType<typeof signInFormSchema>;

export const providerSignupFormSchema = object({
  businessName: requiredTextField('Business name', BUSINESS_NAME_MAX_LENGTH),
  businessCategoryId: string().required(requiredMessage('Business category')),
  primaryLocation: requiredTextField('Primary location', LOCATION_MAX_LENGTH),
  contactName: optionalTextField('Contact name', NAME_MAX_LENGTH),
  businessAddress: optionalTextField('Business address', ADDRESS_MAX_LENGTH),
  website: optionalWebsiteField(),
  businessDescription: optionalTextField('Business description', DESCRIPTION_MAX_LENGTH, 'multi'),
  firstName: requiredTextField('First name', NAME_MAX_LENGTH),
  lastName: requiredTextField('Last name', NAME_MAX_LENGTH),
  email: emailField(),
  phoneNumber: requiredPhoneField(),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField(),
});
export type ProviderSignupFormValues = InferType<typeof providerSignupFormSchema>;

/** Customer Profile edit form; the e-mail is never editable so it is not part of the form. */
export const profileFormSchema = object({
  FirstName: requiredTextField('First name', NAME_MAX_LENGTH),
  LastName: requiredTextField('Last name', NAME_MAX_LENGTH),
  PhoneNumber: optionalPhoneField(),
  Address: optionalTextField('Address', ADDRESS_MAX_LENGTH),
});
export type ProfileFormValues = InferType<typeof profileFormSchema>;

export const contactInquiryFormSchema = object({
  Name: requiredTextField('Name', NAME_MAX_LENGTH),
  Email: emailField(),
  Phone: optionalPhoneField(),
  Subject: requiredTextField('Subject', SUBJECT_MAX_LENGTH),
  Message: requiredTextField('Message', INQUIRY_MESSAGE_MAX_LENGTH, 'multi'),
});
export type ContactInquiryFormValues = InferType<typeof contactInquiryFormSchema>;

/** Review form: five stars defaulting to 5, comment optional (the spec sets no minimum). */
export const reviewFormSchema = object({
  Rating: number()
    .typeError(VALIDATION_MESSAGES.rating)
    .required(VALIDATION_MESSAGES.rating)
    .integer(VALIDATION_MESSAGES.rating)
    .min(RATING_MIN, VALIDATION_MESSAGES.rating)
    .max(RATING_MAX, VALIDATION_MESSAGES.rating)
    .default(DEFAULT_RATING),
  Comment: optionalTextField('Comment', REVIEW_COMMENT_MAX_LENGTH, 'multi'),
});
export type ReviewFormValues = InferType<typeof reviewFormSchema>;

/**
 * The back office's category form. ImageUrl is not typed by anyone: it is '' or the address the
 * upload answered (the API checks it is '', /media/... or http(s)).
 */
export const categoryFormSchema = object({
  CategoryName: requiredTextField('Category name', CATEGORY_NAME_MAX_LENGTH),
  CategoryDescription: optionalTextField('Description', DESCRIPTION_MAX_LENGTH, 'multi'),
  ImageUrl: string().default(''),
  IsEnable: boolean().default(true),
});
export type CategoryFormValues = InferType<typeof categoryFormSchema>;

/** Settling a payout (back office): the bank transfer's reference, optional as in the API. */
export const settlePayoutFormSchema = object({
  Reference: optionalTextField('Bank reference', NAME_MAX_LENGTH),
});
export type SettlePayoutFormValues = InferType<typeof settlePayoutFormSchema>;

/** Rejecting a payout (back office): the provider reads the reason, so it is required. */
export const rejectPayoutFormSchema = object({
  Reason: requiredTextField('Reason', DESCRIPTION_MAX_LENGTH, 'multi'),
});
export type RejectPayoutFormValues = InferType<typeof rejectPayoutFormSchema>;

/** A super admin invites an admin by e-mail (POST /api/Admin/admins/invite); Role is always admin. */
export const inviteAdminFormSchema = object({
  Email: emailField(),
  FirstName: requiredTextField('First name', NAME_MAX_LENGTH),
  LastName: requiredTextField('Last name', NAME_MAX_LENGTH),
});
export type InviteAdminFormValues = InferType<typeof inviteAdminFormSchema>;
