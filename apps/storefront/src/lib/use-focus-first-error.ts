import type { FormikProps } from 'formik';
import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * After a submit that failed validation, moves focus to the first field in error, so keyboard and
 * screen reader users land on the message instead of hunting for it (the helper text is read with
 * the field). Fields are found by MUI's aria-invalid, in the order they appear on screen.
 */
export function useFocusFirstError<Values>(formik: FormikProps<Values>, formRef: RefObject<HTMLFormElement | null>) {
  const { submitCount, isSubmitting, isValid } = formik;
  // Reads the form as it is when called: validity is read, not watched, so typing never moves focus.
  const focusFirstError = useEffectEvent(() => {
    if (isValid) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  // Only when a submit attempt ends.
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    focusFirstError();
  }, [submitCount, isSubmitting]);
}
