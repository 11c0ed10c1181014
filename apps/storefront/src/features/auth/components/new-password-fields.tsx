import { PasswordField } from '@marketplace/ui';
import type { FormikProps } from 'formik';
import { fieldProps } from '../lib/field-props';

/** The forms that set a password (registration, provider signup, reset) all ask for it twice. */
interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface NewPasswordFieldsProps<Values extends NewPasswordValues> {
  readonly formik: FormikProps<Values>;
  readonly disabled?: boolean;
  /** 'Password' when signing up, 'New password' on the reset page. */
  readonly passwordLabel?: string;
}

export function NewPasswordFields<Values extends NewPasswordValues>({
  formik,
  disabled = false,
  passwordLabel = 'Password',
}: NewPasswordFieldsProps<Values>) {
  return (
    <>
      <PasswordField
        {...fieldProps(formik, 'password')}
        label={passwordLabel}
        autoComplete="new-password"
        showRules
        required
        fullWidth
        disabled={disabled}
      />
      <PasswordField
        {...fieldProps(formik, 'confirmPassword')}
        label="Confirm password"
        showPasswordLabel="Show confirmed password"
        autoComplete="new-password"
        required
        fullWidth
        disabled={disabled}
      />
    </>
  );
}
