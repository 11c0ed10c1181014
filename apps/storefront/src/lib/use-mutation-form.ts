import { useFormik, type FormikHelpers, type FormikValues } from 'formik';
import { useRef, useState } from 'react';
import { useNewestValidation, type Validate } from './newest-validation';
import { useFocusFirstError } from './use-focus-first-error';

export interface MutationFormOptions<Values extends FormikValues, Variables, Result> {
  readonly initialValues: Values;
  readonly validate: Validate<Values>;
  /** Take new initial values (a session that settles after the first render). */
  readonly enableReinitialize?: boolean;
  /** The feature's mutation (its api file), sent once the values are valid. */
  readonly mutation: { mutateAsync: (variables: Variables) => Promise<Result> };
  /** The mutation's input for the submitted values. */
  readonly toVariables: (values: Values) => Variables;
  readonly onSuccess?: (result: Result, values: Values, helpers: FormikHelpers<Values>) => void;
  /** After a failed mutation; its text is already in `failure`. */
  readonly onError?: (error: unknown, values: Values, helpers: FormikHelpers<Values>) => void;
}

/**
 * The skeleton of the storefront's forms: formik validates (showing only the newest validation's
 * errors: newest-validation.ts), a valid submit runs the mutation, a submit that failed
 * validation moves focus to the first field in error (use-focus-first-error.ts),
 * and the outcome stays for the form's alert until the next submit: a failed mutation's text in
 * `failure`, or the values and answer of a successful one in `success`. The form renders its own
 * fields, alert and button; `busy` is true while a submit runs.
 */
export function useMutationForm<Values extends FormikValues, Variables, Result>({
  mutation,
  toVariables,
  onSuccess,
  onError,
  validate,
  ...config
}: MutationFormOptions<Values, Variables, Result>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<{ readonly values: Values; readonly result: Result } | null>(null);
  const newestValidation = useNewestValidation(validate);
  const formik = useFormik<Values>({
    ...config,
    validate: newestValidation,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setSuccess(null);
      let result: Result;
      try {
        result = await mutation.mutateAsync(toVariables(values));
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
        onError?.(error, values, helpers);
        return;
      }
      setSuccess({ values, result });
      onSuccess?.(result, values, helpers);
    },
  });
  useFocusFirstError(formik, formRef);
  return { formik, formRef, failure, success, busy: formik.isSubmitting };
}
