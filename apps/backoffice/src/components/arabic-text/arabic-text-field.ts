import { optionalTextField, type TextLines } from '@marketplace/contract';

// Content in two languages (issue 33): the yup field of an Arabic text beside its English one, for
// the back office's forms. The rules of the English field (its length, no control characters) but
// optional, and without the English field's default of '': a form that did not read the Arabic
// leaves it out of the request, and the API keeps it (absent keeps the current one, '' removes it).
// (A candidate for packages/contract's yup-fields.ts beside optionalTextField.)

export function arabicTextField(label: string, max: number, lines: TextLines = 'single') {
  return optionalTextField(label, max, lines).default(undefined);
}
