import type { FormikProps } from 'formik';
import { useEffect, type RefObject } from 'react';

/**
 * After a submit that failed validation, moves focus to the first field in error, so keyboard and
 * screen reader users land on what needs fixing instead of hunting for red text.
 */
export function useFocusFirstError<T>(
  formik: Pick<FormikProps<T>, 'submitCount' | 'isSubmitting' | 'isValidating' | 'errors'>,
  formRef: RefObject<HTMLFormElement | null>,
): void {
  const { submitCount, isSubmitting, isValidating, errors } = formik;
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValidating) return;
    const names = Object.keys(errors);
    if (names.length === 0) return;
    const fields = formRef.current?.querySelectorAll<HTMLElement>('input[name], textarea[name]') ?? [];
    const first = Array.from(fields).find((field) => names.includes(field.getAttribute('name') ?? ''));
    first?.focus();
    // Only when a submit ends: typing into a field must not throw the focus elsewhere.
  }, [submitCount, isSubmitting]);
}
