import { isApiError } from '@marketplace/client';
import type { ContactInquiryFormValues, CreateInquiryRequest } from '@marketplace/contract';

// The form state mirrors the request body (PascalCase), so the contract's yup schema and the
// API's 400 field errors both name the fields the way the form does.

export type ContactFormValues = Required<{ [K in keyof ContactInquiryFormValues]: string }>;

export const CONTACT_FIELDS = [
  'Name',
  'Email',
  'Phone',
  'Subject',
  'Message',
] as const satisfies readonly (keyof ContactFormValues)[];

export function emptyContactValues(email = ''): ContactFormValues {
  return { Name: '', Email: email, Phone: '', Subject: '', Message: '' };
}

/** The phone is optional: an empty one is left out rather than sent as ''. */
export function toInquiryRequest(values: ContactFormValues): CreateInquiryRequest {
  const { Phone, ...rest } = values;
  return Phone === '' ? rest : { ...rest, Phone };
}

/**
 * The API answers a 400 with `Errors: [{ Field, Message }]` in the contract's words; shown under
 * the matching inputs, they read exactly like the form's own checks.
 */
export function serverFieldErrors(error: unknown): Partial<ContactFormValues> {
  if (!isApiError(error) || error.status !== 400) return {};
  const body = error.body as { Errors?: unknown } | undefined;
  if (!Array.isArray(body?.Errors)) return {};
  const errors: Partial<ContactFormValues> = {};
  for (const item of body.Errors as { Field?: unknown; Message?: unknown }[]) {
    const field = CONTACT_FIELDS.find((name) => name === item.Field);
    if (field && typeof item.Message === 'string') errors[field] ??= item.Message;
  }
  return errors;
}
