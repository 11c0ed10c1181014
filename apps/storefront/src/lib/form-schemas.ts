// The yup schemas of the storefront's forms, in one module that is only ever imported
// dynamically (lazy-validation.ts): yup and the schemas download on a form's first validation,
// not with the page (issue 18). A static import of any of these names elsewhere would pull them
// back into the first load.
export {
  contactInquiryFormSchema,
  customerRegistrationFormSchema,
  profileFormSchema,
  providerSignupFormSchema,
  resetPasswordFormSchema,
  reviewFormSchema,
  signInFormSchema,
} from '@marketplace/contract';
