import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import type * as FormSchemaModule from './form-schemas';

export type FormSchemas = typeof FormSchemaModule;

const isValidationError = (error: unknown) => error instanceof Error && error.name === 'ValidationError';

/**
 * Formik swallows an error thrown while validating (it warns only in development): a form whose
 * checks could not be downloaded would do nothing on submit, and say nothing. Say it.
 */
function reportLoadFailure(error: unknown): never {
  console.error('The form checks could not be loaded', error);
  throw error;
}

/**
 * A formik `validate` running one of the forms' yup schemas, which it loads (with yup, about
 * 13 KB gzip) on the form's first validation instead of with the page (issue 18). The result is
 * what `validationSchema` gives: formik's own helpers turn the values ('' as undefined) and the
 * errors the same way, and formik validated asynchronously before too. The download starts on the
 * first keystroke or blur, long before a submit needs it.
 */
export function validateWith<Values extends FormikValues>(pick: (schemas: FormSchemas) => AnySchema) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const schema = pick(await import('./form-schemas').catch(reportLoadFailure));
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if (!isValidationError(error)) throw error;
      return yupToFormErrors<Values>(error);
    }
  };
}
