import { getIn, type FormikProps } from 'formik';
import { useContractText } from '@/lib/text';

// One place that wires a formik field to an MUI TextField (or PasswordField/PhoneField): value,
// handlers, and the error as helperText. MUI then sets aria-invalid and links the helper text
// through aria-describedby, so a screen reader hears the message when it reaches the field.

export interface FieldProps {
  readonly name: string;
  readonly value: string;
  readonly onChange: FormikProps<unknown>['handleChange'];
  readonly onBlur: FormikProps<unknown>['handleBlur'];
  readonly error: boolean;
  readonly helperText: string | undefined;
}

/**
 * The field's props; `translate` puts the schema's message (a contract text, English in the
 * contract) in the page's language: useFieldProps passes useContractText's.
 */
export function fieldProps<Values>(
  formik: FormikProps<Values>,
  name: keyof Values & string,
  translate: (text: string) => string,
): FieldProps {
  const message = getIn(formik.errors, name) as string | undefined;
  // Errors appear once the person has left the field or tried to submit, not while typing a first time.
  const shown = Boolean(message) && (Boolean(getIn(formik.touched, name)) || formik.submitCount > 0);
  return {
    name,
    value: (getIn(formik.values, name) as string | undefined) ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: shown,
    helperText: shown && message ? translate(message) : undefined,
  };
}

/** `field(name)`: fieldProps with the error in the page's language. */
export function useFieldProps<Values>(formik: FormikProps<Values>) {
  const ct = useContractText();
  return (name: keyof Values & string) => fieldProps(formik, name, ct);
}
